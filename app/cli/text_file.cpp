#include "cli/text_file.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/text_format.h"

namespace syncwall::cli {

std::optional<std::string> readTextFile(const std::string& path, std::size_t maxBytes,
                                        const std::string& what, std::string& error)
{
    std::error_code ec;
    const auto size = std::filesystem::file_size(path, ec);
    if (ec || std::filesystem::is_directory(path)) {
        error = "cannot read " + path + (ec ? ": " + ec.message() : ": it is a folder");
        return std::nullopt;
    }
    if (size > maxBytes) {
        error = path + " is " + fmtNumber(double(size) / (1 << 20), 1) + " MiB; " + what
                + " is read up to " + fmtNumber(double(maxBytes) / (1 << 20), 0)
                + " MiB (give the part that matters, e.g. tail -n 5000 " + path + " > part.log)";
        return std::nullopt;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = "cannot open " + path;
        return std::nullopt;
    }
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace syncwall::cli
