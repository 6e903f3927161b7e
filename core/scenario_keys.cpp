// The one declaration of every scenario key (scenario_keys.h). Ranges are in file units.
#include "scenario_keys.h"

#include <algorithm>
#include <array>

#include "scenario_key_builders.h"
#include "scenario_key_names.h"
#include "scenario_names.h"

namespace syncwall::core {
namespace {

using namespace keys;

// 0 means "derived": write only what was given (both would be Inconsistent).
bool tokensWritten(const Scenario& s) { return s.training.tokens != 0 || s.training.steps == 0; }
bool stepsWritten(const Scenario& s) { return s.training.steps != 0; }
// "mla" is left out for standard attention (docs/contract.md: absent = standard attention).
bool mlaWritten(const Scenario& s) { return s.model.mla.enabled(); }
bool imbalanceWritten(const Scenario& s) { return s.model.moeImbalance != 1.0; }
bool gluClampWritten(const Scenario& s) { return s.model.gluClamp != 0; }
bool expertBiasWritten(const Scenario& s) { return s.model.expertBias; }
// The module list is written only where it differs from Megatron-Core's default (core_attn).
bool modulesWritten(const Scenario& s) { return !(s.parallel.selective == SelectiveModules {}); }
// A scenario without a deadline keeps the file it had before the key existed.
bool deadlineWritten(const Scenario& s) { return s.plan.deadline_s.has_value(); }

constexpr double kMaxGpus = 1048576;   // 2^20
constexpr double kMaxBandwidth = 1e6;  // GB/s or Gb/s: 1e15 bytes/s or bits/s
constexpr double kMaxHours = 1e10;
constexpr double kMaxSeconds = 1e9;
constexpr double kMaxPeak = 1e6;  // TFLOP/s

constexpr auto kScheduleWords = wordsOf(kScheduleNames);
constexpr auto kRecomputeWords = wordsOf(kRecomputeNames);
constexpr auto kPrecisionWords = wordsOf(kPrecisionNames);
constexpr auto kOptimizerWords = wordsOf(kOptimizerNames);
constexpr auto kAlgorithmWords = wordsOf(kAlgorithmNames);
constexpr auto kSoftwareStackWords = wordsOf(kSoftwareStackNames);
constexpr auto kCudaGraphWords = wordsOf(kCudaGraphNames);

using Sc = Scenario;
using M = ModelSpec;
using H = HardwareSpec;
using Gp = GpuSpec;
using P = ParallelSpec;
using Sm = SelectiveModules;
using T = TrainingSpec;
using C = CommSpec;
using R = ReliabilitySpec;

#define SW_ACCESS(...) &get<__VA_ARGS__>, &set<__VA_ARGS__>

// Zero where a range allows it means "derived" (kv_heads = heads, ffn_hidden = 4 x hidden,
// params from the shape, scale_up_domain = gpus_per_node, tokens/steps from the other).
constexpr std::array kKeys {
    integer("model.layers", SW_ACCESS(&Sc::model, &M::layers), 1, 1000, "transformer layers"),
    integer("model.hidden", SW_ACCESS(&Sc::model, &M::hidden), 64, 1e6,
            "model width; divisible by `model.heads`"),
    integer("model.heads", SW_ACCESS(&Sc::model, &M::heads), 1, 65536, "attention heads"),
    integer("model.kv_heads", SW_ACCESS(&Sc::model, &M::kvHeads), 0, 65536,
            "key/value heads (0 = heads); divides `model.heads`; GQA when fewer"),
    integer("model.ffn_hidden", SW_ACCESS(&Sc::model, &M::ffnHidden), 0, 1e7,
            "MLP inner size (0 = 4 x hidden)"),
    integer("model.vocab", SW_ACCESS(&Sc::model, &M::vocab), 1, 1e7, "vocabulary size"),
    integer("model.seq_len", SW_ACCESS(&Sc::model, &M::seqLen), 1, 1e7,
            "training sequence length, tokens"),
    number("model.params", SW_ACCESS(&Sc::model, &M::params), kUnitOne, 0, 1e15, false,
           "total parameters (0 = from the shape)"),
    boolean("model.gated_mlp", SW_ACCESS(&Sc::model, &M::gatedMlp),
            "SwiGLU-style MLP: three matrices instead of two"),
    integer("model.moe.experts", SW_ACCESS(&Sc::model, &M::experts), 1, 4096,
            "experts per MoE layer (1 = dense)"),
    integer("model.moe.top_k", SW_ACCESS(&Sc::model, &M::topK), 1, 4096,
            "experts active per token; at most `model.moe.experts`"),
    integer("model.moe.expert_ffn_hidden", SW_ACCESS(&Sc::model, &M::expertFfnHidden), 0, 1e7,
            "FFN size of one routed or shared expert (0 = `model.ffn_hidden`, which stays the "
            "dense layers')"),
    integer("model.moe.shared_experts", SW_ACCESS(&Sc::model, &M::sharedExperts), 0, 64,
            "always-active experts per MoE layer (DeepSeek-V3: 1)"),
    integer("model.moe.first_dense_layers", SW_ACCESS(&Sc::model, &M::firstDenseLayers), 0, 1000,
            "leading layers with a dense FFN (DeepSeek-V3: 3)"),
    integer("model.moe.layer_freq", SW_ACCESS(&Sc::model, &M::moeLayerFreq), 1, 1000,
            "1 = every later layer is MoE, 2 = every other one (the rest dense)"),
    writtenWhen(number("model.moe.imbalance", SW_ACCESS(&Sc::model, &M::moeImbalance), kUnitOne, 1,
                       64, false,
                       "tokens of the busiest expert over the average (1 = balanced, as "
                       "benchmarks force it; 1.3 = 30 % more); paces the expert GEMMs and the "
                       "all-to-all"),
                &imbalanceWritten),
    writtenWhen(boolean("model.moe.expert_bias", SW_ACCESS(&Sc::model, &M::expertBias),
                        "the routed experts' linear layers carry biases (gpt-oss); Megatron-Core "
                        "adds the second one's outside the grouped GEMM (docs/model.md)"),
                &expertBiasWritten),
    integer("model.head_dim", SW_ACCESS(&Sc::model, &M::headDim), 0, 65536,
            "attention head size; Q/K/V/O are heads x head_dim wide (0 = hidden / heads)"),
    integer("model.sliding_window", SW_ACCESS(&Sc::model, &M::slidingWindow), 0, 1e7,
            "tokens a windowed layer attends to (0 = full attention)"),
    number("model.sliding_window_share", SW_ACCESS(&Sc::model, &M::slidingWindowShare), kUnitOne, 0,
           1, false,
           "share of layers that use the window (GPT-OSS: 0.5); read when a window is set"),
    writtenWhen(
        integer(
            "model.mla.q_lora_rank", SW_ACCESS(&Sc::model, &M::mla, &MlaSpec::qLoraRank), 0, 1e6,
            "multi-head latent attention: query latent rank (0 = queries from the hidden state)"),
        &mlaWritten),
    writtenWhen(integer("model.mla.kv_lora_rank",
                        SW_ACCESS(&Sc::model, &M::mla, &MlaSpec::kvLoraRank), 0, 1e6,
                        "key/value latent rank; 0 = standard attention (the whole `mla` object may "
                        "be left out)"),
                &mlaWritten),
    writtenWhen(integer("model.mla.qk_nope_head_dim",
                        SW_ACCESS(&Sc::model, &M::mla, &MlaSpec::qkNopeHeadDim), 0, 65536,
                        "per-head query/key size without rotary embedding"),
                &mlaWritten),
    writtenWhen(
        integer("model.mla.qk_rope_head_dim",
                SW_ACCESS(&Sc::model, &M::mla, &MlaSpec::qkRopeHeadDim), 0, 65536,
                "per-head query/key size with rotary embedding (the key part shared by all heads)"),
        &mlaWritten),
    writtenWhen(integer("model.mla.v_head_dim", SW_ACCESS(&Sc::model, &M::mla, &MlaSpec::vHeadDim),
                        0, 65536, "per-head value size"),
                &mlaWritten),
    writtenWhen(number("model.glu_clamp", SW_ACCESS(&Sc::model, &M::gluClamp), kUnitOne, 0, 1e4,
                       false,
                       "the GLU's inputs are clamped to this (gpt-oss `swiglu_limit`: 7; 0 = no "
                       "clamp); Megatron-Core clamps outside its fused GLU (docs/model.md)"),
                &gluClampWritten),
    integer("model.mtp_layers", SW_ACCESS(&Sc::model, &M::mtpLayers), 0, 16,
            "multi-token-prediction modules after the last layer (DeepSeek-V3: 1)"),
    boolean("model.tied_embeddings", SW_ACCESS(&Sc::model, &M::tiedEmbeddings),
            "the output layer shares the input embedding's weights (GPT-3, Megatron's default); "
            "false for Llama 3, Mixtral, DeepSeek-V3"),

    number("hardware.gpu.peak_tflops.fp32", &getPeak<Precision::Fp32>, &setPeak<Precision::Fp32>,
           kUnitTera, 0, kMaxPeak, false, "dense FP32 peak, TFLOP/s (0 = unsupported)"),
    number("hardware.gpu.peak_tflops.tf32", &getPeak<Precision::Tf32>, &setPeak<Precision::Tf32>,
           kUnitTera, 0, kMaxPeak, false, "dense TF32 peak, TFLOP/s"),
    number("hardware.gpu.peak_tflops.bf16", &getPeak<Precision::Bf16>, &setPeak<Precision::Bf16>,
           kUnitTera, 0, kMaxPeak, false, "dense BF16 peak, TFLOP/s"),
    number("hardware.gpu.peak_tflops.fp16", &getPeak<Precision::Fp16>, &setPeak<Precision::Fp16>,
           kUnitTera, 0, kMaxPeak, false, "dense FP16 peak, TFLOP/s"),
    number("hardware.gpu.peak_tflops.fp8", &getPeak<Precision::Fp8>, &setPeak<Precision::Fp8>,
           kUnitTera, 0, kMaxPeak, false, "dense FP8 peak, TFLOP/s"),
    number("hardware.gpu.peak_tflops.fp4", &getPeak<Precision::Fp4>, &setPeak<Precision::Fp4>,
           kUnitTera, 0, kMaxPeak, false,
           "dense FP4 (NVFP4 / MXFP4) peak, TFLOP/s (0 = no FP4 tensor cores)"),
    number("hardware.gpu.memory_GB", SW_ACCESS(&Sc::hardware, &H::gpu, &Gp::memory_B), kUnitGiga, 0,
           1e5, true, "HBM capacity per GPU, GB (1e9 bytes)"),
    number("hardware.gpu.memory_GBps", SW_ACCESS(&Sc::hardware, &H::gpu, &Gp::memory_Bps),
           kUnitGiga, 0, kMaxBandwidth, true, "HBM bandwidth per GPU, GB/s"),
    number("hardware.gpu.gemm_efficiency", SW_ACCESS(&Sc::hardware, &H::gpu, &Gp::gemmEfficiency),
           kUnitOne, 0, 1, true, "sustained fraction of the bf16 peak on large GEMMs"),
    number("hardware.gpu.gemm_efficiency_fp8",
           SW_ACCESS(&Sc::hardware, &H::gpu, &Gp::fp8GemmEfficiency), kUnitOne, 0, 1, false,
           "sustained fraction of the FP8 peak on large FP8 GEMMs (0 = no FP8)"),
    number("hardware.gpu.gemm_efficiency_fp4",
           SW_ACCESS(&Sc::hardware, &H::gpu, &Gp::fp4GemmEfficiency), kUnitOne, 0, 1, false,
           "sustained fraction of the FP4 peak on large FP4 GEMMs (0 = no FP4)"),
    number("hardware.gpu.fp8_fast_accumulation_gain",
           SW_ACCESS(&Sc::hardware, &H::gpu, &Gp::fp8FastAccumulationGain), kUnitOne, 1, 2, false,
           "speed of an FP8 GEMM with fast accumulation (the forward's, in Transformer Engine and "
           "torchao) over the split accumulation `gemm_efficiency_fp8` is measured with: 1.04 "
           "Hopper, measured; 1 = the same"),
    number("hardware.gpu.bf16_flops_per_exp",
           SW_ACCESS(&Sc::hardware, &H::gpu, &Gp::bf16FlopsPerExp), kUnitOne, 0, 1e5, false,
           "dense bf16 tensor FLOPs per softmax exponential (SFU) per SM and clock: 128 Ampere, "
           "256 Hopper and Blackwell Ultra, 512 Blackwell (0 = unknown)"),
    number(
        "hardware.gpu.attention_scale", SW_ACCESS(&Sc::hardware, &H::gpu, &Gp::attentionScale),
        kUnitOne, 0, 2, false,
        "fused (cuDNN) attention's efficiency of the bf16 peak over Hopper's, forward + backward "
        "at head size 128, measured; `hardware.gpu.gemm_efficiency` does not move it (0 = the "
        "large-GEMM efficiency over Hopper's)"),
    number("hardware.gpu.attention_scale_forward",
           SW_ACCESS(&Sc::hardware, &H::gpu, &Gp::attentionScaleForward), kUnitOne, 0, 2, false,
           "the same for the forward alone (0 = `hardware.gpu.attention_scale`)"),
    number("hardware.gpu.watts", SW_ACCESS(&Sc::hardware, &H::gpu, &Gp::watts), kUnitOne, 0, 1e5,
           false,
           "board power limit of one GPU, W; below the base GPU's rated power its tensor "
           "clock falls (core/power_clock.h; docs/model.md); above a tenth of that power"),
    integer("hardware.gpus_per_node", SW_ACCESS(&Sc::hardware, &H::gpusPerNode), 1, 1024,
            "GPUs in one server"),
    integer(
        "hardware.scale_up_domain", SW_ACCESS(&Sc::hardware, &H::scaleUpDomain), 0, kMaxGpus,
        "GPUs sharing the NVLink fabric (0 = one node); a multiple of `hardware.gpus_per_node`"),
    number("hardware.scale_up_GBps", SW_ACCESS(&Sc::hardware, &H::scaleUp_Bps), kUnitGiga, 0,
           kMaxBandwidth, true, "NVLink / Infinity Fabric, GB/s per GPU per direction"),
    number("hardware.scale_out_Gbps", SW_ACCESS(&Sc::hardware, &H::scaleOut_bps), kUnitGiga, 0,
           kMaxBandwidth, true, "NIC line rate per GPU per direction, Gb/s, as vendors quote it"),
    integer("hardware.nics_per_node", SW_ACCESS(&Sc::hardware, &H::nicsPerNode), 1, 1024,
            "scale-out NICs in one server"),
    number("hardware.scale_up_latency_us", SW_ACCESS(&Sc::hardware, &H::scaleUpLatency_s),
           kUnitMicro, 0, 10000, false, "per-message latency on NVLink, us"),
    number("hardware.scale_out_latency_us", SW_ACCESS(&Sc::hardware, &H::scaleOutLatency_s),
           kUnitMicro, 0, 10000, false, "per-message latency across nodes, us"),
    number("hardware.scale_up_efficiency", SW_ACCESS(&Sc::hardware, &H::scaleUpEfficiency),
           kUnitOne, 0, 1, true, "nccl-tests busbw / line rate on NVLink"),
    number("hardware.scale_out_efficiency", SW_ACCESS(&Sc::hardware, &H::scaleOutEfficiency),
           kUnitOne, 0, 1, true, "nccl-tests busbw / line rate across nodes"),
    boolean("hardware.in_switch_reduction", SW_ACCESS(&Sc::hardware, &H::inSwitchReduction),
            "NVLink SHARP (NVLS): reduction in the NVLink switches, inside one scale-up domain"),
    boolean("hardware.in_network_reduction", SW_ACCESS(&Sc::hardware, &H::inNetworkReduction),
            "InfiniBand SHARP: reduction in the scale-out switches, across domains (set by the "
            "fabric)"),
    number("hardware.oversubscription", SW_ACCESS(&Sc::hardware, &H::oversubscription), kUnitOne, 1,
           64, false, "divides cross-switch bandwidth (1 = non-blocking)"),
    number("hardware.storage_write_GBps", SW_ACCESS(&Sc::hardware, &H::storageWrite_Bps), kUnitGiga,
           0, kMaxBandwidth, true, "checkpoint write bandwidth of the whole job, GB/s"),
    number("hardware.storage_read_GBps", SW_ACCESS(&Sc::hardware, &H::storageRead_Bps), kUnitGiga,
           0, kMaxBandwidth, true, "checkpoint read bandwidth of the whole job, GB/s"),

    integer("cluster.gpus", SW_ACCESS(&Sc::gpus), 1, kMaxGpus, "GPUs in the job (required)"),

    integer("parallelism.tp", SW_ACCESS(&Sc::parallel, &P::tp), 1, 1024,
            "tensor parallel; divides `model.heads`, the KV heads, the FFN size, and with sequence "
            "parallelism `seq_len / cp`"),
    integer("parallelism.pp", SW_ACCESS(&Sc::parallel, &P::pp), 1, 1000,
            "pipeline parallel; need not divide the layers (see the stage keys)"),
    integer("parallelism.cp", SW_ACCESS(&Sc::parallel, &P::cp), 1, kMaxGpus,
            "context parallel; divides `model.seq_len`"),
    integer("parallelism.ep", SW_ACCESS(&Sc::parallel, &P::ep), 1, 4096,
            "expert parallel; divides `model.moe.experts`; experts fold over tp x cp x dp"),
    unsetAs(integer("parallelism.dp", SW_ACCESS(&Sc::parallel, &P::dp), 0, kMaxGpus,
                    "data parallel; tp x pp x cp x dp = `cluster.gpus`"),
            KeyUnset::Auto),
    integer("parallelism.micro_batch", SW_ACCESS(&Sc::parallel, &P::microBatch), 1, 65536,
            "sequences per micro-batch; dp x micro_batch divides `training.global_batch`"),
    integer(key_names::kVirtualStages, SW_ACCESS(&Sc::parallel, &P::virtualStages), 1, 1000,
            "model chunks per stage: 1 unless interleaved; interleaved: 2 or more, at most (layers "
            "+ 2) / pp"),
    choice(
        "parallelism.schedule", SW_ACCESS(&Sc::parallel, &P::schedule), kScheduleWords,
        "pipeline schedule; interleaved needs pp >= 2; dualpipe an even pp and micro-batch count"),
    integer("parallelism.zero", SW_ACCESS(&Sc::parallel, &P::zero), 0, 3, "ZeRO stage (3 = FSDP)"),
    choice("parallelism.recompute", SW_ACCESS(&Sc::parallel, &P::recompute), kRecomputeWords,
           "activation recomputation; auto: the least that fits in HBM"),
    writtenWhen(boolean(key_names::kRecomputeCoreAttn,
                        SW_ACCESS(&Sc::parallel, &P::selective, &Sm::coreAttn),
                        "selective recompute re-runs the attention core (Megatron-Core's "
                        "`--recompute-modules` default `core_attn`)"),
                modulesWritten),
    writtenWhen(boolean(key_names::kRecomputeLayernorm,
                        SW_ACCESS(&Sc::parallel, &P::selective, &Sm::layernorm),
                        "selective recompute re-runs the norms Transformer Engine leaves unfused "
                        "(before MLA, before a MoE router) instead of keeping their outputs "
                        "(module `layernorm`)"),
                modulesWritten),
    writtenWhen(boolean(key_names::kRecomputeMoeAct,
                        SW_ACCESS(&Sc::parallel, &P::selective, &Sm::moeAct),
                        "selective recompute re-runs the experts' activation function instead "
                        "of keeping its output (module `moe_act`)"),
                modulesWritten),
    writtenWhen(boolean(key_names::kRecomputeMlaUpProj,
                        SW_ACCESS(&Sc::parallel, &P::selective, &Sm::mlaUpProj),
                        "selective recompute re-runs MLA's up-projections instead of keeping "
                        "Q, K and V (module `mla_up_proj`)"),
                modulesWritten),
    boolean("parallelism.sequence_parallel", SW_ACCESS(&Sc::parallel, &P::sequenceParallel),
            "shard activations across the TP group (Korthikanti et al. 2022)"),
    unsetAs(integer("parallelism.expert_tp", SW_ACCESS(&Sc::parallel, &P::expertTp), 0, 1024,
                    "tensor parallelism inside the experts (`auto` = `parallelism.tp`); ep x "
                    "expert_tp divides tp x cp x dp"),
            KeyUnset::Auto),
    unsetAs(integer("parallelism.first_stage_layers",
                    SW_ACCESS(&Sc::parallel, &P::firstStageLayers), 0, 1000,
                    "transformer layers on the first pipeline stage (`auto`: Megatron's split, "
                    "the embedding counted as a layer)"),
            KeyUnset::Auto),
    unsetAs(integer("parallelism.last_stage_layers", SW_ACCESS(&Sc::parallel, &P::lastStageLayers),
                    0, 1000,
                    "transformer layers on the last pipeline stage (`auto`: Megatron's split, "
                    "the output layer and loss counted as a layer)"),
            KeyUnset::Auto),

    integer("training.global_batch", SW_ACCESS(&Sc::training, &T::globalBatch), 1, 1e9,
            "sequences per optimizer step"),
    writtenWhen(number(key_names::kTrainingTokens, SW_ACCESS(&Sc::training, &T::tokens), kUnitOne,
                       0, 1e16, false,
                       "training tokens of the whole run (0 = 20 per parameter, or from steps)"),
                &tokensWritten),
    writtenWhen(
        countKey(number(key_names::kTrainingSteps, SW_ACCESS(&Sc::training, &T::steps), kUnitOne, 0,
                        1e12, false,
                        "optimizer steps (0 = from tokens); give tokens or steps, not both")),
        &stepsWritten),
    choice("training.precision", SW_ACCESS(&Sc::training, &T::precision), kPrecisionWords,
           "picks the GPU's peak; its peak must be above zero"),
    choice("training.optimizer", SW_ACCESS(&Sc::training, &T::optimizer), kOptimizerWords,
           "optimizer state per parameter"),

    choice("communication.algorithm", SW_ACCESS(&Sc::comm, &C::algorithm), kAlgorithmWords,
           "collective algorithm for the DP gradients"),
    number("communication.dp_overlap", SW_ACCESS(&Sc::comm, &C::dpOverlap), kUnitOne, 0, 1, false,
           "share of DP communication hidden behind backward"),
    number("communication.compression", SW_ACCESS(&Sc::comm, &C::compression), kUnitOne, 0, 1, true,
           "DP bytes multiplier (0.25 = 4x compression)"),
    boolean(
        key_names::kExpertOverlap, SW_ACCESS(&Sc::comm, &C::expertOverlap),
        "hide the MoE all-to-alls behind another micro-batch's compute (Megatron-Core "
        "`--overlap-moe-expert-parallel-comm`): needs a MoE model with ep >= 2, the interleaved "
        "schedule (or dualpipe) when pp >= 2, no full recompute, at most one MTP module, a 16-bit "
        "or lower precision and software.stack megatron-core"),

    choice("software.stack", SW_ACCESS(&Sc::software, &SoftwareSpec::stack), kSoftwareStackWords,
           "training software (docs/contract.md): its attention kernel, fusions, FP8 casts, "
           "overlaps and host overhead (docs/model.md)"),
    choice(key_names::kCudaGraphs, SW_ACCESS(&Sc::software, &SoftwareSpec::cudaGraphs),
           kCudaGraphWords,
           "full_iteration: the forward and backward replay as one CUDA graph (Megatron-Core "
           "`--cuda-graph-impl local --cuda-graph-scope full_iteration`; the optimizer step runs "
           "outside it): no host launch work per layer, no host synchronisation; needs "
           "software.stack megatron-core"),

    number("reliability.gpu_mttf_h", SW_ACCESS(&Sc::reliability, &R::gpuMttf_s), kUnitHours, 0,
           kMaxHours, true, "mean time to failure of one GPU, hours"),
    number("reliability.nic_mttf_h", SW_ACCESS(&Sc::reliability, &R::nicMttf_s), kUnitHours, 0,
           kMaxHours, true, "mean time to failure of one NIC, hours"),
    number("reliability.psu_mttf_h", SW_ACCESS(&Sc::reliability, &R::psuMttf_s), kUnitHours, 0,
           kMaxHours, true, "mean time to failure of one node's power supply, hours"),
    number("reliability.host_mttf_h", SW_ACCESS(&Sc::reliability, &R::hostMttf_s), kUnitHours, 0,
           kMaxHours, true, "mean time to failure of one host, hours"),
    unsetAs(number("reliability.cluster_mtbf_h", SW_ACCESS(&Sc::reliability, &R::clusterMtbf_s),
                   kUnitHours, 0, kMaxHours, true,
                   "a measured whole-cluster MTBF, hours (null = from the components)"),
            KeyUnset::Null),
    unsetAs(number(key_names::kCheckpointInterval,
                   SW_ACCESS(&Sc::reliability, &R::checkpointInterval_s), kUnitOne, 0, kMaxSeconds,
                   true, "seconds between checkpoints (auto = optimal, Daly)"),
            KeyUnset::Auto),
    boolean("reliability.async_checkpoint", SW_ACCESS(&Sc::reliability, &R::asyncCheckpoint),
            "stall only for the copy out of HBM"),
    number("reliability.restart_s", SW_ACCESS(&Sc::reliability, &R::restart_s), kUnitOne, 0, 1e7,
           false, "reload and re-initialise after a failure, seconds"),
    integer("reliability.hot_spares", SW_ACCESS(&Sc::reliability, &R::hotSpares), 0, kMaxGpus,
            "spare nodes"),
    number("reliability.spare_swap_s", SW_ACCESS(&Sc::reliability, &R::spareSwap_s), kUnitOne, 0,
           1e7, false, "swap in a hot spare, seconds"),
    number("reliability.provision_s", SW_ACCESS(&Sc::reliability, &R::provision_s), kUnitOne, 0,
           1e7, false, "provision a node without a spare, seconds"),

    number("stragglers.slow_gpu_pct", SW_ACCESS(&Sc::stragglers, &StragglerSpec::slowGpuFraction),
           kUnitPercent, 0, 1000, false,
           "one GPU that much slower, percent (stored as a fraction)"),
    number("stragglers.jitter_cv", SW_ACCESS(&Sc::stragglers, &StragglerSpec::jitterCv), kUnitOne,
           0, 10, false, "per-rank per-step compute time coefficient of variation"),

    number("cost.usd_per_gpu_hour", SW_ACCESS(&Sc::cost, &CostSpec::usdPerGpuHour), kUnitOne, 0,
           1e4, false, "price of one GPU-hour, USD"),
    number("cost.watts_per_gpu", SW_ACCESS(&Sc::cost, &CostSpec::wattsPerGpu), kUnitOne, 0, 1e5,
           false, "all-in power per GPU, W"),
    number("cost.pue", SW_ACCESS(&Sc::cost, &CostSpec::pue), kUnitOne, 1, 3, false,
           "power usage effectiveness"),

    writtenWhen(unsetAs(number("plan.deadline_days", SW_ACCESS(&Sc::plan, &PlanSpec::deadline_s),
                               kUnitDays, 0, 1e5, true,
                               "the run must finish within this many days (null = no deadline); "
                               "the Plan view's goal and a line on the scaling chart"),
                        KeyUnset::Null),
                &deadlineWritten),

    number("calibration.compute_scale", SW_ACCESS(&Sc::calibration, &CalibrationSpec::computeScale),
           kUnitOne, 0, kMaxCalibrationScale, true,
           "multiplier on the GEMM efficiency, fitted from a measurement"),
    number("calibration.link_scale", SW_ACCESS(&Sc::calibration, &CalibrationSpec::linkScale),
           kUnitOne, 0, kMaxCalibrationScale, true, "multiplier on every link bandwidth"),
    unsetAs(number("calibration.measured_step_s",
                   SW_ACCESS(&Sc::calibration, &CalibrationSpec::measuredStep_s), kUnitOne, 0,
                   kMaxMeasuredStep_s, true,
                   "the measured step time the calibration came from, seconds"),
            KeyUnset::Null),
    unsetAs(number("calibration.measured_mfu",
                   SW_ACCESS(&Sc::calibration, &CalibrationSpec::measuredMfu), kUnitOne, 0, 1, true,
                   "the measured MFU the calibration came from"),
            KeyUnset::Null),
};

#undef SW_ACCESS

}  // namespace

std::span<const ScenarioKey> scenarioKeys() { return kKeys; }

}  // namespace syncwall::core
