// Typed numbers with a magnitude letter (core/scaled_number.h): the values are written out by
// hand ("15T" is 15 followed by twelve zeros), so the test does not repeat the parser's sums.
#include <gtest/gtest.h>

#include "core/scaled_number.h"

using namespace syncwall::core;

namespace {

double valueOf(const char* text)
{
    const std::optional<ScaledNumber> n = parseScaledNumber(text);
    EXPECT_TRUE(n.has_value()) << text;
    return n ? n->value : -1;
}

bool lettered(const char* text)
{
    const std::optional<ScaledNumber> n = parseScaledNumber(text);
    return n && n->lettered;
}

}  // namespace

TEST(ScaledNumber, PlainNumbersAndENotation)
{
    EXPECT_EQ(valueOf("16384"), 16384);
    EXPECT_EQ(valueOf(" 2.5 "), 2.5);
    EXPECT_EQ(valueOf("-3"), -3);
    EXPECT_EQ(valueOf("+7"), 7);
    EXPECT_EQ(valueOf(".5"), 0.5);
    EXPECT_EQ(valueOf("1.5e12"), 1500000000000.0);
    EXPECT_EQ(valueOf("3E11"), 300000000000.0);
    EXPECT_EQ(valueOf("0"), 0);
    EXPECT_FALSE(lettered("1.5e12"));
    EXPECT_FALSE(lettered("16384"));
}

TEST(ScaledNumber, MagnitudeLetters)
{
    EXPECT_EQ(valueOf("12k"), 12000);
    EXPECT_EQ(valueOf("12K"), 12000);
    EXPECT_EQ(valueOf("4M"), 4000000);
    EXPECT_EQ(valueOf("405B"), 405000000000.0);
    EXPECT_EQ(valueOf("900G"), 900000000000.0);
    EXPECT_EQ(valueOf("15T"), 15000000000000.0);
    EXPECT_EQ(valueOf("1.5P"), 1500000000000000.0);
    EXPECT_EQ(valueOf("15 T"), 15000000000000.0);
    EXPECT_EQ(valueOf("-2k"), -2000);
    EXPECT_EQ(valueOf("1e3k"), 1000000);
    EXPECT_TRUE(lettered("15T"));
    // The nearest double to 1.1 trillion, which 1.1 * 1e12 is not.
    EXPECT_EQ(valueOf("1.1T"), 1100000000000.0);
    EXPECT_EQ(valueOf("0.3k"), 300);
}

TEST(ScaledNumber, AnythingElseIsRefused)
{
    for (const char* text :
         {"",     " ",     "k",      "15X",      "15TT", "15 T T", "1,5",   "15,000",
          "1.5e", "e5",    "auto",   "dgx-h100", "15m",  "15t",    "inf",   "-inf",
          "nan",  "1e999", "9e300P", "0x10",     "--5",  "- 5",    "15 kB", "1.2.3"})
        EXPECT_FALSE(parseScaledNumber(text).has_value()) << '"' << text << '"';
}

TEST(ScaledNumber, ToAFieldsUnit)
{
    const auto in = [](const char* text, double unitAmount) {
        return scaledToUnit(*parseScaledNumber(text), unitAmount);
    };
    // Tokens in billions: 15T is 15,000 B; a plain number is already in billions.
    EXPECT_EQ(in("15T", 1e9), 15000);
    EXPECT_EQ(in("300", 1e9), 300);
    EXPECT_EQ(in("1.1T", 1e9), 1100);
    // TFLOP/s: 1.5P FLOP/s is 1,500 TFLOP/s.
    EXPECT_EQ(in("1.5P", 1e12), 1500);
    EXPECT_EQ(in("989", 1e12), 989);
    // GPUs count in ones.
    EXPECT_EQ(in("12k", 1), 12000);
    // Hours, minutes and micro-units are no decimal multiple: the letter multiplies the number.
    EXPECT_EQ(in("50k", 3600), 50000);
    EXPECT_EQ(in("2k", 60), 2000);
    EXPECT_EQ(in("1k", 1e-6), 1000);
}
