#pragma once
// The --gpus argument: a comma list of counts and/or A:B ranges (the powers of two from A to
// B), e.g. "8:1024" or "64,96,128:512".

#include <string>
#include <vector>

namespace syncwall::cli {

inline constexpr int kMaxGpus = 1048576;

// Sorted, without duplicates. False with a reason naming the bad item.
bool parseGpuList(const std::string& text, std::vector<int>& counts, std::string& error);

}  // namespace syncwall::cli
