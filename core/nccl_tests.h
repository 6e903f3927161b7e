#pragma once
// An nccl-tests output (NVIDIA/nccl-tests: all_reduce_perf, all_gather_perf, reduce_scatter_perf,
// alltoall_perf, sendrecv_perf) read into its table: per size, the out-of-place and in-place
// time, algbw and busbw. Which test it is comes from the command line in the text, else the
// file name; the ranks and nodes from the "Using devices" lines, else the launcher's arguments
// (mpirun -np/-npernode/-H, srun -N/-n, the test's -g/-t). Pasted excerpts are expected: "..."
// lines, missing "#" lines, srun "0: " prefixes, "N/A" columns. Never throws.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "collectives.h"

namespace syncwall::core {

// A table larger than this is not one nccl-tests run (the 1,440-rank run here is 1.2 KB as an
// excerpt; every device line of a 100,000-rank run would be ~12 MB).
inline constexpr std::size_t kMaxNcclTestsBytes = 16u << 20;

struct NcclTiming {
    bool present = false;  // false: the column read "N/A" or was absent
    double time_s = 0;
    double algbw_Bps = 0;
    double busbw_Bps = 0;
};

struct NcclTestsRow {
    double size_B = 0;
    double count = 0;  // elements
    std::string type;  // "float", "bfloat16", ...
    std::string redop;
    NcclTiming outOfPlace;
    NcclTiming inPlace;
    int line = 0;
};

// Where a count came from.
enum class NcclCountSource { None, DeviceLines, LastDeviceLine, Launcher, SingleProcess };

enum class NcclTestsIssue {
    TooLarge,       // over kMaxNcclTestsBytes; nothing read
    NoTable,        // no row of sizes and times
    UnknownTest,    // neither the text nor the file name says which test it is
    IncompleteRow,  // `line` is cut short (the last line of a truncated file); skipped
    UnreadableRow,  // `line` looks like a row but a column is not a number; skipped
    RanksDisagree,  // device lines and launcher say different rank counts (`value`: launcher)
};

struct NcclTestsNote {
    NcclTestsIssue issue = NcclTestsIssue::NoTable;
    int line = 0;
    double value = 0;
};

struct NcclTestsTable {
    std::string test;  // "all_reduce_perf", from the text or the file name; empty = unknown
    bool testFromFileName = false;
    std::optional<CollectiveKind> collective;  // empty: unknown or not a supported collective
    int testLine = 0;                          // the line naming the test (0: the file name)
    int ranks = 0;                             // 0 = not stated
    int nodes = 0;
    NcclCountSource ranksFrom = NcclCountSource::None;
    NcclCountSource nodesFrom = NcclCountSource::None;
    int gpusPerProcess = 0;  // "nGpus" of the header, or -g; 0 = not stated
    int threads = 0;         // "nThread", or -t
    std::vector<NcclTestsRow> rows;
    std::optional<double> avgBusbw_Bps;  // "# Avg bus bandwidth", converted to B/s
    int elidedLines = 0;                 // "..." lines (an excerpt)
    std::vector<NcclTestsNote> notes;    // problems and skipped lines
    bool ok() const { return !rows.empty() && !fatal(); }
    bool fatal() const;  // TooLarge or NoTable
};

// `fileName` (without directories, may be empty) names the test when the text does not.
NcclTestsTable parseNcclTests(std::string_view text, std::string_view fileName = {});

// The collective an nccl-tests binary measures ("all_reduce_perf" -> AllReduce); empty for
// the others (broadcast_perf, reduce_perf, gather_perf, ...).
std::optional<CollectiveKind> collectiveOfTest(std::string_view test);

}  // namespace syncwall::core
