// The core must build and ship headless: no file under core/ may include a Qt header.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>

namespace fs = std::filesystem;

TEST(CoreHygiene, NoQtIncludes)
{
    const fs::path core = fs::path(SYNCWALL_SOURCE_DIR) / "core";
    ASSERT_TRUE(fs::is_directory(core));
    const std::regex qtInclude(R"(^\s*#\s*include\s*[<"](Q[A-Za-z]|qt[a-z]*/))");
    int files = 0;
    for (const auto& entry : fs::recursive_directory_iterator(core)) {
        if (!entry.is_regular_file())
            continue;
        ++files;
        std::ifstream in(entry.path());
        std::string line;
        int lineNo = 0;
        while (std::getline(in, line)) {
            ++lineNo;
            EXPECT_FALSE(std::regex_search(line, qtInclude))
                << entry.path() << ":" << lineNo << " includes Qt: " << line;
        }
    }
    EXPECT_GT(files, 10);
}
