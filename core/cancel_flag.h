#pragma once
// The flag a caller sets to stop long work it no longer wants (a sweep, a Monte Carlo, a plan):
// the work polls it between units and returns what it has.

#include <atomic>

namespace syncwall::core {

// True once `flag` (may be null: never) has been set.
inline bool stopRequested(const std::atomic<bool>* flag)
{
    return flag && flag->load(std::memory_order_relaxed);
}

}  // namespace syncwall::core
