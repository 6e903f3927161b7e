#pragma once
// Reading a text file the user names (a training log, an nccl-tests output) with a size limit
// checked before anything is read.

#include <cstddef>
#include <optional>
#include <string>

namespace syncwall::cli {

// The file's bytes, or empty with `error` set: it cannot be opened, or it is larger than
// maxBytes (then `error` names both sizes and `what` the file should hold).
std::optional<std::string> readTextFile(const std::string& path, std::size_t maxBytes,
                                        const std::string& what, std::string& error);

}  // namespace syncwall::cli
