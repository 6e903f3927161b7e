#pragma once
// A deterministic token routing over the drawn GPUs of an EP group: each GPU holds a few tokens,
// each token picks top-k distinct destination GPUs (its experts). Balanced: every GPU receives
// the same number of copies and 1/n of them stay home. Skewed (illustrative, not from the
// estimate): every other token sends its first choice to GPU 0, the "hot" expert. Pure (no Qt).

#include <vector>

namespace syncwall::ui {

struct MoeCopy {
    int source = 0;  // the GPU holding the token
    int token = 0;   // its index on that GPU
    int choice = 0;  // 0 .. k-1
    int dest = 0;    // the GPU hosting the chosen expert
    int slot = 0;    // arrival index in the destination's inbox
};

class MoeRouting {
public:
    static MoeRouting build(int gpus, int topK, bool skewed);

    int gpus() const { return m_gpus; }
    int tokensPerGpu() const { return m_tokens; }
    int topK() const { return m_topK; }  // drawn: at most the GPUs
    bool skewed() const { return m_skewed; }
    const std::vector<MoeCopy>& copies() const { return m_copies; }
    int load(int gpu) const;  // copies the GPU's experts process
    int maxLoad() const;
    int busiest() const;      // the first GPU with maxLoad
    double meanLoad() const;  // tokens x k
    double imbalance() const { return meanLoad() > 0 ? maxLoad() / meanLoad() : 1.0; }
    int staying() const;  // copies whose destination is their source

private:
    int m_gpus = 0, m_tokens = 0, m_topK = 0;
    bool m_skewed = false;
    std::vector<MoeCopy> m_copies;
    std::vector<int> m_load;
};

}  // namespace syncwall::ui
