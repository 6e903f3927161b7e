#include "cli/atomic_write.h"

#include <cstdio>
#include <filesystem>
#include <fstream>

namespace syncwall::cli {

bool writeAtomically(const std::string& path, const std::string& text, std::string& error)
{
    const std::string tmp = path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        out << text;
        out.flush();
        if (!out) {
            error = "cannot write " + tmp;
            std::remove(tmp.c_str());
            return false;
        }
    }
    std::error_code ec;
    std::filesystem::rename(tmp, path, ec);
    if (ec) {
        error = "cannot replace " + path + ": " + ec.message();
        std::remove(tmp.c_str());
        return false;
    }
    return true;
}

}  // namespace syncwall::cli
