#include "cli/json_output.h"

#include <cmath>
#include <iostream>

namespace syncwall::cli {

namespace {

void collect(const nlohmann::ordered_json& value, const std::string& path,
             std::vector<std::string>& out)
{
    if (value.is_number_float()) {
        if (!std::isfinite(value.get<double>()))
            out.push_back(path);
    } else if (value.is_object()) {
        for (const auto& [key, member] : value.items())
            collect(member, path.empty() ? key : path + "." + key, out);
    } else if (value.is_array()) {
        for (std::size_t i = 0; i < value.size(); ++i)
            collect(value[i], path + "." + std::to_string(i), out);
    }
}

}  // namespace

std::vector<std::string> nonFinitePaths(const nlohmann::ordered_json& value)
{
    std::vector<std::string> paths;
    collect(value, "", paths);
    return paths;
}

int reportNonFinite(const std::vector<std::string>& paths)
{
    for (const std::string& path : paths)
        std::cerr << "syncwall-cli: internal error: " << path
                  << " is not a finite number (printed as null); please report this scenario\n";
    return paths.empty() ? 0 : 1;
}

int printJson(const nlohmann::ordered_json& value, std::ostream& out)
{
    // Replace rather than throw on invalid UTF-8 (a name from a hostile file).
    out << value.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << '\n';
    return reportNonFinite(nonFinitePaths(value));
}

const nlohmann::ordered_json* findDotted(const nlohmann::ordered_json& value,
                                         const std::string& path)
{
    const nlohmann::ordered_json* node = &value;
    std::size_t start = 0;
    while (start <= path.size()) {
        const std::size_t dot = path.find('.', start);
        const std::string part =
            path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
        if (!node->is_object() || !node->contains(part))
            return nullptr;
        node = &(*node)[part];
        if (dot == std::string::npos)
            break;
        start = dot + 1;
    }
    return node;
}

}  // namespace syncwall::cli
