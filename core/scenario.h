#pragma once
// Every input of one what-if, in SI units (seconds, bytes, bytes/s, FLOP/s). Files carry
// their units in the key names; scenario_io converts at the boundary.

#include <array>
#include <optional>
#include <string>

namespace syncwall::core {

enum class Precision { Fp32, Tf32, Bf16, Fp16, Fp8, Fp4 };
inline constexpr int kPrecisionCount = 6;

// Auto: the least recompute whose activations fit in HBM (what a practitioner would choose).
enum class Recompute { None, Selective, Full, Auto };
enum class Schedule { GPipe, OneFOneB, Interleaved, DualPipe };
enum class Algorithm { Auto, Ring, Tree, Hierarchical, Nvls };
enum class Optimizer { Adam, Sgd };
// The training software: what it fuses, which attention kernel and overlap it uses
// (software_stack.h).
enum class SoftwareStack { MegatronCore, Megatron2021, PytorchFsdp, DeepSpeed };
// What the training loop replays as CUDA graphs (software.cuda_graphs; software_stack.h).
enum class CudaGraphs { None, FullIteration };

struct GpuSpec {
    std::string id;
    std::array<double, kPrecisionCount> peak_flops {};  // dense, per precision (0 = unsupported)
    double memory_B = 0;
    double memory_Bps = 0;  // HBM bandwidth
    // Sustained fraction of the dense peak on large GEMMs: bf16/fp16 (also fp32/tf32), FP8 and
    // FP4. Defaults: one H100 SXM measured (tests/data/kernels/README.md); the H100 has no FP4.
    double gemmEfficiency = 0.688;
    double fp8GemmEfficiency = 0.638;
    double fp4GemmEfficiency = 0;
    // How much faster an FP8 GEMM runs with fast accumulation (one FP32 promotion at the end)
    // than with the split accumulation fp8GemmEfficiency was measured with (partial sums
    // promoted as K runs). Transformer Engine and torchao accumulate fast in the forward only:
    // 1.04 on Hopper (measured on an H100 and an H200); 1 = no difference.
    double fp8FastAccumulationGain = 1.0;
    // Dense bf16 tensor-core FLOPs per SFU exponential (MUFU.EX2), per SM and clock: what bounds
    // a fused attention kernel's softmax (attention_kernel.h). 256 on Hopper; 0 = unknown.
    double bf16FlopsPerExp = 256;
    // Fused (cuDNN) attention's efficiency of the bf16 peak at head size 128 over the Hopper
    // curves' (attention_kernel.h), forward + backward and forward alone, where a benchmark ran
    // the same shapes on both; 0 = the large-GEMM efficiency over Hopper's (an assumption).
    double attentionScale = 0;
    double attentionScaleForward = 0;  // 0 = attentionScale
    double watts = 700;                // board power limit (hardware.gpu.watts)
    // The board power the peaks and efficiencies above were quoted and measured at: the catalog
    // entry's own watts, kept when a scenario lowers hardware.gpu.watts on top of it (not a key;
    // 0 = unknown, as for a GPU given by its own figures: no power limit applied).
    double ratedWatts = 0;
};

// DeepSeek-V2/V3 multi-head latent attention (DeepSeek-AI 2024, arXiv:2405.04434 Sec. 2.1):
// queries and keys/values through low-rank latents; kvLoraRank 0 = standard attention.
struct MlaSpec {
    int qLoraRank = 0;  // 0 = queries projected directly from the hidden state
    int kvLoraRank = 0;
    int qkNopeHeadDim = 0;
    int qkRopeHeadDim = 0;
    int vHeadDim = 0;
    bool enabled() const { return kvLoraRank > 0; }
    bool operator==(const MlaSpec&) const = default;
};

struct ModelSpec {
    std::string preset;
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;        // 0 = heads (multi-head attention)
    int ffnHidden = 0;      // 0 = 4 x hidden
    bool gatedMlp = false;  // SwiGLU-style: three FFN matrices instead of two
    int vocab = 51200;
    int seqLen = 2048;
    double params = 0;  // 0 = derived from the shape
    int experts = 1;    // MoE: routed experts per MoE layer (1 = dense)
    int topK = 1;       // MoE: routed experts active per token
    // Modern shapes (docs/contract.md "Keys for modern runs"); 0 = derived as noted.
    int headDim = 0;                  // attention head size; 0 = hidden / heads
    int slidingWindow = 0;            // tokens a windowed layer attends to; 0 = full attention
    double slidingWindowShare = 1.0;  // share of layers that use the window (when one is set)
    MlaSpec mla;                      // DeepSeek multi-head latent attention (off by default)
    int mtpLayers = 0;                // multi-token-prediction modules after the last layer
    bool tiedEmbeddings = true;       // the output layer shares the input embedding's weights
    int expertFfnHidden = 0;          // FFN size of one routed expert; 0 = ffnHidden
    int sharedExperts = 0;            // always-active experts per MoE layer (expertFfnHidden each)
    int firstDenseLayers = 0;         // leading layers with a dense FFN
    int moeLayerFreq = 1;             // 1 = every later layer is MoE, 2 = every other one
    double moeImbalance = 1.0;        // busiest expert's tokens / the average (1 = balanced)
    // gpt-oss (OpenAI 2025, model card Sec. 2): the GLU's inputs are clamped to this (its
    // `swiglu_limit`, 7; 0 = no clamp), and the routed experts' linear layers carry biases.
    // What they cost depends on the stack (software_stack.h, unfusedExpertGlue).
    double gluClamp = 0;
    bool expertBias = false;
    bool operator==(const ModelSpec&) const = default;
};

struct HardwareSpec {
    std::string preset;
    GpuSpec gpu;
    int gpusPerNode = 8;
    int scaleUpDomain = 0;        // GPUs sharing the NVLink fabric; 0 = gpusPerNode
    double scaleUp_Bps = 300e9;   // per GPU per direction
    double scaleOut_bps = 200e9;  // per-GPU NIC line rate per direction, bits/s
    int nicsPerNode = 8;
    double scaleUpLatency_s = 2e-6;
    double scaleOutLatency_s = 5e-6;
    double scaleUpEfficiency = 0.77;  // nccl-tests busbw / line rate
    double scaleOutEfficiency = 0.96;
    double oversubscription = 1.0;    // >= 1; divides cross-switch bandwidth
    bool inSwitchReduction = false;   // NVLS: reduction in the NVLink switches of a domain
    bool inNetworkReduction = false;  // SHARP: reduction in the scale-out switches
    double storageWrite_Bps = 100e9;
    double storageRead_Bps = 200e9;
};

// What `recompute: selective` re-runs under Megatron-Core, module by module
// (`--recompute-modules`, transformer_config.py: core_attn is the default; NeMo's MoE recipes
// name layernorm, moe_act and mla_up_proj instead). Other stacks have their own policy
// (software_stack.h, SelectiveRecompute).
struct SelectiveModules {
    bool coreAttn = true;    // the attention core (Korthikanti 2022 Sec. 5)
    bool layernorm = false;  // the norms Transformer Engine leaves unfused: their outputs
    bool moeAct = false;     // the routed experts' activation function: its output
    bool mlaUpProj = false;  // MLA's up-projections: Q, K and V
    bool operator==(const SelectiveModules&) const = default;
};

struct ParallelSpec {
    int tp = 1;
    int pp = 1;
    int cp = 1;
    int ep = 1;
    int dp = 0;  // 0 = auto (gpus / (tp pp cp))
    int microBatch = 1;
    int virtualStages = 1;
    Schedule schedule = Schedule::OneFOneB;
    int zero = 1;  // 0..3; 3 = FSDP
    Recompute recompute = Recompute::Auto;
    bool sequenceParallel = true;
    int expertTp = 0;          // tensor parallelism inside the experts; 0 = auto (= tp)
    int firstStageLayers = 0;  // transformer layers on the first / last pipeline stage;
    int lastStageLayers = 0;   // 0 = auto (Megatron's split counting embedding and loss)
    SelectiveModules selective;
};

struct TrainingSpec {
    int globalBatch = 1024;  // sequences per optimizer step
    double tokens = 0;       // 0 = derived (steps, or 20 tokens per parameter)
    double steps = 0;        // 0 = derived from tokens
    Precision precision = Precision::Bf16;
    Optimizer optimizer = Optimizer::Adam;
};

struct CommSpec {
    Algorithm algorithm = Algorithm::Auto;
    double dpOverlap = 0.8;    // share of DP communication hidden behind backward
    double compression = 1.0;  // DP bytes multiplier (1 = none, 0.25 = 4x compression)
    bool expertOverlap =
        false;  // MoE all-to-alls hidden behind another micro-batch (expert_overlap.h)
};

struct ReliabilitySpec {
    double gpuMttf_s = 50000 * 3600.0;
    double nicMttf_s = 150000 * 3600.0;
    double psuMttf_s = 100000 * 3600.0;
    double hostMttf_s = 100000 * 3600.0;
    std::optional<double> clusterMtbf_s;         // measured; overrides the component model
    std::optional<double> checkpointInterval_s;  // empty = optimal (Daly)
    bool asyncCheckpoint = false;
    double restart_s = 600;
    int hotSpares = 0;
    double spareSwap_s = 120;   // time to swap in a hot spare instead of provisioning
    double provision_s = 1800;  // time to provision a replacement node without a spare
};

struct StragglerSpec {
    double slowGpuFraction = 0;  // one persistently slow GPU: 0.1 = 10 % slower
    double jitterCv = 0;         // per-rank per-step compute time coefficient of variation
};

struct SoftwareSpec {
    SoftwareStack stack = SoftwareStack::MegatronCore;
    CudaGraphs cudaGraphs = CudaGraphs::None;
};

struct CostSpec {
    double usdPerGpuHour = 2.5;
    double wattsPerGpu = 700;
    double pue = 1.3;
};

// Multipliers fitted from one measured run (issue: calibrate); 1 = uncalibrated.
// calibration.compute_scale and link_scale lie in (0, kMaxCalibrationScale].
inline constexpr double kMaxCalibrationScale = 100.0;
// calibration.measured_step_s lies in (0, kMaxMeasuredStep_s] seconds.
inline constexpr double kMaxMeasuredStep_s = 1e7;

struct CalibrationSpec {
    double computeScale = 1.0;
    double linkScale = 1.0;
    std::optional<double> measuredStep_s;
    std::optional<double> measuredMfu;
};

// The goal a person plans against (the Plan view, `syncwall-cli plan`); no effect on the estimate.
struct PlanSpec {
    std::optional<double> deadline_s;  // finish by; empty = none (the scaling chart draws it)
};

struct Scenario {
    std::string name;
    ModelSpec model;
    HardwareSpec hardware;
    int gpus = 8;
    ParallelSpec parallel;
    TrainingSpec training;
    CommSpec comm;
    SoftwareSpec software;
    ReliabilitySpec reliability;
    StragglerSpec stragglers;
    CostSpec cost;
    PlanSpec plan;
    CalibrationSpec calibration;
};

}  // namespace syncwall::core
