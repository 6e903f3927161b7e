#pragma once
// The model's shape with its "0 = derived" keys resolved, in one place: every formula, rule and
// message reads these instead of re-deriving the defaults.

#include <cstdint>

#include "scenario.h"

namespace syncwall::core {

// Key/value heads: model.kv_heads, or the attention heads when 0 (multi-head attention).
constexpr int kvHeadsOf(const ModelSpec& m) { return m.kvHeads > 0 ? m.kvHeads : m.heads; }

// MLP inner size: model.ffn_hidden, or 4 x hidden when 0 (Vaswani et al. 2017).
constexpr std::int64_t ffnHiddenOf(const ModelSpec& m)
{
    return m.ffnHidden > 0 ? m.ffnHidden : 4 * std::int64_t(m.hidden);
}

}  // namespace syncwall::core
