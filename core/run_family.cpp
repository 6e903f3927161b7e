#include "run_family.h"

#include <initializer_list>
#include <string>

#include "compute_model.h"
#include "precision_table.h"

namespace syncwall::core {

namespace {

bool hasAny(const std::string& s, std::initializer_list<std::string_view> parts)
{
    for (std::string_view p : parts)
        if (s.find(p) != std::string::npos)
            return true;
    return false;
}

// By the catalog's GPU ids (and ids that contain them, e.g. a test's "test-h100-sxm").
bool isHopper(const std::string& gpu) { return hasAny(gpu, {"h100", "h200", "h800"}); }
bool isBlackwell(const std::string& gpu)  // gb200, gb300 too
{
    return hasAny(gpu, {"b100", "b200", "b300"});
}

}  // namespace

std::uint32_t runFamilies(const Scenario& s)
{
    std::uint32_t f = 0;
    const auto set = [&f](RunFamily family) { f |= 1u << static_cast<int>(family); };
    const std::string& gpu = s.hardware.gpu.id;
    const bool blackwell = isBlackwell(gpu);
    const bool hopper = isHopper(gpu);
    const bool fp8 = lowPrecision(s.training.precision);  // FP8 and FP4 (run_family.h)
    const bool moe = s.model.experts > 1;
    const bool fsdp = s.software.stack == SoftwareStack::PytorchFsdp
                      || s.software.stack == SoftwareStack::DeepSpeed || s.parallel.zero >= 3;
    const bool longContext = s.model.seqLen >= kLongContextTokens;
    if (fp8)
        set(RunFamily::Fp8);
    if (moe)
        set(RunFamily::Moe);
    if (blackwell)
        set(RunFamily::Blackwell);
    if (fsdp)
        set(RunFamily::Fsdp);
    if (longContext)
        set(RunFamily::LongContext);
    if (f == 0 && hasAny(gpu, {"a100"}))
        set(RunFamily::A100Megatron);
    if (f == 0 && hopper)
        set(RunFamily::H100Bf16);
    return f;
}

bool zero3Validated(SoftwareStack stack) { return stack == SoftwareStack::PytorchFsdp; }

ValidatedRange validatedRange(const Scenario& s, int zero)
{
    // FP4 runs share the FP8 family's range: six published NVFP4 rows (Llama 3 70B and 3.1
    // 405B on GB200 and GB300, tests/data/heldout-mbridge-2026) read +3 to +19 %.
    if (s.gpus > 8192)
        return ValidatedRange::None;
    const std::uint32_t f = runFamilies(s);
    const bool megatronFamily =
        inFamily(f, RunFamily::A100Megatron) || inFamily(f, RunFamily::H100Bf16);
    // The old set's GPUs by their bf16 peak (A100 312, H100 989 TFLOP/s), as before the families.
    const double peakBf16 = peakFlops(s.hardware.gpu, Precision::Bf16);
    if (megatronFamily && zero < 3 && peakBf16 > 250e12 && peakBf16 < 1100e12)
        return ValidatedRange::Megatron;
    const std::string& gpu = s.hardware.gpu.id;
    const bool modernGpu = isHopper(gpu) || isBlackwell(gpu);
    const bool zero3Checked = zero < 3 || zero3Validated(s.software.stack);
    if (!megatronFamily && f != 0 && modernGpu && zero3Checked)
        return ValidatedRange::Modern;
    return ValidatedRange::None;
}

}  // namespace syncwall::core
