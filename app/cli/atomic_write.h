#pragma once
// Writing a file so that it is either the old file or the new one, never half of each.

#include <string>

namespace syncwall::cli {

// Writes to PATH.tmp, then renames over PATH. On failure, `error` says why and nothing of the
// temporary file remains.
bool writeAtomically(const std::string& path, const std::string& text, std::string& error);

}  // namespace syncwall::cli
