#include "nccl_tests.h"
#include "text_trim.h"

#include <algorithm>
#include <set>

#include "log_text.h"

namespace syncwall::core {

namespace {

constexpr double kMicro = 1e-6;  // nccl-tests prints times in us
constexpr double kGiga = 1e9;    // and bandwidths in GB/s of 1e9 bytes (src/common.cu)
constexpr int kMaxRanks = 1 << 24;

std::string_view baseName(std::string_view path)
{
    const std::size_t slash = path.rfind('/');
    return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

bool isTestName(std::string_view name)
{
    if (!name.ends_with("_perf") || name.size() <= 5)
        return false;
    return std::all_of(name.begin(), name.end(),
                       [](char c) { return (c >= 'a' && c <= 'z') || c == '_'; });
}

int positiveInt(std::optional<double> v) { return v && *v >= 1 && *v <= kMaxRanks ? int(*v) : 0; }

// The launcher's and the test's own arguments on one (joined) command line.
struct Command {
    std::string test;
    bool launcher = false;  // mpirun / mpiexec / srun before the test
    int procs = 0, perNode = 0, nodes = 0, hostSlots = 0, hosts = 0, gpus = 0, threads = 0;
};

// "-np 16", "--np=16", "-n16" all give 16 for option "-np"/"-n".
std::optional<std::string_view> optionValue(const std::vector<std::string_view>& t, std::size_t& i,
                                            std::initializer_list<std::string_view> names)
{
    const std::string_view tok = t[i];
    for (std::string_view name : names) {
        if (tok == name)
            return i + 1 < t.size() ? std::optional(t[++i]) : std::nullopt;
        if (tok.size() > name.size() + 1 && tok.starts_with(name) && tok[name.size()] == '=')
            return tok.substr(name.size() + 1);
    }
    return std::nullopt;
}

// "-H a:8,b:8" or "--host a,b": hosts and, where given, slots.
void readHosts(std::string_view list, Command& c)
{
    std::size_t start = 0;
    while (start <= list.size()) {
        const std::size_t comma = std::min(list.find(',', start), list.size());
        const std::string_view host = list.substr(start, comma - start);
        if (!host.empty()) {
            ++c.hosts;
            const std::size_t colon = host.rfind(':');
            if (colon != std::string_view::npos)
                c.hostSlots += positiveInt(parseLogCount(host.substr(colon + 1)));
        }
        start = comma + 1;
    }
}

std::optional<Command> readCommand(std::string_view line)
{
    const std::vector<std::string_view> t = splitTokens(line);
    std::size_t testAt = t.size();
    for (std::size_t i = 0; i < t.size(); ++i)
        if (isTestName(baseName(t[i]))) {
            testAt = i;
            break;
        }
    if (testAt == t.size())
        return std::nullopt;
    Command c;
    c.test = std::string(baseName(t[testAt]));
    bool srun = false;
    for (std::size_t i = 0; i < testAt; ++i) {
        const std::string_view tok = baseName(t[i]);
        if (tok == "mpirun" || tok == "mpiexec" || tok == "srun") {
            c.launcher = true;
            srun = tok == "srun";
            continue;
        }
        if (!c.launcher)
            continue;
        if (auto v = optionValue(t, i, {"-np", "--np", "-n", "--ntasks", "-c"}))
            c.procs = positiveInt(parseLogCount(*v));
        else if (auto v = optionValue(t, i, {"-npernode", "--npernode", "--ntasks-per-node"}))
            c.perNode = positiveInt(parseLogCount(*v));
        else if (auto v = optionValue(t, i, {"-N", "--nodes"}))
            (srun ? c.nodes : c.perNode) = positiveInt(parseLogCount(*v));  // Open MPI -N: per node
        else if (auto v = optionValue(t, i, {"-H", "--host", "-host"}))
            readHosts(*v, c);
    }
    for (std::size_t i = testAt + 1; i < t.size(); ++i) {
        if (auto v = optionValue(t, i, {"-g", "--ngpus"}))
            c.gpus = positiveInt(parseLogCount(*v));
        else if (auto v = optionValue(t, i, {"-t", "--nthreads"}))
            c.threads = positiveInt(parseLogCount(*v));
    }
    return c;
}

struct Columns {
    std::size_t size = 0, count = 1, type = 2, redop = 3;
    std::size_t oop = 5, ip = 9;  // first column of each time/algbw/busbw triple
    std::size_t needed = 13;
};

// The header "# size count type redop root time algbw busbw #wrong time ...".
std::optional<Columns> readHeader(const std::vector<std::string_view>& names)
{
    Columns c;
    std::vector<std::size_t> times;
    bool size = false, count = false;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (names[i] == "size")
            c.size = i, size = true;
        else if (names[i] == "count")
            c.count = i, count = true;
        else if (names[i] == "type")
            c.type = i;
        else if (names[i] == "redop")
            c.redop = i;
        else if (names[i] == "time")
            times.push_back(i);
    }
    if (!size || !count || times.empty())
        return std::nullopt;
    c.oop = times[0];
    c.ip = times.size() > 1 ? times[1] : names.size();
    // Every column a row is read at must exist (a fuzzer's finding: "size" after the times).
    c.needed = std::max({c.size, c.count, c.oop + 2}) + 1;
    return c;
}

NcclTiming readTiming(const std::vector<std::string_view>& t, std::size_t at)
{
    NcclTiming timing;
    if (at + 2 >= t.size())
        return timing;
    const auto time = parseLogNumber(t[at]);
    const auto alg = parseLogNumber(t[at + 1]);
    const auto bus = parseLogNumber(t[at + 2]);
    if (!time || !alg || !bus || *time <= 0 || *alg < 0 || *bus < 0)
        return timing;
    timing.present = true;
    timing.time_s = *time * kMicro;
    timing.algbw_Bps = *alg * kGiga;
    timing.busbw_Bps = *bus * kGiga;
    return timing;
}

struct Devices {
    std::set<int> ranks;
    std::set<std::string, std::less<>> hosts;
    int maxRank = -1;
};

// "#  Rank  0 Group  0 Pid   6899 on HOST device  0 [0000:04:00] NVIDIA H100 80GB HBM3"
void readDevice(const std::vector<std::string_view>& t, Devices& d)
{
    const auto value = t.size() > 1 ? parseLogCount(t[1]) : std::nullopt;
    if (!value || *value >= kMaxRanks)
        return;
    d.ranks.insert(int(*value));
    d.maxRank = std::max(d.maxRank, int(*value));
    for (std::size_t i = 2; i + 1 < t.size(); ++i)
        if (t[i] == "on") {
            d.hosts.emplace(t[i + 1]);
            break;
        }
}

void readHeaderNumbers(const std::vector<std::string_view>& t, NcclTestsTable& table)
{
    for (std::size_t i = 0; i + 1 < t.size(); ++i) {
        if (t[i] == "nThread")
            table.threads = positiveInt(parseLogCount(t[i + 1]));
        else if (t[i] == "nGpus")
            table.gpusPerProcess = positiveInt(parseLogCount(t[i + 1]));
    }
}

// Lines ending in a backslash continue on the next one (a shell command split over lines).
std::vector<LogLine> joinContinuations(const std::vector<LogLine>& lines,
                                       std::vector<std::string>& store)
{
    std::vector<LogLine> out;
    store.reserve(lines.size());
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::string_view text = trimBlanks(lines[i].text);
        if (!text.ends_with('\\') || text.starts_with('#')) {
            out.push_back(lines[i]);
            continue;
        }
        std::string joined;
        const LogLine first = lines[i];
        while (text.ends_with('\\') && i + 1 < lines.size() && joined.size() < 65536) {
            joined.append(text.substr(0, text.size() - 1)).push_back(' ');
            text = trimBlanks(lines[++i].text);
        }
        joined.append(text);
        store.push_back(std::move(joined));
        out.push_back({store.back(), first.number, lines[i].complete});
    }
    return out;
}

void settleCounts(const Devices& d, const std::optional<Command>& cmd, NcclTestsTable& table)
{
    const int perProcess = std::max(table.gpusPerProcess, cmd && cmd->gpus ? cmd->gpus : 0);
    const int gpus =
        std::max(perProcess, 1) * std::max(std::max(table.threads, cmd ? cmd->threads : 0), 1);
    int launcherRanks = 0, launcherNodes = 0;
    NcclCountSource launcherSource = NcclCountSource::Launcher;
    if (cmd && !cmd->launcher) {
        launcherRanks = gpus;  // the test run directly: one process on one node
        launcherNodes = 1;
        launcherSource = NcclCountSource::SingleProcess;
    } else if (cmd) {
        const int procs = cmd->procs ? cmd->procs : cmd->hostSlots;
        launcherRanks = procs ? procs * gpus : 0;
        if (cmd->nodes)
            launcherNodes = cmd->nodes;
        else if (cmd->hosts)
            launcherNodes = cmd->hosts;
        else if (procs && cmd->perNode && procs % cmd->perNode == 0)
            launcherNodes = procs / cmd->perNode;
    }
    const bool allListed = d.maxRank >= 0 && int(d.ranks.size()) == d.maxRank + 1;
    if (d.maxRank >= 0) {
        table.ranks = d.maxRank + 1;  // nccl-tests lists every rank in order, the last one last
        table.ranksFrom =
            allListed ? NcclCountSource::DeviceLines : NcclCountSource::LastDeviceLine;
        if (launcherRanks && launcherRanks != table.ranks)
            table.notes.push_back(
                {NcclTestsIssue::RanksDisagree, table.testLine, double(launcherRanks)});
    } else if (launcherRanks) {
        table.ranks = launcherRanks;
        table.ranksFrom = launcherSource;
    }
    if (allListed) {
        table.nodes = int(d.hosts.size());
        table.nodesFrom = NcclCountSource::DeviceLines;
    } else if (launcherNodes) {
        table.nodes = launcherNodes;
        table.nodesFrom = launcherSource;
    }
}

}  // namespace

bool NcclTestsTable::fatal() const
{
    return std::any_of(notes.begin(), notes.end(), [](const NcclTestsNote& n) {
        return n.issue == NcclTestsIssue::TooLarge || n.issue == NcclTestsIssue::NoTable;
    });
}

std::optional<CollectiveKind> collectiveOfTest(std::string_view test)
{
    if (test == "all_reduce_perf")
        return CollectiveKind::AllReduce;
    if (test == "all_gather_perf")
        return CollectiveKind::AllGather;
    if (test == "reduce_scatter_perf")
        return CollectiveKind::ReduceScatter;
    if (test == "alltoall_perf")
        return CollectiveKind::AllToAll;
    if (test == "sendrecv_perf")
        return CollectiveKind::SendRecv;
    return std::nullopt;
}

NcclTestsTable parseNcclTests(std::string_view text, std::string_view fileName)
{
    NcclTestsTable table;
    if (text.size() > kMaxNcclTestsBytes) {
        table.notes.push_back({NcclTestsIssue::TooLarge, 0, double(text.size())});
        return table;
    }
    std::vector<std::string> store;
    const std::vector<LogLine> lines = joinContinuations(splitLogLines(text), store);
    Columns columns;
    Devices devices;
    std::optional<Command> command;
    for (const LogLine& line : lines) {
        std::string_view s = trimBlanks(line.text);
        if (s.starts_with("$ "))
            s = trimBlanks(s.substr(2));
        if (s.empty())
            continue;
        if (s.find_first_not_of('.') == std::string_view::npos) {
            ++table.elidedLines;
            continue;
        }
        if (s.front() == '#') {
            const std::vector<std::string_view> t = splitTokens(s.substr(1));
            if (t.empty())
                continue;
            if (t[0] == "nThread")
                readHeaderNumbers(t, table);
            else if (t[0] == "Rank")
                readDevice(t, devices);
            else if (auto avg = afterLabel(s, "Avg bus bandwidth")) {
                const std::string_view v = trimBlanks(avg->substr(avg->find(':') == 0 ? 1 : 0));
                const std::vector<std::string_view> vt = splitTokens(v);
                if (!vt.empty())
                    if (auto n = parseLogNumber(vt[0]))
                        table.avgBusbw_Bps = *n * kGiga;
            } else if (auto header = readHeader(t))
                columns = *header;
            continue;
        }
        const std::vector<std::string_view> t = splitTokens(s);
        if (t.empty())  // only form feeds or vertical tabs (a fuzzer's finding)
            continue;
        if (!parseLogCount(t[0])) {
            if (auto c = readCommand(s); c && !command) {
                command = c;
                table.testLine = line.number;
            }
            continue;
        }
        if (t.size() < columns.needed) {
            const bool last = &line == &lines.back();
            table.notes.push_back({last && !line.complete ? NcclTestsIssue::IncompleteRow
                                                          : NcclTestsIssue::UnreadableRow,
                                   line.number, 0});
            continue;
        }
        NcclTestsRow row;
        row.line = line.number;
        const auto size = parseLogCount(t[columns.size]);
        const auto count = parseLogCount(t[columns.count]);
        row.outOfPlace = readTiming(t, columns.oop);
        row.inPlace = readTiming(t, columns.ip);
        if (!size || !count || *size <= 0 || !(row.outOfPlace.present || row.inPlace.present)) {
            table.notes.push_back({NcclTestsIssue::UnreadableRow, line.number, 0});
            continue;
        }
        row.size_B = *size;
        row.count = *count;
        if (columns.type < t.size())
            row.type = std::string(t[columns.type]);
        if (columns.redop < t.size())
            row.redop = std::string(t[columns.redop]);
        table.rows.push_back(std::move(row));
    }
    if (command)
        table.test = command->test;
    if (table.test.empty()) {
        const std::string_view name = baseName(fileName);
        const std::size_t end = name.find("_perf");
        if (end != std::string_view::npos && isTestName(name.substr(0, end + 5))) {
            table.test = std::string(name.substr(0, end + 5));
            table.testFromFileName = true;
        }
    }
    table.collective = collectiveOfTest(table.test);
    if (table.test.empty())
        table.notes.push_back({NcclTestsIssue::UnknownTest, 0, 0});
    settleCounts(devices, command, table);
    if (table.rows.empty())
        table.notes.push_back({NcclTestsIssue::NoTable, 0, 0});
    return table;
}

}  // namespace syncwall::core
