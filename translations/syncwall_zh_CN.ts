<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AssumptionsFooter</name>
    <message>
        <source>%1B-parameter model</source>
        <translation>%1B 参数模型</translation>
    </message>
    <message>
        <source>measured cluster MTBF</source>
        <translation>实测集群 MTBF</translation>
    </message>
    <message>
        <source>component MTTFs (GPU %1 h)</source>
        <translation>组件 MTTF（GPU %1 h）</translation>
    </message>
    <message>
        <source>every %1</source>
        <translation>每 %1</translation>
    </message>
    <message>
        <source>every %1 (Daly optimum)</source>
        <translation>每 %1（Daly 最优）</translation>
    </message>
    <message>
        <source>failures from %1, cluster MTBF %2; %3 checkpoints %4; recovery %5 per failure</source>
        <translation>故障数据来自 %1，集群 MTBF %2；%3检查点%4；每次故障恢复 %5</translation>
    </message>
    <message>
        <source>async</source>
        <translation>异步</translation>
    </message>
    <message>
        <source>blocking</source>
        <translation>阻塞式</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 dense peak %2 TFLOP/s per GPU, MFU basis (no recompute FLOPs)</source>
        <translation>%1 稠密峰值 %2 TFLOP/s 每 GPU，MFU 口径（不计重计算 FLOPs）</translation>
    </message>
    <message>
        <source>GEMM efficiency %1</source>
        <translation>GEMM 效率 %1</translation>
    </message>
    <message>
        <source>scale-up %1 GB/s at %2, scale-out %3 Gb/s at %4 of line rate</source>
        <translation>Scale-up %1 GB/s（%2），Scale-out %3 Gb/s（线速的 %4）</translation>
    </message>
    <message>
        <source>DP overlap %1</source>
        <translation>DP 重叠 %1</translation>
    </message>
    <message>
        <source>gradient compression ×%1</source>
        <translation>梯度压缩 ×%1</translation>
    </message>
    <message>
        <source>%1 T</source>
        <translation>%1 T</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>global batch %1 × %2 tokens, %3 tokens in all</source>
        <translation>全局批大小 %1 × %2 token，共 %3 token</translation>
    </message>
    <message>
        <source>Scenario “%1” · Syncwall %2 · %3</source>
        <translation>场景“%1” · Syncwall %2 · %3</translation>
    </message>
    <message>
        <source>Assumptions: %1.</source>
        <translation>假设：%1。</translation>
    </message>
    <message>
        <source>expected JCT %1, outside the validated range: no P10–P90 band</source>
        <translation>期望 JCT %1，超出验证范围：无 P10–P90 区间</translation>
    </message>
    <message>
        <source>expected JCT %1, P10–P90 %2 – %3 (model error on published runs × failure Monte Carlo)</source>
        <translation>期望 JCT %1，P10–P90 %2 – %3（模型在公开训练上的误差 × 故障蒙特卡洛）</translation>
    </message>
    <message>
        <source>every %1 (no sooner than the last write ends)</source>
        <translation>每 %1（不早于上一次写入结束）</translation>
    </message>
    <message>
        <source>every %1 (once a step, the most often)</source>
        <translation>每 %1（每步一次，最频繁）</translation>
    </message>
    <message>
        <source>GEMM efficiency %1 (calibrated ×%2)</source>
        <translation>GEMM 效率 %1（已校准 ×%2）</translation>
    </message>
    <message>
        <source> (links calibrated ×%1)</source>
        <translation>（链路已校准 ×%1）</translation>
    </message>
</context>
<context>
    <name>BreakdownParts</name>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>TP comm.</source>
        <translation>TP 通信</translation>
    </message>
    <message>
        <source>CP/EP comm.</source>
        <translation>CP/EP 通信</translation>
    </message>
    <message>
        <source>PP comm.</source>
        <translation>PP 通信</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>Optimizer step</source>
        <translation>优化器步骤</translation>
    </message>
    <message>
        <source>Straggler wait</source>
        <translation>等待慢卡</translation>
    </message>
    <message>
        <source>Exposed DP</source>
        <translation>暴露的 DP</translation>
    </message>
</context>
<context>
    <name>CalibrateResultText</name>
    <message>
        <source>Fitted.</source>
        <translation>已拟合。</translation>
    </message>
    <message>
        <source>The measurement is not a positive, finite number.</source>
        <translation>测量值不是有限的正数。</translation>
    </message>
    <message>
        <source>The measurement is faster than the GPUs&apos; peak allows: no run of this scenario can be that fast. Check the GPU count, batch and sequence length.</source>
        <translation>测量值比 GPU 峰值允许的还快：此场景的任何训练都不可能这么快。请检查 GPU 数、批大小和序列长度。</translation>
    </message>
    <message>
        <source>Reproducing it would need an efficiency above 100 % (or links beyond their line rate). The scenario probably differs from the measured run.</source>
        <translation>要复现它，效率需要超过 100%（或链路超过线速）。此场景很可能与实测的训练不一致。</translation>
    </message>
    <message>
        <source>The measurement is slower than the model at a thousandth of the catalog efficiency: something other than this knob slows the run.</source>
        <translation>测量值比模型在目录效率千分之一时还慢：拖慢训练的是这个参数以外的因素。</translation>
    </message>
    <message>
        <source>This step has no communication that link bandwidth could change: fit compute instead.</source>
        <translation>此步没有可受链路带宽影响的通信：请改为拟合计算效率。</translation>
    </message>
    <message>
        <source>The fit did not converge.</source>
        <translation>拟合未收敛。</translation>
    </message>
    <message>
        <source>Refused. %1</source>
        <translation>已拒绝。%1</translation>
    </message>
    <message>
        <source>Fitted link scale: ×%1</source>
        <translation>拟合的链路缩放：×%1</translation>
    </message>
    <message>
        <source>Fitted compute scale: ×%1</source>
        <translation>拟合的计算缩放：×%1</translation>
    </message>
    <message>
        <source>GEMM efficiency: %1</source>
        <translation>GEMM 效率：%1</translation>
    </message>
    <message>
        <source>Step time: %1 → %2 (%3 %)</source>
        <translation>步时：%1 → %2（%3%）</translation>
    </message>
    <message>
        <source>Communication is %1 of this step: one step time cannot tell compute efficiency from link efficiency, so the split between them is not identified.</source>
        <translation>通信占此步的 %1：仅凭一个步时无法区分计算效率和链路效率，因此两者之间的分配无法确定。</translation>
    </message>
</context>
<context>
    <name>CalibrateSeriesText</name>
    <message>
        <source>not determined: the runs do not tell it apart from the other</source>
        <translation>未确定：这些训练无法把它与另一个系数区分开</translation>
    </message>
    <message>
        <source>±%1 for a %2 error per measurement</source>
        <translation>每次测量误差 %2 时为 ±%1</translation>
    </message>
    <message>
        <source>determined, %1</source>
        <translation>已确定，%1</translation>
    </message>
    <message>
        <source>not determined, %1</source>
        <translation>未确定，%1</translation>
    </message>
    <message>
        <source>Compute scale: ×%1 (%2)</source>
        <translation>计算缩放：×%1（%2）</translation>
    </message>
    <message>
        <source>Link scale: ×%1 (%2)</source>
        <translation>链路缩放：×%1（%2）</translation>
    </message>
    <message>
        <source>RMS error of the step times: %1 → %2</source>
        <translation>步时的均方根误差：%1 → %2</translation>
    </message>
    <message>
        <source>A multiplier counts as determined when a %1 error in each measured step moves it by less than %2.</source>
        <translation>若每个实测步时 %1 的误差使某个缩放系数的变化小于 %2，则该系数视为已确定。</translation>
    </message>
    <message>
        <source>A series needs at least two measured runs.</source>
        <translation>一个系列至少需要两次实测训练。</translation>
    </message>
    <message>
        <source>%1 runs on other GPUs or links than run 1: a series is one cluster.</source>
        <translation>%1 使用的 GPU 或链路与训练 1 不同：一个系列只能来自同一个集群。</translation>
    </message>
    <message>
        <source>The fit did not converge (please report these runs).</source>
        <translation>拟合未收敛（请报告这些训练）。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>held at the scenario&apos;s value, not fitted</source>
        <translation>保持场景中的值，未拟合</translation>
    </message>
    <message>
        <source>Both fitted together:</source>
        <translation>两者一同拟合：</translation>
    </message>
    <message>
        <source>A run at another scale may tell the two apart.</source>
        <translation>在另一规模下的运行或许能将两者区分开。</translation>
    </message>
    <message>
        <source>Both are not worth storing: the second scale lowers the error no more than a %1 error in each measured step could, or the runs hardly tell the two apart (correlation %2). Apply stores the link scale fitted alone; the compute scale keeps its value:</source>
        <translation>不值得同时保存两者：第二个缩放所降低的误差不超过每个实测步长 %1 的误差本身可能造成的量，或这些运行几乎无法区分两者（相关系数 %2）。“应用”只保存单独拟合的链路缩放；计算缩放保持原值：</translation>
    </message>
    <message>
        <source>Both are not worth storing: the second scale lowers the error no more than a %1 error in each measured step could, or the runs hardly tell the two apart (correlation %2). Apply stores the compute scale fitted alone; the link scale keeps its value:</source>
        <translation>不值得同时保存两者：第二个缩放所降低的误差不超过每个实测步长 %1 的误差本身可能造成的量，或这些运行几乎无法区分两者（相关系数 %2）。“应用”只保存单独拟合的计算缩放；链路缩放保持原值：</translation>
    </message>
    <message>
        <source>%1: the measured step must be a time above 0 s and at most %2.</source>
        <translation>%1：实测步长必须大于 0 s 且不超过 %2。</translation>
    </message>
</context>
<context>
    <name>CalibrateSourceText</name>
    <message>
        <source>Megatron-LM (older format)</source>
        <translation>Megatron-LM（旧格式）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>step time %1</source>
        <translation>步时 %1</translation>
    </message>
    <message>
        <source>%1 tokens/s per GPU</source>
        <translation>每 GPU %1 token/s</translation>
    </message>
    <message>
        <source>%1 TFLOP/s per GPU</source>
        <translation>每 GPU %1 TFLOP/s</translation>
    </message>
    <message>
        <source>scale-up (NVLink)</source>
        <translation>scale-up（NVLink）</translation>
    </message>
    <message>
        <source>scale-out (network)</source>
        <translation>scale-out（网络）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <source>Read a %1 log: %n iteration line(s).</source>
        <translation>
            <numerusform>已读取 %1 日志：%n 行迭代记录。</numerusform>
        </translation>
    </message>
    <message>
        <source>Warm-up dropped (iterations 0 and 1), lines: %1</source>
        <translation>已剔除预热（第 0 和第 1 次迭代），行：%1</translation>
    </message>
    <message>
        <source>Outliers dropped (over 3 MADs and 5 % from the median), lines: %1</source>
        <translation>已剔除离群值（偏离中位数超过 3 个 MAD 且超过 5%），行：%1</translation>
    </message>
    <message numerus="yes">
        <source>Used, %n line(s): %1</source>
        <translation>
            <numerusform>已使用 %n 行：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Median: %1</source>
        <translation>中位数：%1</translation>
    </message>
    <message>
        <source>The text is larger than 64 MiB: give the part with the iterations.</source>
        <translation>文本超过 64 MiB：请只提供包含迭代的部分。</translation>
    </message>
    <message>
        <source>No iteration line of Megatron-LM, NeMo 2 or torchtitan in the text.</source>
        <translation>文本中没有 Megatron-LM、NeMo 2 或 torchtitan 的迭代行。</translation>
    </message>
    <message>
        <source>Every iteration line is a warm-up one (iteration 0 or 1): give later iterations.</source>
        <translation>所有迭代行都属于预热（第 0 或第 1 次迭代）：请提供之后的迭代。</translation>
    </message>
    <message>
        <source>The log&apos;s %1 is %2 (line %3); the scenario&apos;s is %4.</source>
        <translation>日志中的 %1 为 %2（第 %3 行）；场景中为 %4。</translation>
    </message>
    <message>
        <source>The log is another run: set the scenario to the run that wrote it.</source>
        <translation>该日志来自另一次训练：请把场景设置为写出该日志的那次训练。</translation>
    </message>
    <message>
        <source>The log gives only TFLOP/s, and the scenario&apos;s GPU has no peak at its precision.</source>
        <translation>日志只给出 TFLOP/s，而场景的 GPU 在该精度下没有峰值算力。</translation>
    </message>
    <message numerus="yes">
        <source>Read %1: %2 GPUs on %3 node(s), %n size(s).</source>
        <translation>
            <numerusform>已读取 %1：%3 个节点上的 %2 张 GPU，%n 种大小。</numerusform>
        </translation>
    </message>
    <message>
        <source>Tier: %1, %2 domain(s) of %3 GPUs.</source>
        <translation>层级：%1，%2 个域，每个域 %3 张 GPU。</translation>
    </message>
    <message>
        <source>Fit: time = %1 + size / %2 (residual %3).</source>
        <translation>拟合：时间 = %1 + 大小 / %2（残差 %3）。</translation>
    </message>
    <message>
        <source>Bus bandwidth %1 fitted, %2 the table&apos;s peak (line %3); %4 at line rate in the model.</source>
        <translation>拟合的总线带宽为 %1，表中峰值为 %2（第 %3 行）；模型在线速下为 %4。</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1：%2 → %3</translation>
    </message>
    <message>
        <source>%1: kept; the table does not determine a latency (too few small sizes).</source>
        <translation>%1：保留原值；该表无法确定延迟（小尺寸的数据太少）。</translation>
    </message>
    <message>
        <source>One line fits this table loosely: NCCL changes protocol with the size.</source>
        <translation>一条直线只能粗略拟合此表：NCCL 会随大小切换协议。</translation>
    </message>
    <message>
        <source>No nccl-tests table (size, count, type, …, time, algbw, busbw) in the text.</source>
        <translation>文本中没有 nccl-tests 表格（size, count, type, …, time, algbw, busbw）。</translation>
    </message>
    <message>
        <source>The text does not say which test ran: include its command line.</source>
        <translation>文本中没有说明运行的是哪个测试：请附上其命令行。</translation>
    </message>
    <message>
        <source>%1 measures no collective the model has.</source>
        <translation>%1 测量的不是模型中有的集合通信。</translation>
    </message>
    <message>
        <source>The table is %1, not the collective asked for.</source>
        <translation>该表来自 %1，不是所要求的集合通信。</translation>
    </message>
    <message>
        <source>The text does not say how many GPUs ran the test: enter them below.</source>
        <translation>文本中没有说明测试用了多少张 GPU：请在下方输入。</translation>
    </message>
    <message>
        <source>The text does not say on how many nodes the %1 GPUs ran: enter them below.</source>
        <translation>文本中没有说明这 %1 张 GPU 分布在多少个节点上：请在下方输入。</translation>
    </message>
    <message>
        <source>%1 GPUs on %2 nodes: the GPUs must be at least 2 and a multiple of the nodes.</source>
        <translation>%2 个节点上 %1 张 GPU：GPU 数必须至少为 2，且是节点数的整数倍。</translation>
    </message>
    <message>
        <source>The test ran more GPUs per node than the scenario&apos;s nodes have.</source>
        <translation>测试中每个节点的 GPU 数多于场景中节点拥有的 GPU 数。</translation>
    </message>
    <message>
        <source>The table has fewer than two sizes: a line needs two.</source>
        <translation>该表少于两种大小：拟合一条直线至少需要两种。</translation>
    </message>
    <message>
        <source>The time does not grow with the size: the table holds no bandwidth.</source>
        <translation>时间没有随大小增长：该表不含带宽信息。</translation>
    </message>
    <message>
        <source>The fitted bus bandwidth %1 is above what the model gives this group even at line rate (%2): the scenario&apos;s hardware is slower than the tested machine.</source>
        <translation>拟合的总线带宽 %1 高于模型即使在线速下给这个组的带宽（%2）：场景的硬件比被测机器慢。</translation>
    </message>
    <message>
        <source>This tier does not change the collective in the model: nothing to fit.</source>
        <translation>该层级不影响模型中的这一集合通信：无需拟合。</translation>
    </message>
</context>
<context>
    <name>ChartExporter</name>
    <message>
        <source>%1: unknown format; use .png, .svg, .pdf or .csv</source>
        <translation>%1：未知格式；请使用 .png、.svg、.pdf 或 .csv</translation>
    </message>
    <message>
        <source>export size %1x%2 is outside 64x64 to 16384x16384</source>
        <translation>导出尺寸 %1x%2 超出 64x64 到 16384x16384 的范围</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: could not write (%2)</source>
        <translation>%1：无法写入（%2）</translation>
    </message>
    <message>
        <source>%1 carries no Syncwall scenario</source>
        <translation>%1 不含 Syncwall 场景</translation>
    </message>
    <message>
        <source>%1: the embedded scenario is not valid (%2 problems; first at “%3”)</source>
        <translation>%1：嵌入的场景无效（%2 个问题；第一个在“%3”）</translation>
    </message>
    <message>
        <source>unknown chart “%1”; charts: %2</source>
        <translation>未知图表“%1”；可用图表：%2</translation>
    </message>
    <message>
        <source>the page size must be above zero</source>
        <translation>页面尺寸必须大于零</translation>
    </message>
</context>
<context>
    <name>ChartFormat</name>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>d</source>
        <translation>天</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <source>PP %1</source>
        <translation>PP %1</translation>
    </message>
    <message>
        <source>CP %1</source>
        <translation>CP %1</translation>
    </message>
    <message>
        <source>EP %1</source>
        <translation>EP %1</translation>
    </message>
    <message>
        <source>DP %1</source>
        <translation>DP %1</translation>
    </message>
    <message>
        <source>micro-batch %1</source>
        <translation>微批次 %1</translation>
    </message>
    <message>
        <source>ZeRO %1</source>
        <translation>ZeRO %1</translation>
    </message>
    <message>
        <source>%1 virtual stages</source>
        <translation>%1 个虚拟阶段</translation>
    </message>
    <message>
        <source>no recompute</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <source>selective recompute</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <source>full recompute</source>
        <translation>完全重计算</translation>
    </message>
    <message>
        <source>automatic recompute</source>
        <translation>自动重计算</translation>
    </message>
    <message>
        <source>GPipe</source>
        <translation>GPipe</translation>
    </message>
    <message>
        <source>1F1B</source>
        <translation>1F1B</translation>
    </message>
    <message>
        <source>interleaved 1F1B</source>
        <translation>交错式 1F1B</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>FP4</source>
        <translation>FP4</translation>
    </message>
    <message>
        <source>%1K</source>
        <translation>%1K</translation>
    </message>
    <message>
        <source>DualPipe</source>
        <translation>DualPipe</translation>
    </message>
</context>
<context>
    <name>ChartTool</name>
    <message>
        <source>Renders one Syncwall chart to a file.</source>
        <translation>将一张 Syncwall 图表渲染到文件。</translation>
    </message>
    <message>
        <source>Scenario file (default: the built-in one).</source>
        <translation>场景文件（默认：内置场景）。</translation>
    </message>
    <message>
        <source>Output file (.png, .svg, .pdf, .csv).</source>
        <translation>输出文件（.png、.svg、.pdf、.csv）。</translation>
    </message>
    <message>
        <source>Image size.</source>
        <translation>图像尺寸。</translation>
    </message>
    <message>
        <source>Scenario drawn dashed as the baseline.</source>
        <translation>以虚线绘制为基线的场景。</translation>
    </message>
    <message>
        <source>usage: syncwall-chart NAME --out FILE [--size WxH] [SCENARIO.json]</source>
        <translation>用法：syncwall-chart NAME --out FILE [--size WxH] [SCENARIO.json]</translation>
    </message>
    <message>
        <source>--size: expected WxH between 64x64 and 16384x16384, got “%1”</source>
        <translation>--size：应为 64x64 到 16384x16384 之间的 WxH，实际为“%1”</translation>
    </message>
    <message>
        <source>unknown chart “%1”; charts: %2</source>
        <translation>未知图表“%1”；可用图表：%2</translation>
    </message>
</context>
<context>
    <name>CompareInputs</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>A (%1) and B (%2) assume the same price, $%3 per GPU-hour: the cost comparison holds only if both GPU types really cost that.</source>
        <translation>A（%1）和 B（%2）假设相同的价格，即每 GPU 小时 $%3：只有两种 GPU 的实际价格都是这个数时，成本对比才成立。</translation>
    </message>
    <message>
        <source>A (%1) and B (%2) assume the same failure rates: the failure overhead differs only by GPU count and run time, not by GPU type.</source>
        <translation>A（%1）和 B（%2）假设相同的故障率：故障开销的差异只来自 GPU 数和运行时间，而非 GPU 型号。</translation>
    </message>
</context>
<context>
    <name>DdpPainter</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>GPU 8</source>
        <translation>GPU 8</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>shard %1</source>
        <translation>分片 %1</translation>
    </message>
    <message>
        <source>slow +%1</source>
        <translation>慢 +%1</translation>
    </message>
    <message>
        <source>barrier: slowest GPU done</source>
        <translation>屏障：最慢的 GPU 已完成</translation>
    </message>
    <message>
        <source>now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>forward / optimizer</source>
        <translation>前向 / 优化器</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <source>all-reduce</source>
        <translation>all-reduce</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>slowest GPU</source>
        <translation>最慢的 GPU</translation>
    </message>
    <message>
        <source>GPU %1: %2.</source>
        <translation>GPU %1：%2。</translation>
    </message>
</context>
<context>
    <name>DdpText</name>
    <message>
        <source>Shard data</source>
        <translation>数据分片</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前向传播</translation>
    </message>
    <message>
        <source>Backward</source>
        <translation>反向传播</translation>
    </message>
    <message>
        <source>All-reduce barrier</source>
        <translation>all-reduce 屏障</translation>
    </message>
    <message>
        <source>Optimizer step</source>
        <translation>优化器步骤</translation>
    </message>
    <message>
        <source>Data-parallel step — Phase %1 of %2: %3</source>
        <translation>数据并行的一步 — 第 %1/%2 阶段：%3</translation>
    </message>
    <message>
        <source>Each GPU takes its own slice of the global batch.</source>
        <translation>每张 GPU 取全局批次中属于自己的一份。</translation>
    </message>
    <message>
        <source>Each GPU runs its micro-batch through its full copy of the model.</source>
        <translation>每张 GPU 用自己完整的模型副本处理其微批次。</translation>
    </message>
    <message>
        <source>Each GPU computes gradients from its own data; accumulation adds them up over micro-batches.</source>
        <translation>每张 GPU 用自己的数据计算梯度；梯度累积把各微批次的梯度相加。</translation>
    </message>
    <message>
        <source>Gradients are summed across GPUs: nobody can go on until the slowest GPU has its gradients.</source>
        <translation>梯度在所有 GPU 之间求和：最慢的 GPU 算出梯度之前，谁都不能继续。</translation>
    </message>
    <message>
        <source>Every GPU applies the same summed gradient, so all copies of the model stay identical.</source>
        <translation>每张 GPU 应用同一个求和后的梯度，因此所有模型副本保持一致。</translation>
    </message>
    <message>
        <source>data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>F%1</source>
        <translation>F%1</translation>
    </message>
    <message>
        <source>B%1</source>
        <translation>B%1</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>sync</source>
        <translation>同步</translation>
    </message>
    <message>
        <source>opt</source>
        <translation>优化</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>waits for GPU %1</source>
        <translation>等待 GPU %1</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>Step = fwd + bwd %1 + straggler %2 + exposed all-reduce %3 + optimizer %4 = %5</source>
        <translation>一步 = 前向 + 反向 %1 + 慢卡 %2 + 暴露的 all-reduce %3 + 优化器 %4 = %5</translation>
    </message>
    <message>
        <source>No data parallelism in this scenario (dp = 1): no all-reduce; %1 GPUs drawn to teach the phases</source>
        <translation>此场景没有数据并行（dp = 1）：没有 all-reduce；绘出 %1 张 GPU 用于讲解各阶段</translation>
    </message>
    <message>
        <source>Slowest GPU %1 slower: the others wait %2 at the barrier, every step</source>
        <translation>最慢的 GPU 慢 %1：其他 GPU 每一步都要在屏障处等待 %2</translation>
    </message>
    <message>
        <source>%1 of %2 GPUs, %3 of %4 micro-batches shown</source>
        <translation>显示 %2 张 GPU 中的 %1 张、%4 个微批次中的 %3 个</translation>
    </message>
    <message>
        <source>%1 of %2 micro-batches shown</source>
        <translation>显示 %2 个微批次中的 %1 个</translation>
    </message>
    <message>
        <source>  ·  didactic: phases evened out, not to scale</source>
        <translation>  ·  教学模式：各阶段等长，不按比例</translation>
    </message>
    <message>
        <source>  ·  to scale; data loading not modelled (drawn at %1)</source>
        <translation>  ·  按比例；数据加载未建模（按 %1 绘制）</translation>
    </message>
    <message>
        <source>All-reduce %1, of which %2 is hidden behind the last backward (up to %3 may overlap, no longer than that backward)</source>
        <translation>All-reduce %1，其中 %2 隐藏在最后一次反向之后（最多 %3 可重叠，且不超过该反向的时长）</translation>
    </message>
    <message>
        <source>loading data (not modelled)</source>
        <translation>加载数据（未建模）</translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
</context>
<context>
    <name>ExportArguments</name>
    <message>
        <source>Export title instead of the chart&apos;s.</source>
        <translation>导出时使用的标题（代替图表自身的标题）。</translation>
    </message>
    <message>
        <source>Export title: the chart&apos;s finding (scaling: where the sync wall is).</source>
        <translation>导出标题：图表的结论（scaling：同步墙的位置）。</translation>
    </message>
    <message>
        <source>Export subtitle.</source>
        <translation>导出副标题。</translation>
    </message>
    <message>
        <source>GPU axis of the scaling chart from A to B (default: the first count that fits in memory to the largest).</source>
        <translation>scaling 图表的 GPU 轴范围，从 A 到 B（默认：从第一个放得下显存的 GPU 数到最大的 GPU 数）。</translation>
    </message>
    <message>
        <source>JCT axis of the scaling chart from A to B days (default: from the data).</source>
        <translation>scaling 图表的 JCT 轴范围，从 A 到 B 天（默认：由数据决定）。</translation>
    </message>
    <message>
        <source>Series not to draw, comma-separated (scaling: %1).</source>
        <translation>不绘制的数据系列，以逗号分隔（scaling：%1）。</translation>
    </message>
    <message>
        <source>A 16:9 slide page: a 13.33 x 7.5 in PDF; PNG and SVG say 144 dpi.</source>
        <translation>16:9 幻灯片页面：PDF 为 13.33 x 7.5 in；PNG 和 SVG 标注为 144 dpi。</translation>
    </message>
    <message>
        <source>--gpus-range: expected A:B, whole GPU counts with 1 &lt;= A &lt; B &lt;= %1, got “%2”</source>
        <translation>--gpus-range：应为 A:B，即满足 1 &lt;= A &lt; B &lt;= %1 的整数 GPU 数，实际为“%2”</translation>
    </message>
    <message>
        <source>--jct-range-days: expected A:B days with 0 &lt; A &lt; B &lt;= %1, got “%2”</source>
        <translation>--jct-range-days：应为 A:B 天，且 0 &lt; A &lt; B &lt;= %1，实际为“%2”</translation>
    </message>
    <message>
        <source>--hide: unknown series “%1”; this chart&apos;s series: %2</source>
        <translation>--hide：未知数据系列“%1”；此图表的数据系列：%2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>ExportPage</name>
    <message>
        <source> — dashed: baseline “%1”</source>
        <translation> — 虚线：基线“%1”</translation>
    </message>
</context>
<context>
    <name>FieldSpecs</name>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Transformer layers (L)</source>
        <translation>Transformer 层数 (L)</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <source>Model width (h)</source>
        <translation>模型宽度 (h)</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>Attention heads (a); TP must divide them</source>
        <translation>注意力头数 (a)；TP 必须能整除它</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>Key/value heads (0 = same as attention heads)</source>
        <translation>Key/Value 头数（0 = 与注意力头数相同）</translation>
    </message>
    <message>
        <source>= heads</source>
        <translation>= 注意力头数</translation>
    </message>
    <message>
        <source>FFN size</source>
        <translation>FFN 维度</translation>
    </message>
    <message>
        <source>Feed-forward width (0 = 4 x hidden)</source>
        <translation>前馈层宽度（0 = 4 × 隐藏维度）</translation>
    </message>
    <message>
        <source>4 x hidden</source>
        <translation>4 × 隐藏维度</translation>
    </message>
    <message>
        <source>Gated MLP (SwiGLU)</source>
        <translation>门控 MLP (SwiGLU)</translation>
    </message>
    <message>
        <source>Three FFN matrices instead of two</source>
        <translation>FFN 用三个矩阵而不是两个</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词表</translation>
    </message>
    <message>
        <source>Vocabulary size (V)</source>
        <translation>词表大小 (V)</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Tokens per sequence (s)</source>
        <translation>每条序列的 token 数 (s)</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Total parameters (0 = derived from the shape)</source>
        <translation>总参数量（0 = 由模型结构推出）</translation>
    </message>
    <message>
        <source> B</source>
        <translation> B</translation>
    </message>
    <message>
        <source>from shape</source>
        <translation>由结构推出</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>专家数</translation>
    </message>
    <message>
        <source>Experts per MoE layer (1 = dense)</source>
        <translation>每个 MoE 层的专家数（1 = 稠密）</translation>
    </message>
    <message>
        <source>Active experts</source>
        <translation>激活专家数</translation>
    </message>
    <message>
        <source>Experts active per token</source>
        <translation>每个 token 激活的专家数</translation>
    </message>
    <message>
        <source>&amp;GPUs</source>
        <translation>&amp;GPU 数</translation>
    </message>
    <message>
        <source>GPUs in the job</source>
        <translation>作业使用的 GPU 数</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>GPUs in one server</source>
        <translation>一台服务器中的 GPU 数</translation>
    </message>
    <message>
        <source>NVLink domain</source>
        <translation>NVLink 域</translation>
    </message>
    <message>
        <source>GPUs sharing the scale-up fabric (0 = one node)</source>
        <translation>共享 scale-up 网络的 GPU 数（0 = 单节点）</translation>
    </message>
    <message>
        <source>one node</source>
        <translation>单节点</translation>
    </message>
    <message>
        <source>Scale-up bandwidth</source>
        <translation>Scale-up 带宽</translation>
    </message>
    <message>
        <source>NVLink bandwidth per GPU per direction</source>
        <translation>每张 GPU 单向 NVLink 带宽</translation>
    </message>
    <message>
        <source>Scale-out bandwidth</source>
        <translation>Scale-out 带宽</translation>
    </message>
    <message>
        <source>NIC line rate per GPU per direction</source>
        <translation>每张 GPU 单向网卡线速</translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation> Gb/s</translation>
    </message>
    <message>
        <source>NICs per node</source>
        <translation>每节点网卡数</translation>
    </message>
    <message>
        <source>Scale-out NICs in one server</source>
        <translation>一台服务器中的 scale-out 网卡数</translation>
    </message>
    <message>
        <source>Scale-up latency</source>
        <translation>Scale-up 延迟</translation>
    </message>
    <message>
        <source>Per-message latency on NVLink (alpha)</source>
        <translation>NVLink 上每条消息的延迟 (α)</translation>
    </message>
    <message>
        <source> µs</source>
        <translation> µs</translation>
    </message>
    <message>
        <source>Scale-out latency</source>
        <translation>Scale-out 延迟</translation>
    </message>
    <message>
        <source>Per-message latency across nodes (alpha)</source>
        <translation>跨节点每条消息的延迟 (α)</translation>
    </message>
    <message>
        <source>Scale-up efficiency</source>
        <translation>Scale-up 效率</translation>
    </message>
    <message>
        <source>Achieved bus bandwidth / line rate (nccl-tests)</source>
        <translation>实测总线带宽 / 线速（nccl-tests）</translation>
    </message>
    <message>
        <source>Scale-out efficiency</source>
        <translation>Scale-out 效率</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>收敛比</translation>
    </message>
    <message>
        <source>Divides cross-switch bandwidth (1 = non-blocking)</source>
        <translation>跨交换机带宽除以此值（1 = 无阻塞）</translation>
    </message>
    <message>
        <source> : 1</source>
        <translation> : 1</translation>
    </message>
    <message>
        <source>In-switch reduction</source>
        <translation>交换机内归约</translation>
    </message>
    <message>
        <source>Storage write</source>
        <translation>存储写入</translation>
    </message>
    <message>
        <source>Checkpoint write bandwidth of the file system</source>
        <translation>文件系统写检查点的带宽</translation>
    </message>
    <message>
        <source>Storage read</source>
        <translation>存储读取</translation>
    </message>
    <message>
        <source>Checkpoint read bandwidth of the file system</source>
        <translation>文件系统读检查点的带宽</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU 显存</translation>
    </message>
    <message>
        <source>HBM capacity per GPU</source>
        <translation>每张 GPU 的 HBM 容量</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>GPU memory bandwidth</source>
        <translation>GPU 显存带宽</translation>
    </message>
    <message>
        <source>HBM bandwidth per GPU</source>
        <translation>每张 GPU 的 HBM 带宽</translation>
    </message>
    <message>
        <source>GEMM efficiency</source>
        <translation>GEMM 效率</translation>
    </message>
    <message>
        <source>Achieved fraction of peak on very large matrix multiplies</source>
        <translation>超大矩阵乘法达到的峰值比例</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source> TFLOP/s</source>
        <translation> TFLOP/s</translation>
    </message>
    <message>
        <source>Peak %1</source>
        <translation>%1 峰值</translation>
    </message>
    <message>
        <source>Dense peak at %1 (0 = unsupported)</source>
        <translation>%1 稠密峰值（0 = 不支持）</translation>
    </message>
    <message>
        <source>&amp;Tensor parallel (TP)</source>
        <translation>张量并行 (TP)(&amp;T)</translation>
    </message>
    <message>
        <source>Offered values divide the attention heads</source>
        <translation>可选值都能整除注意力头数</translation>
    </message>
    <message>
        <source>&amp;Pipeline parallel (PP)</source>
        <translation>流水线并行 (PP)(&amp;P)</translation>
    </message>
    <message>
        <source>Offered values divide the layers</source>
        <translation>可选值都能整除层数</translation>
    </message>
    <message>
        <source>Context parallel (CP)</source>
        <translation>上下文并行 (CP)</translation>
    </message>
    <message>
        <source>Offered values divide the sequence</source>
        <translation>可选值都能整除序列长度</translation>
    </message>
    <message>
        <source>Expert parallel (EP)</source>
        <translation>专家并行 (EP)</translation>
    </message>
    <message>
        <source>Experts split across data-parallel ranks</source>
        <translation>专家分布在各数据并行 rank 上</translation>
    </message>
    <message>
        <source>Data parallel (DP)</source>
        <translation>数据并行 (DP)</translation>
    </message>
    <message>
        <source>0 = derived: GPUs / (TP x PP x CP)</source>
        <translation>0 = 自动推出：GPU 数 / (TP × PP × CP)</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>Sequences per micro-batch</source>
        <translation>每个微批次的序列数</translation>
    </message>
    <message>
        <source>Virtual stages</source>
        <translation>虚拟阶段</translation>
    </message>
    <message>
        <source>Model chunks per pipeline stage (interleaved schedule)</source>
        <translation>每个流水线阶段的模型块数（交错调度）</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>调度</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>流水线调度</translation>
    </message>
    <message>
        <source>GPipe</source>
        <translation>GPipe</translation>
    </message>
    <message>
        <source>1F1B</source>
        <translation>1F1B</translation>
    </message>
    <message>
        <source>Interleaved 1F1B</source>
        <translation>交错式 1F1B</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>What data-parallel ranks shard</source>
        <translation>数据并行 rank 之间切分的内容</translation>
    </message>
    <message>
        <source>0: none</source>
        <translation>0：不切分</translation>
    </message>
    <message>
        <source>1: optimizer state</source>
        <translation>1：优化器状态</translation>
    </message>
    <message>
        <source>2: + gradients</source>
        <translation>2：+ 梯度</translation>
    </message>
    <message>
        <source>3: + weights (FSDP)</source>
        <translation>3：+ 权重 (FSDP)</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>Auto (least that fits)</source>
        <translation>自动（放得下的最少重计算）</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <source>Shard activations across the TP group</source>
        <translation>在 TP 组内切分激活</translation>
    </message>
    <message>
        <source>Global &amp;batch</source>
        <translation>全局批大小(&amp;B)</translation>
    </message>
    <message>
        <source>Sequences per optimizer step</source>
        <translation>每个优化器步骤的序列数</translation>
    </message>
    <message>
        <source> seq</source>
        <translation> 条序列</translation>
    </message>
    <message>
        <source>Toke&amp;ns</source>
        <translation>Token 数(&amp;N)</translation>
    </message>
    <message>
        <source>Training tokens of the whole run</source>
        <translation>整个训练的 token 总数</translation>
    </message>
    <message>
        <source>20 per parameter</source>
        <translation>每参数 20 个</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Optimizer steps (0 = derived from the tokens)</source>
        <translation>优化器步数（0 = 由 token 数推出）</translation>
    </message>
    <message>
        <source>from tokens</source>
        <translation>由 token 数推出</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Picks the GPU&apos;s peak</source>
        <translation>决定使用 GPU 的哪个峰值</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>FP4</source>
        <translation>FP4</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Optimizer state per parameter</source>
        <translation>每个参数的优化器状态</translation>
    </message>
    <message>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>All-reduce algorithm</source>
        <translation>all-reduce 算法</translation>
    </message>
    <message>
        <source>Collective algorithm for the DP gradients</source>
        <translation>DP 梯度所用的集合通信算法</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Tree</translation>
    </message>
    <message>
        <source>Hierarchical</source>
        <translation>分层</translation>
    </message>
    <message>
        <source>NVLS / SHARP</source>
        <translation>NVLS / SHARP</translation>
    </message>
    <message>
        <source>DP overlap</source>
        <translation>DP 重叠</translation>
    </message>
    <message>
        <source>Share of DP communication hidden behind backward</source>
        <translation>隐藏在反向传播之后的 DP 通信比例</translation>
    </message>
    <message>
        <source>Gradient bytes</source>
        <translation>梯度字节</translation>
    </message>
    <message>
        <source>DP bytes multiplier (100 % = no compression)</source>
        <translation>DP 字节倍数（100 % = 不压缩）</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>GPU MTTF</source>
        <translation>GPU MTTF</translation>
    </message>
    <message>
        <source>Mean time to failure of one GPU</source>
        <translation>单张 GPU 的平均无故障时间</translation>
    </message>
    <message>
        <source>NIC MTTF</source>
        <translation>网卡 MTTF</translation>
    </message>
    <message>
        <source>Mean time to failure of one NIC</source>
        <translation>单块网卡的平均无故障时间</translation>
    </message>
    <message>
        <source>PSU MTTF</source>
        <translation>电源 MTTF</translation>
    </message>
    <message>
        <source>Mean time to failure of one power supply</source>
        <translation>单个电源的平均无故障时间</translation>
    </message>
    <message>
        <source>Host MTTF</source>
        <translation>主机 MTTF</translation>
    </message>
    <message>
        <source>Mean time to failure of one host</source>
        <translation>单台主机的平均无故障时间</translation>
    </message>
    <message>
        <source>Cluster MTBF</source>
        <translation>集群 MTBF</translation>
    </message>
    <message>
        <source>Measured; overrides the component model</source>
        <translation>实测值；优先于组件模型</translation>
    </message>
    <message>
        <source>From components</source>
        <translation>由组件推出</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <source>Time between checkpoints</source>
        <translation>两次检查点之间的时间</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Optimal (Daly)</source>
        <translation>最优 (Daly)</translation>
    </message>
    <message>
        <source>Asynchronous checkpoints</source>
        <translation>异步检查点</translation>
    </message>
    <message>
        <source>Stall only for the copy out of HBM</source>
        <translation>只在从 HBM 拷出时停顿</translation>
    </message>
    <message>
        <source>Restart time</source>
        <translation>重启时间</translation>
    </message>
    <message>
        <source>Drain, reload and re-initialise after a failure</source>
        <translation>故障后排空、重新加载并重新初始化</translation>
    </message>
    <message>
        <source>Hot spares</source>
        <translation>热备节点</translation>
    </message>
    <message>
        <source>Spare nodes ready to swap in</source>
        <translation>随时可换上的备用节点</translation>
    </message>
    <message>
        <source>Spare swap time</source>
        <translation>热备替换时间</translation>
    </message>
    <message>
        <source>Time to swap in a hot spare</source>
        <translation>换上一个热备节点所需的时间</translation>
    </message>
    <message>
        <source>Provision time</source>
        <translation>节点调配时间</translation>
    </message>
    <message>
        <source>Time to provision a node without a spare</source>
        <translation>无热备时调配一个节点的时间</translation>
    </message>
    <message>
        <source>Slow GPU</source>
        <translation>慢卡</translation>
    </message>
    <message>
        <source>One persistently slow GPU: how much slower</source>
        <translation>一张持续偏慢的 GPU：慢多少</translation>
    </message>
    <message>
        <source>Step jitter (CV)</source>
        <translation>步时抖动 (CV)</translation>
    </message>
    <message>
        <source>Per-rank step-time coefficient of variation</source>
        <translation>每个 rank 步时的变异系数</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Price of one GPU-hour</source>
        <translation>每 GPU 小时的价格</translation>
    </message>
    <message>
        <source> $/GPU-h</source>
        <translation> $/GPU·h</translation>
    </message>
    <message>
        <source>Power per GPU</source>
        <translation>每 GPU 功耗</translation>
    </message>
    <message>
        <source>Average draw per GPU, host share included</source>
        <translation>每张 GPU 的平均功耗，含主机分摊</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness of the data centre</source>
        <translation>数据中心的电能使用效率</translation>
    </message>
    <message>
        <source>Compute scale</source>
        <translation>计算缩放</translation>
    </message>
    <message>
        <source>Multiplies the modelled compute time</source>
        <translation>乘到建模的计算时间上</translation>
    </message>
    <message>
        <source> x</source>
        <translation> ×</translation>
    </message>
    <message>
        <source>Link scale</source>
        <translation>链路缩放</translation>
    </message>
    <message>
        <source>Multiplies the modelled communication time</source>
        <translation>乘到建模的通信时间上</translation>
    </message>
    <message>
        <source>Measured step</source>
        <translation>实测步时</translation>
    </message>
    <message>
        <source>A step time measured on your cluster</source>
        <translation>在您的集群上实测的步时</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Not measured</source>
        <translation>未实测</translation>
    </message>
    <message>
        <source>Measured MFU</source>
        <translation>实测 MFU</translation>
    </message>
    <message>
        <source>An MFU measured on your cluster</source>
        <translation>在您的集群上实测的 MFU</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>校准</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Cluster and fabric</source>
        <translation>集群与网络</translation>
    </message>
    <message>
        <source>Parallel layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Reliability and checkpoints</source>
        <translation>可靠性与检查点</translation>
    </message>
    <message>
        <source>Stragglers</source>
        <translation>慢卡</translation>
    </message>
    <message>
        <source>Cost and energy</source>
        <translation>成本与能耗</translation>
    </message>
    <message>
        <source>Expert FFN size</source>
        <translation>专家 FFN 大小</translation>
    </message>
    <message>
        <source>FFN width of one routed or shared expert (0 = the FFN size)</source>
        <translation>单个路由或共享专家的 FFN 宽度（0 = FFN 大小）</translation>
    </message>
    <message>
        <source>= FFN size</source>
        <translation>= FFN 大小</translation>
    </message>
    <message>
        <source>Shared experts</source>
        <translation>共享专家</translation>
    </message>
    <message>
        <source>Experts every token uses besides the routed ones (DeepSeek-V3: 1)</source>
        <translation>每个 token 在路由专家之外都使用的专家（DeepSeek-V3：1）</translation>
    </message>
    <message>
        <source>Leading dense layers</source>
        <translation>前置稠密层</translation>
    </message>
    <message>
        <source>First layers with a dense FFN before the MoE layers (DeepSeek-V3: 3)</source>
        <translation>MoE 层之前使用稠密 FFN 的前几层（DeepSeek-V3：3）</translation>
    </message>
    <message>
        <source>MoE layer frequency</source>
        <translation>MoE 层频率</translation>
    </message>
    <message>
        <source>1 = every later layer is MoE, 2 = every other one</source>
        <translation>1 = 之后每层都是 MoE，2 = 每隔一层</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation>头大小</translation>
    </message>
    <message>
        <source>Attention head size (0 = hidden / heads)</source>
        <translation>注意力头大小（0 = 隐藏维度 / 头数）</translation>
    </message>
    <message>
        <source>hidden / heads</source>
        <translation>隐藏维度 / 头数</translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation>滑动窗口</translation>
    </message>
    <message>
        <source>Tokens a windowed layer attends to (0 = full attention)</source>
        <translation>窗口层关注的 token 数（0 = 全注意力）</translation>
    </message>
    <message>
        <source>full attention</source>
        <translation>全注意力</translation>
    </message>
    <message>
        <source>Windowed layers</source>
        <translation>窗口层比例</translation>
    </message>
    <message>
        <source>Share of the layers that use the sliding window</source>
        <translation>使用滑动窗口的层的比例</translation>
    </message>
    <message>
        <source>MLA key/value rank</source>
        <translation>MLA 键/值秩</translation>
    </message>
    <message>
        <source>Multi-head latent attention: key/value latent rank (0 = standard attention)</source>
        <translation>多头潜在注意力：键/值潜在秩（0 = 标准注意力）</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>MLA query rank</source>
        <translation>MLA 查询秩</translation>
    </message>
    <message>
        <source>Query latent rank (0 = queries straight from the hidden state)</source>
        <translation>查询潜在秩（0 = 直接由隐藏状态得到查询）</translation>
    </message>
    <message>
        <source>MLA head size</source>
        <translation>MLA 头大小</translation>
    </message>
    <message>
        <source>Per-head query/key size without rotary embedding</source>
        <translation>每个头不带旋转位置编码的查询/键维度</translation>
    </message>
    <message>
        <source>MLA rotary size</source>
        <translation>MLA 旋转维度</translation>
    </message>
    <message>
        <source>Per-head query/key size with rotary embedding</source>
        <translation>每个头带旋转位置编码的查询/键维度</translation>
    </message>
    <message>
        <source>MLA value size</source>
        <translation>MLA 值维度</translation>
    </message>
    <message>
        <source>Per-head value size</source>
        <translation>每个头的值维度</translation>
    </message>
    <message>
        <source>MTP modules</source>
        <translation>MTP 模块</translation>
    </message>
    <message>
        <source>Multi-token-prediction modules after the last layer (DeepSeek-V3: 1)</source>
        <translation>最后一层之后的多 token 预测模块（DeepSeek-V3：1）</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>共享嵌入权重</translation>
    </message>
    <message>
        <source>The output layer shares the input embedding&apos;s weights</source>
        <translation>输出层与输入嵌入共享权重</translation>
    </message>
    <message>
        <source>DualPipe</source>
        <translation>DualPipe</translation>
    </message>
    <message>
        <source>Expert TP</source>
        <translation>专家 TP</translation>
    </message>
    <message>
        <source>Tensor parallelism inside the experts; EP x expert TP divides TP x CP x DP</source>
        <translation>专家内部的张量并行；EP × 专家 TP 须整除 TP × CP × DP</translation>
    </message>
    <message>
        <source>= TP</source>
        <translation>= TP</translation>
    </message>
    <message>
        <source>First-stage layers</source>
        <translation>第一级层数</translation>
    </message>
    <message>
        <source>Layers on the first pipeline stage (auto: the embedding counts as one)</source>
        <translation>第一个流水线级上的层数（自动：嵌入层算作一层）</translation>
    </message>
    <message>
        <source>Last-stage layers</source>
        <translation>最后一级层数</translation>
    </message>
    <message>
        <source>Layers on the last pipeline stage (auto: the output layer and loss count as one)</source>
        <translation>最后一个流水线级上的层数（自动：输出层和损失算作一层）</translation>
    </message>
    <message>
        <source>NVLink SHARP (NVLS): the NVLink switches of a domain reduce</source>
        <translation>NVLink SHARP (NVLS)：由一个域内的 NVLink 交换机执行归约</translation>
    </message>
    <message>
        <source>In-network reduction</source>
        <translation>网络内归约</translation>
    </message>
    <message>
        <source>SHARP in the scale-out switches (InfiniBand with SHARP): reduces across domains</source>
        <translation>scale-out 交换机中的 SHARP（带 SHARP 的 InfiniBand）：跨域归约</translation>
    </message>
    <message>
        <source>Expert imbalance</source>
        <translation>专家负载不均衡</translation>
    </message>
    <message>
        <source>Tokens of the busiest expert over the average (1 = balanced)</source>
        <translation>最忙专家的 token 数与平均值之比（1 = 均衡）</translation>
    </message>
    <message>
        <source>FP8 GEMM efficiency</source>
        <translation>FP8 GEMM 效率</translation>
    </message>
    <message>
        <source>Achieved fraction of the FP8 peak on very large FP8 matrix multiplies (0 = no FP8)</source>
        <translation>超大 FP8 矩阵乘法达到的 FP8 峰值比例（0 = 不支持 FP8）</translation>
    </message>
    <message>
        <source>FP4 GEMM efficiency</source>
        <translation>FP4 GEMM 效率</translation>
    </message>
    <message>
        <source>Achieved fraction of the FP4 peak on very large FP4 matrix multiplies (0 = no FP4)</source>
        <translation>超大 FP4 矩阵乘法达到的 FP4 峰值比例（0 = 不支持 FP4）</translation>
    </message>
    <message>
        <source>FLOPs per exponential</source>
        <translation>每次指数运算的 FLOPs</translation>
    </message>
    <message>
        <source>BF16 tensor FLOPs per softmax exponential, per SM and clock: 256 Hopper, 512 Blackwell (0 = unknown)</source>
        <translation>每个 SM 每时钟周期、每次 softmax 指数运算对应的 BF16 张量 FLOPs：Hopper 256，Blackwell 512（0 = 未知）</translation>
    </message>
    <message>
        <source>Software stack</source>
        <translation>软件栈</translation>
    </message>
    <message>
        <source>What the training stack fuses, which attention kernel it runs, how it overlaps</source>
        <translation>训练软件栈融合了哪些算子、使用哪种注意力内核、如何重叠通信</translation>
    </message>
    <message>
        <source>Megatron-Core</source>
        <translation>Megatron-Core</translation>
    </message>
    <message>
        <source>Megatron-LM 2021</source>
        <translation>Megatron-LM 2021</translation>
    </message>
    <message>
        <source>PyTorch FSDP</source>
        <translation>PyTorch FSDP</translation>
    </message>
    <message>
        <source>DeepSpeed</source>
        <translation>DeepSpeed</translation>
    </message>
    <message>
        <source>GPU power limit</source>
        <translation>GPU 功率上限</translation>
    </message>
    <message>
        <source>Attention vs Hopper</source>
        <translation>注意力相对 Hopper</translation>
    </message>
    <message>
        <source>Attention forward vs Hopper</source>
        <translation>注意力前向相对 Hopper</translation>
    </message>
    <message>
        <source>The same for the forward pass alone (0 = the forward and backward figure)</source>
        <translation>仅前向的同一比值（0 = 取前向加反向的值）</translation>
    </message>
    <message>
        <source>Fused attention&apos;s efficiency of this GPU&apos;s BF16 peak over Hopper&apos;s (H100, H200), forward and backward at head size 128, as measured; the GEMM efficiency does not move it (0 = the GEMM efficiency&apos;s ratio)</source>
        <translation>融合注意力在本 GPU 上达到的 BF16 峰值比例与 Hopper（H100、H200）之比（头维度 128，前向加反向，实测；GEMM 效率不影响它；0 = 按 GEMM 效率之比）</translation>
    </message>
    <message>
        <source>Selective: attention core</source>
        <translation>选择性：注意力核心</translation>
    </message>
    <message>
        <source>Selective recompute re-runs the attention core (Megatron&apos;s core_attn, its default)</source>
        <translation>选择性重计算重新执行注意力核心（Megatron 的 core_attn，默认）</translation>
    </message>
    <message>
        <source>Selective: norms</source>
        <translation>选择性：归一化层</translation>
    </message>
    <message>
        <source>Selective: expert activation</source>
        <translation>选择性：专家激活函数</translation>
    </message>
    <message>
        <source>Selective recompute re-runs the experts&apos; activation function (moe_act)</source>
        <translation>选择性重计算重新执行专家的激活函数（moe_act）</translation>
    </message>
    <message>
        <source>Selective: MLA up-projections</source>
        <translation>选择性：MLA 上投影</translation>
    </message>
    <message>
        <source>Selective recompute re-runs the norms instead of keeping their outputs (layernorm)</source>
        <translation>选择性重计算重新执行归一化层，而不保留其输出（layernorm）</translation>
    </message>
    <message>
        <source>Selective recompute re-runs MLA&apos;s up-projections instead of keeping Q, K, V (mla_up_proj)</source>
        <translation>选择性重计算重新执行 MLA 的上投影，而不保留 Q、K、V（mla_up_proj）</translation>
    </message>
    <message>
        <source>Board power limit of one GPU. Below the GPU type&apos;s rated power its tensor cores run slower, BF16 more than FP8: on an H100 at 500 W, BF16 at about %1 % and FP8 at about %2 % of their clock at 700 W</source>
        <translation>单个 GPU 的板卡功率上限。低于该 GPU 型号的额定功率时，其张量核心变慢，BF16 比 FP8 更明显：500 W 的 H100 上，BF16 约为 700 W 时钟的 %1 %，FP8 约为 %2 %</translation>
    </message>
    <message>
        <source>FP8 fast accumulation</source>
        <translation>FP8 快速累加</translation>
    </message>
    <message>
        <source>How much faster an FP8 matrix multiply runs with fast accumulation, as the forward pass runs them, than with the split accumulation the FP8 efficiency was measured with: 1.04 on Hopper, measured (1 = the same)</source>
        <translation>FP8 矩阵乘法采用快速累加（前向传播的方式）比采用测量 FP8 效率时的分段累加快多少：Hopper 上为 1.04，实测（1 = 一样快）</translation>
    </message>
    <message>
        <source>Expert biases</source>
        <translation>专家偏置</translation>
    </message>
    <message>
        <source>The experts&apos; linear layers carry biases (gpt-oss); Megatron-Core adds the second one&apos;s outside the grouped GEMM</source>
        <translation>专家的线性层带偏置（gpt-oss）；Megatron-Core 在分组 GEMM 之外加上第二层的偏置</translation>
    </message>
    <message>
        <source>GLU clamp</source>
        <translation>GLU 截断</translation>
    </message>
    <message>
        <source>The GLU&apos;s inputs are clamped to this (gpt-oss: 7; 0 = no clamp); Megatron-Core clamps outside its fused GLU</source>
        <translation>GLU 的输入被截断到此值（gpt-oss：7；0 = 不截断）；Megatron-Core 在其融合 GLU 之外执行截断</translation>
    </message>
    <message>
        <source>EP overlap</source>
        <translation>EP 重叠</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA 图</translation>
    </message>
    <message>
        <source>Full iteration</source>
        <translation>整次迭代</translation>
    </message>
    <message>
        <source>Full iteration: the forward and backward replay as one CUDA graph (Megatron-Core; the optimizer step runs outside it), so the host launches nothing per layer and waits on no synchronisation</source>
        <translation>整次迭代：前向与反向作为一个 CUDA 图重放（Megatron-Core；优化器步骤在图外运行），因此主机不再逐层启动内核，也不等待任何同步</translation>
    </message>
    <message>
        <source>Hide the MoE all-to-alls behind another micro-batch&apos;s compute (Megatron-Core --overlap-moe-expert-parallel-comm). Needs a MoE model with EP of 2 or more, the interleaved schedule or DualPipe when PP is 2 or more, no full recompute, at most one MTP module, 16-bit or lower precision and the Megatron-Core stack</source>
        <translation>将 MoE 的 all-to-all 隐藏在另一个微批次的计算之后（Megatron-Core --overlap-moe-expert-parallel-comm）。需要 EP 至少为 2 的 MoE 模型；PP 至少为 2 时需要交错调度或 DualPipe；不能完全重计算；最多一个 MTP 模块；16 位或更低精度；以及 Megatron-Core 软件栈</translation>
    </message>
</context>
<context>
    <name>FinderPainter</name>
    <message>
        <source>What changes</source>
        <translation>改变什么</translation>
    </message>
    <message>
        <source>Where the wall sits (GPUs, log₂)</source>
        <translation>同步墙的位置（GPU 数，log₂）</translation>
    </message>
    <message>
        <source>Sync wall</source>
        <translation>同步墙</translation>
    </message>
    <message>
        <source>Expected JCT at %1 GPUs</source>
        <translation>%1 张 GPU 时的期望 JCT</translation>
    </message>
    <message>
        <source>○ today&apos;s wall   ● with the change   ▶ no wall up to %1 GPUs</source>
        <translation>○ 当前的墙   ● 改变之后   ▶ 直到 %1 张 GPU 都没有墙</translation>
    </message>
</context>
<context>
    <name>ImportText</name>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>line %1 (%2)</source>
        <translation>第 %1 行（%2）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 (the catalog&apos;s %2)</source>
        <translation>%1（目录中的 %2）</translation>
    </message>
    <message>
        <source>%1 (nodes × GPUs per node)</source>
        <translation>%1（节点数 × 每节点 GPU 数）</translation>
    </message>
    <message>
        <source>%1 (the GPUs TP × PP × CP leave)</source>
        <translation>%1（GPU 数中 TP × PP × CP 之外的部分）</translation>
    </message>
    <message>
        <source>torchtitan (PyTorch FSDP2)</source>
        <translation>torchtitan（PyTorch FSDP2）</translation>
    </message>
    <message>
        <source>%1 (derived)</source>
        <translation>%1（推导得出）</translation>
    </message>
    <message>
        <source>torchtitan&apos;s tensor parallelism shards the sequence</source>
        <translation>torchtitan 的张量并行会切分序列</translation>
    </message>
    <message>
        <source>%1 default (%2)</source>
        <translation>%1 默认值（%2）</translation>
    </message>
    <message>
        <source>%1 default (%2 not given)</source>
        <translation>%1 默认值（未给出 %2）</translation>
    </message>
    <message>
        <source>%1 (guessed)</source>
        <translation>%1（推测）</translation>
    </message>
    <message>
        <source>kept: the file does not state the GPU count</source>
        <translation>保留：文件中未写明 GPU 数</translation>
    </message>
    <message>
        <source>kept: %1 comes from the environment ($%2)</source>
        <translation>保留：%1 来自环境变量（$%2）</translation>
    </message>
    <message>
        <source>kept: %1 is computed when the script runs</source>
        <translation>保留：%1 在脚本运行时才计算</translation>
    </message>
    <message>
        <source>kept: the vocabulary comes from the tokenizer</source>
        <translation>保留：词表来自分词器</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>larger than %1 bytes: not a launch config</source>
        <translation>大于 %1 字节：不是启动配置</translation>
    </message>
    <message>
        <source>something opened here is not closed (is the file cut short?)</source>
        <translation>此处打开的内容没有闭合（文件是否被截断？）</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>a binary file, not a launch config</source>
        <translation>二进制文件，不是启动配置</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>a Syncwall scenario: open it with File › Open</source>
        <translation>Syncwall 场景：请用 文件 › 打开 来打开它</translation>
    </message>
    <message>
        <source>no layout, batch or model setting found</source>
        <translation>未找到布局、批大小或模型设置</translation>
    </message>
    <message>
        <source>not a file Syncwall imports (a Hugging Face config.json, a Megatron-LM script or argument list, a NeMo recipe, a torchtitan TOML)</source>
        <translation>不是 Syncwall 可导入的文件（Hugging Face config.json、Megatron-LM 脚本或参数列表、NeMo 配方、torchtitan TOML）</translation>
    </message>
    <message>
        <source>%1 needs %2 of 2 or more</source>
        <translation>%1 要求 %2 至少为 2</translation>
    </message>
    <message>
        <source>%1 contradicts %2</source>
        <translation>%1 与 %2 矛盾</translation>
    </message>
    <message>
        <source>TP × PP × CP = %1 does not divide the %2 GPUs of %3</source>
        <translation>TP × PP × CP = %1 不能整除%3中的 %2 张 GPU</translation>
    </message>
    <message>
        <source>EP × expert TP = %1 does not divide TP × CP × DP = %2 (with the GPUs of %3)</source>
        <translation>EP × 专家 TP = %1 不能整除 TP × CP × DP = %2（按%3中的 GPU 数）</translation>
    </message>
    <message>
        <source>the global batch %1 is not a multiple of DP × micro-batch = %2 (with the GPUs of %3)</source>
        <translation>全局批大小 %1 不是 DP × 微批次 = %2 的整数倍（按%3中的 GPU 数）</translation>
    </message>
    <message>
        <source>%1 is out of range for %2 (must be between %3 and %4)</source>
        <translation>%1 超出 %2 的范围（必须介于 %3 和 %4 之间）</translation>
    </message>
    <message>
        <source>%1 must be %2</source>
        <translation>%1 必须是 %2</translation>
    </message>
    <message>
        <source>%1 must be one of %2</source>
        <translation>%1 必须是 %2 之一</translation>
    </message>
    <message>
        <source>%1: missing (it gives %2)</source>
        <translation>%1：缺失（它提供 %2）</translation>
    </message>
    <message>
        <source>%1: cannot be imported</source>
        <translation>%1：无法导入</translation>
    </message>
</context>
<context>
    <name>MoePainter</name>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source> · E%1</source>
        <translation> · E%1</translation>
    </message>
    <message>
        <source> · E%1–%2</source>
        <translation> · E%1–%2</translation>
    </message>
    <message>
        <source>expert inbox</source>
        <translation>专家接收区</translation>
    </message>
    <message>
        <source>%1 copies · paces</source>
        <translation>%1 份副本 · 决定节奏</translation>
    </message>
    <message>
        <source>%1 copies</source>
        <translation>%1 份副本</translation>
    </message>
    <message>
        <source>Tokens: %1 per GPU drawn, one stripe per chosen expert (colour = the GPU hosting it) · all-to-all over %2</source>
        <translation>token：每张 GPU 绘制 %1 个，每个所选专家一条色带（颜色 = 承载该专家的 GPU） · 经 %2 的 all-to-all</translation>
    </message>
</context>
<context>
    <name>MoeText</name>
    <message>
        <source>MoE token dispatch and combine — EP = %1, %2 experts, top-%3</source>
        <translation>MoE token 分发与合并 — EP = %1，%2 个专家，top-%3</translation>
    </message>
    <message>
        <source> (drawn: %1 of %2 GPUs)</source>
        <translation>（绘制：%2 张 GPU 中的 %1 张）</translation>
    </message>
    <message>
        <source> — teaching example: this model is dense</source>
        <translation> — 教学示例：此模型为稠密模型</translation>
    </message>
    <message>
        <source> — teaching example: EP = 1 here</source>
        <translation> — 教学示例：此处 EP = 1</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>路由</translation>
    </message>
    <message>
        <source>Dispatch all-to-all</source>
        <translation>分发 all-to-all</translation>
    </message>
    <message>
        <source>Expert GEMMs</source>
        <translation>专家 GEMM</translation>
    </message>
    <message>
        <source>Combine all-to-all</source>
        <translation>合并 all-to-all</translation>
    </message>
    <message>
        <source>Weighted sum</source>
        <translation>加权求和</translation>
    </message>
    <message>
        <source>the NICs (scale-out)</source>
        <translation>网卡（scale-out）</translation>
    </message>
    <message>
        <source>NVLink (scale-up)</source>
        <translation>NVLink（scale-up）</translation>
    </message>
    <message>
        <source>Layer done: every token is back on its GPU with the sum of its top-%1 expert outputs.</source>
        <translation>本层完成：每个 token 都已回到自己的 GPU，并带有其 top-%1 专家输出之和。</translation>
    </message>
    <message>
        <source>Route: the gate picks the top-%1 experts of every token; the colour is the GPU that hosts the chosen expert.</source>
        <translation>路由：门控为每个 token 选出 top-%1 专家；颜色表示承载所选专家的 GPU。</translation>
    </message>
    <message>
        <source>Dispatch all-to-all over %1: copies for experts on other GPUs travel, %2 of %3 stay on their GPU.</source>
        <translation>经 %1 的分发 all-to-all：发往其他 GPU 上专家的副本被传输，%3 份中有 %2 份留在本 GPU。</translation>
    </message>
    <message>
        <source>Expert GEMMs: GPU %1&apos;s expert got %2× the mean load and paces the layer; the others wait (illustrative skew).</source>
        <translation>专家 GEMM：GPU %1 的专家承担了平均负载的 %2 倍，决定了本层的节奏；其他 GPU 等待（示意性偏斜）。</translation>
    </message>
    <message>
        <source>Expert GEMMs: every GPU runs its experts on the copies it received (balanced: all finish together).</source>
        <translation>专家 GEMM：每张 GPU 用收到的副本运行自己的专家（均衡：全部同时完成）。</translation>
    </message>
    <message>
        <source>Combine all-to-all over %1: the expert outputs travel back to their tokens&apos; GPUs.</source>
        <translation>经 %1 的合并 all-to-all：专家输出传回其 token 所在的 GPU。</translation>
    </message>
    <message>
        <source>Sum: each token adds its top-%1 expert outputs, weighted by the gate.</source>
        <translation>求和：每个 token 将其 top-%1 专家的输出按门控权重相加。</translation>
    </message>
    <message>
        <source>Per GPU per all-to-all: %1 tokens × top-%2 × hidden %3 × %4 B = %5; (ep−1)/ep = %6 of it (%7) leaves the GPU</source>
        <translation>每张 GPU 每次 all-to-all：%1 个 token × top-%2 × 隐藏维度 %3 × %4 B = %5；其中 (ep−1)/ep = %6（%7）离开本 GPU</translation>
    </message>
    <message>
        <source>Teaching example (EP = %1, top-%2 on this model&apos;s hidden size): no all-to-all in this estimate, every phase drawn one unit long</source>
        <translation>教学示例（EP = %1，top-%2，采用此模型的隐藏维度）：本估算中没有 all-to-all，每个阶段都画成一个单位长</translation>
    </message>
    <message>
        <source>Per layer forward: dispatch + combine = %1 per GPU over %2, %3 each; experts %4%5</source>
        <translation>每层前向：分发 + 合并 = 每张 GPU %1，经 %2，各 %3；专家 %4%5</translation>
    </message>
    <message>
        <source> (to scale; route, sum nominal)</source>
        <translation>（按比例；路由、求和为名义值）</translation>
    </message>
    <message>
        <source> (didactic: one unit per phase)</source>
        <translation>（教学模式：每个阶段一个单位）</translation>
    </message>
    <message>
        <source>Illustrative skew, not from the estimate: GPU %1 receives %2 copies against a mean of %3, so the layer waits %4× the balanced expert time</source>
        <translation>示意性偏斜，并非来自估算：GPU %1 收到 %2 份副本，而平均为 %3，因此本层要等待均衡时专家耗时的 %4 倍</translation>
    </message>
    <message>
        <source>Balanced routing (the estimate&apos;s assumption): every GPU receives %1 copies; with a skew the busiest expert would pace the layer</source>
        <translation>均衡路由（估算的假设）：每张 GPU 收到 %1 份副本；若存在偏斜，最忙的专家将决定本层的节奏</translation>
    </message>
</context>
<context>
    <name>PipelinePainter</name>
    <message>
        <source>units</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>forward (micro-batch number)</source>
        <translation>前向（微批次编号）</translation>
    </message>
    <message>
        <source>backward (2 units)</source>
        <translation>反向（2 个单位）</translation>
    </message>
    <message>
        <source>bubble: stage idle</source>
        <translation>气泡：该阶段空闲</translation>
    </message>
    <message>
        <source>%1 of %2 blocks done.</source>
        <translation>已完成 %2 个块中的 %1 个。</translation>
    </message>
    <message>
        <source>Stage 88</source>
        <translation>阶段 88</translation>
    </message>
</context>
<context>
    <name>PipelineText</name>
    <message>
        <source>GPipe</source>
        <translation>GPipe</translation>
    </message>
    <message>
        <source>Interleaved 1F1B</source>
        <translation>交错式 1F1B</translation>
    </message>
    <message>
        <source>1F1B</source>
        <translation>1F1B</translation>
    </message>
    <message>
        <source>Pipeline schedule — %1, P = %2, M = %3</source>
        <translation>流水线调度 — %1，P = %2，M = %3</translation>
    </message>
    <message>
        <source>, v = %1</source>
        <translation>，v = %1</translation>
    </message>
    <message>
        <source> (drawn: %1 × %2)</source>
        <translation>（绘制：%1 × %2）</translation>
    </message>
    <message>
        <source>Step done: every stage has run every micro-batch forward and backward; the grey area is the bubble.</source>
        <translation>一步完成：每个阶段都对每个微批次做完了前向和反向；灰色区域就是气泡。</translation>
    </message>
    <message>
        <source>GPipe: every micro-batch goes forward first; later stages wait for the pipe to fill.</source>
        <translation>GPipe：所有微批次先做前向；后面的阶段要等流水线填满。</translation>
    </message>
    <message>
        <source>GPipe: then every micro-batch goes backward; the first stages wait for the gradients.</source>
        <translation>GPipe：然后所有微批次做反向；前面的阶段等待梯度传回。</translation>
    </message>
    <message>
        <source>Warm-up: micro-batches enter one by one; later stages are idle until the pipe fills.</source>
        <translation>预热：微批次逐个进入；流水线填满之前，后面的阶段处于空闲。</translation>
    </message>
    <message>
        <source>Cool-down: no forwards left; the last backwards drain back to stage 0 and stages fall idle.</source>
        <translation>收尾：不再有前向；最后的反向逐级传回阶段 0，各阶段相继空闲。</translation>
    </message>
    <message>
        <source>Bubble = %1 = %2 of the ideal (no-bubble) time  ·  %3 = %4 of the step</source>
        <translation>气泡 = %1 = 理想（无气泡）时间的 %2  ·  %3 = 一步的 %4</translation>
    </message>
    <message>
        <source>Estimate: bubble %1 in a %2 step  ·  1 unit = one micro-batch forward on one stage, backward = 2</source>
        <translation>估算：一步 %2 中气泡占 %1  ·  1 个单位 = 一个微批次在一个阶段上的前向，反向 = 2</translation>
    </message>
    <message>
        <source>Drawn with %1 stages and %2 micro-batches (of %3 and %4): grey is %5 of this drawing.</source>
        <translation>按 %1 个阶段、%2 个微批次绘制（实际为 %3 和 %4）：灰色占本图的 %5。</translation>
    </message>
    <message>
        <source>One stage: no pipeline, no bubble.</source>
        <translation>只有一个阶段：没有流水线，也没有气泡。</translation>
    </message>
    <message>
        <source>Grey (hatched) = idle = %1 of the stage-time drawn = bubble / (bubble + compute) in the estimate</source>
        <translation>灰色（斜线）= 空闲 = 所绘阶段时间的 %1 = 估算中的 气泡 / (气泡 + 计算)</translation>
    </message>
    <message>
        <source>(P−1)/(v·M)</source>
        <translation>(P−1)/(v·M)</translation>
    </message>
    <message>
        <source>(P−1)/M</source>
        <translation>(P−1)/M</translation>
    </message>
    <message>
        <source>(P−1)/(v·M+P−1)</source>
        <translation>(P−1)/(v·M+P−1)</translation>
    </message>
    <message>
        <source>(P−1)/(M+P−1)</source>
        <translation>(P−1)/(M+P−1)</translation>
    </message>
    <message>
        <source>DualPipe (drawn as 1F1B)</source>
        <translation>DualPipe（按 1F1B 绘制）</translation>
    </message>
    <message>
        <source>Stage %1</source>
        <translation>阶段 %1</translation>
    </message>
    <message>
        <source>1 layer</source>
        <translation>1 层</translation>
    </message>
    <message>
        <source>%1 layers</source>
        <translation>%1 层</translation>
    </message>
    <message>
        <source> + embedding</source>
        <translation> + 嵌入层</translation>
    </message>
    <message>
        <source> + output</source>
        <translation> + 输出层</translation>
    </message>
    <message>
        <source>Uneven stages: stage %1 (%2) paces; stage %3 (%4) does %5 of its work and idles the rest</source>
        <translation>阶段不均衡：阶段 %1（%2）决定节奏；阶段 %3（%4）的工作量只有前者的 %5，其余时间空闲</translation>
    </message>
    <message>
        <source>Steady state: the pipe is full; each stage alternates one forward and one backward.</source>
        <translation>稳态：流水线已满；每个阶段交替执行一次前向和一次反向。</translation>
    </message>
</context>
<context>
    <name>PointDescription</name>
    <message>
        <source>%1 GPUs: %2</source>
        <translation>%1 张 GPU：%2</translation>
    </message>
    <message>
        <source>Step %1 = %2</source>
        <translation>步时 %1 = %2</translation>
    </message>
    <message>
        <source>JCT %1 (expected with failures %2), efficiency %3, MFU %4</source>
        <translation>JCT %1（含故障期望 %2），效率 %3，MFU %4</translation>
    </message>
    <message>
        <source>Memory %1 of %2 per GPU</source>
        <translation>显存 %1 / 每 GPU %2</translation>
    </message>
    <message>
        <source>Does not fit: %1 needed, %2 per GPU</source>
        <translation>放不下：需要 %1，每 GPU 只有 %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a step part and its duration</comment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>ProblemText</name>
    <message>
        <source>another input</source>
        <translation>另一项输入</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>The file is not valid JSON: %1.</source>
        <translation>文件不是有效的 JSON：%1。</translation>
    </message>
    <message>
        <source>Must be an object (a group of keys).</source>
        <translation>必须是对象（一组键）。</translation>
    </message>
    <message>
        <source>Unknown key; check its spelling.</source>
        <translation>未知的键；请检查拼写。</translation>
    </message>
    <message>
        <source>Must be of type %1.</source>
        <translation>必须是 %1 类型。</translation>
    </message>
    <message>
        <source>Required, but missing.</source>
        <translation>必填，但缺失。</translation>
    </message>
    <message>
        <source>Must be above %1 and at most %2.</source>
        <translation>必须大于 %1 且不超过 %2。</translation>
    </message>
    <message>
        <source>Must be between %1 and %2.</source>
        <translation>必须在 %1 到 %2 之间。</translation>
    </message>
    <message>
        <source>Must be a finite number.</source>
        <translation>必须是有限数值。</translation>
    </message>
    <message>
        <source>Must be one of: %1.</source>
        <translation>必须是以下之一：%1。</translation>
    </message>
    <message>
        <source>No preset with this id in the catalog.</source>
        <translation>目录中没有此 ID 的预设。</translation>
    </message>
    <message>
        <source>Not a Syncwall scenario (&quot;format&quot; must be &quot;syncwall-scenario&quot;).</source>
        <translation>不是 Syncwall 场景（&quot;format&quot; 必须为 &quot;syncwall-scenario&quot;）。</translation>
    </message>
    <message>
        <source>This version of the file format is not supported.</source>
        <translation>不支持此版本的文件格式。</translation>
    </message>
    <message>
        <source>%1 must divide %2 evenly.</source>
        <translation>%1 必须能整除 %2。</translation>
    </message>
    <message>
        <source>Must divide %1 evenly.</source>
        <translation>必须能整除 %1。</translation>
    </message>
    <message>
        <source>TP x PP x CP x DP must equal the GPU count.</source>
        <translation>TP × PP × CP × DP 必须等于 GPU 数。</translation>
    </message>
    <message>
        <source>Cannot hold together with %1.</source>
        <translation>与%1不能同时成立。</translation>
    </message>
    <message>
        <source>Nested too deeply.</source>
        <translation>嵌套过深。</translation>
    </message>
    <message>
        <source>Invalid value.</source>
        <translation>无效的值。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1（%2）：%3</translation>
    </message>
    <message>
        <source>This GPU type has no tensor cores for it.</source>
        <translation>此 GPU 类型没有对应的张量核心。</translation>
    </message>
    <message>
        <source>This GPU type cannot run it: its %1 is 0.</source>
        <translation>此 GPU 类型无法运行：其 %1 为 0。</translation>
    </message>
    <message>
        <source>Must be at least one step&apos;s tokens, %1 (the global batch times the sequence length).</source>
        <translation>至少需要一步的 token 数：%1（全局批大小乘以序列长度）。</translation>
    </message>
    <message>
        <source>Needs a mixture-of-experts model.</source>
        <translation>需要混合专家（MoE）模型。</translation>
    </message>
    <message>
        <source>Needs expert parallelism (EP) of 2 or more.</source>
        <translation>需要至少为 2 的专家并行（EP）。</translation>
    </message>
    <message>
        <source>With pipeline parallelism it needs the interleaved schedule (virtual stages) or DualPipe.</source>
        <translation>使用流水线并行时需要交错调度（虚拟阶段）或 DualPipe。</translation>
    </message>
    <message>
        <source>Cannot be used with full recompute; choose selective, none or auto.</source>
        <translation>不能与完全重计算同时使用；请选择选择性、无或自动。</translation>
    </message>
    <message>
        <source>Needs the Megatron-Core software stack.</source>
        <translation>需要 Megatron-Core 软件栈。</translation>
    </message>
    <message>
        <source>Needs 16-bit or lower precision (Megatron-Core overlaps a bf16 or fp16 model only).</source>
        <translation>需要 16 位或更低精度（Megatron-Core 只对 bf16 或 fp16 模型重叠）。</translation>
    </message>
    <message>
        <source>Allows at most one MTP module.</source>
        <translation>最多允许一个 MTP 模块。</translation>
    </message>
</context>
<context>
    <name>QuantityText</name>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>RingPainter</name>
    <message>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>Node %1</source>
        <translation>节点 %1</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>transfer on this step</source>
        <translation>本步的传输</translation>
    </message>
    <message>
        <source>cell A3 = chunk A holding 3 summed gradients; bold outline = complete sum</source>
        <translation>格子 A3 = 数据块 A 已累加 3 份梯度；粗框 = 完整的和</translation>
    </message>
</context>
<context>
    <name>RingText</name>
    <message>
        <source>Tree all-reduce</source>
        <translation>树形 all-reduce</translation>
    </message>
    <message>
        <source>Hierarchical all-reduce</source>
        <translation>分层 all-reduce</translation>
    </message>
    <message>
        <source>In-switch all-reduce (NVLS/SHARP)</source>
        <translation>交换机内 all-reduce（NVLS/SHARP）</translation>
    </message>
    <message>
        <source>Ring all-reduce</source>
        <translation>Ring all-reduce</translation>
    </message>
    <message>
        <source>%1 — %2 GPUs (teaching example)</source>
        <translation>%1 — %2 张 GPU（教学示例）</translation>
    </message>
    <message>
        <source>%1 — N = %2 GPUs, %3 shown</source>
        <translation>%1 — N = %2 张 GPU，显示 %3 张</translation>
    </message>
    <message>
        <source>%1 — N = %2 GPUs</source>
        <translation>%1 — N = %2 张 GPU</translation>
    </message>
    <message>
        <source>Reduce-scatter</source>
        <translation>reduce-scatter</translation>
    </message>
    <message>
        <source>All-gather</source>
        <translation>all-gather</translation>
    </message>
    <message>
        <source>Reduce up the tree</source>
        <translation>沿树向上归约</translation>
    </message>
    <message>
        <source>Broadcast down</source>
        <translation>向下广播</translation>
    </message>
    <message>
        <source>In-node reduce-scatter</source>
        <translation>节点内 reduce-scatter</translation>
    </message>
    <message>
        <source>Cross-node reduce-scatter</source>
        <translation>跨节点 reduce-scatter</translation>
    </message>
    <message>
        <source>Cross-node all-gather</source>
        <translation>跨节点 all-gather</translation>
    </message>
    <message>
        <source>In-node all-gather</source>
        <translation>节点内 all-gather</translation>
    </message>
    <message>
        <source>Switch reduces</source>
        <translation>交换机归约</translation>
    </message>
    <message>
        <source>Switch multicasts</source>
        <translation>交换机组播</translation>
    </message>
    <message>
        <source>Done: every GPU holds every chunk, summed over all %1 GPUs.</source>
        <translation>完成：每张 GPU 都持有全部数据块，已在全部 %1 张 GPU 上求和。</translation>
    </message>
    <message>
        <source>Each GPU sends one chunk to its neighbour, which adds its own gradient to it.</source>
        <translation>每张 GPU 把一个数据块发给邻居，邻居把自己的梯度加上去。</translation>
    </message>
    <message>
        <source>Each GPU forwards a fully summed chunk; the neighbour keeps a copy.</source>
        <translation>每张 GPU 转发一个已完整求和的数据块；邻居保留一份副本。</translation>
    </message>
    <message>
        <source>Children send their partial sums to their parent, which adds them.</source>
        <translation>子节点把部分和发给父节点，由父节点相加。</translation>
    </message>
    <message>
        <source>The root&apos;s total flows back down to every GPU.</source>
        <translation>根节点的总和再向下传回每张 GPU。</translation>
    </message>
    <message>
        <source>Over NVLink, each GPU ends up owning one shard summed over its node.</source>
        <translation>经 NVLink，每张 GPU 最终拥有一个在本节点内求和的分片。</translation>
    </message>
    <message>
        <source>Across nodes, each GPU reduces its shard with its peers on its own NIC rail.</source>
        <translation>跨节点时，每张 GPU 与同一网卡 rail 上的对等 GPU 归约自己的分片。</translation>
    </message>
    <message>
        <source>Across nodes, the rail peers share the pieces of their shard, now summed over all GPUs.</source>
        <translation>跨节点时，同 rail 的对等 GPU 交换各自分片的各部分，此时已在所有 GPU 上求和。</translation>
    </message>
    <message>
        <source>Over NVLink, every GPU collects all the shards of its node.</source>
        <translation>经 NVLink，每张 GPU 收齐本节点的所有分片。</translation>
    </message>
    <message>
        <source>Every GPU pushes its gradient into the switch, which adds them as they arrive.</source>
        <translation>每张 GPU 把梯度推入交换机，交换机在数据到达时相加。</translation>
    </message>
    <message>
        <source>The switch multicasts the sum back to every GPU at once.</source>
        <translation>交换机把和一次性组播回每张 GPU。</translation>
    </message>
    <message>
        <source>T = 2⌈log₂N⌉·α + 2·M/B</source>
        <translation>T = 2⌈log₂N⌉·α + 2·M/B</translation>
    </message>
    <message>
        <source>All %1 steps done</source>
        <translation>全部 %1 步完成</translation>
    </message>
    <message>
        <source>  ·  sent per GPU so far: %1 of %2</source>
        <translation>  ·  每张 GPU 已发送：%1 / %2</translation>
    </message>
    <message>
        <source>  ·  t = %1 of %2</source>
        <translation>  ·  t = %1 / %2</translation>
    </message>
    <message>
        <source>M = %1 of gradients per GPU: what a data-parallel group would all-reduce</source>
        <translation>M = 每 GPU %1 梯度：即一个数据并行组要 all-reduce 的数据量</translation>
    </message>
    <message>
        <source>This scenario has no data parallelism (dp = %1): nothing to all-reduce. %2 GPUs shown to teach the algorithm.</source>
        <translation>此场景没有数据并行（dp = %1）：没有需要 all-reduce 的数据。显示 %2 张 GPU 用于讲解算法。</translation>
    </message>
    <message>
        <source>%1 of N = %2 GPUs shown; the real group takes %3 steps of about %4.</source>
        <translation>显示 N = %2 张 GPU 中的 %1 张；实际的组需要 %3 步，每步约 %4。</translation>
    </message>
    <message>
        <source>Each of the %1 steps moves M/N = %2 per GPU in about %3.</source>
        <translation>%1 步中的每一步，每张 GPU 在约 %3 内传输 M/N = %2。</translation>
    </message>
    <message>
        <source> No in-switch reduction on this hardware: timed as the best other algorithm.</source>
        <translation> 此硬件不支持交换机内归约：按最佳的其他算法计时。</translation>
    </message>
    <message>
        <source> The estimate uses: %1.</source>
        <translation> 估算采用：%1。</translation>
    </message>
    <message>
        <source>A3 = chunk A, 3 gradients summed</source>
        <translation>A3 = 数据块 A，已累加 3 份梯度</translation>
    </message>
    <message>
        <source>T = 2[(r−1)α + (r−1)/r·M/B(NVLink)] + 2[(k−1)α + (k−1)/k·M/(r·B(NIC))] = %1   (r = %2 per node, k = %3 nodes)</source>
        <translation>T = 2[(r−1)α + (r−1)/r·M/B(NVLink)] + 2[(k−1)α + (k−1)/k·M/(r·B(NIC))] = %1   （每节点 r = %2，共 k = %3 个节点）</translation>
    </message>
    <message>
        <source>T ≈ 2α + M/B(switch) (+ M/(r·B(NIC)) across nodes) = %1</source>
        <translation>T ≈ 2α + M/B(交换机) (+ 跨节点 M/(r·B(NIC))) = %1</translation>
    </message>
    <message>
        <source>T = 2(N−1)·α + 2(N−1)/N · M/B = 2·%1·%2 + %3 · %4 / %5 = %6</source>
        <translation>T = 2(N−1)·α + 2(N−1)/N · M/B = 2·%1·%2 + %3 · %4 / %5 = %6</translation>
    </message>
    <message>
        <source>T = 2(N−1)·α + 2(N−1)/N · M/B</source>
        <translation>T = 2(N−1)·α + 2(N−1)/N · M/B</translation>
    </message>
    <message>
        <source>M = %1 per GPU  ·  algbw = M/T = %2  ·  busbw = algbw·2(N−1)/N = %3</source>
        <translation>M = 每 GPU %1  ·  algbw = M/T = %2  ·  busbw = algbw·2(N−1)/N = %3</translation>
    </message>
    <message>
        <source>all %1 steps done</source>
        <translation>全部 %1 步已完成</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>第 %1/%2 步</translation>
    </message>
    <message>
        <source>%1 %2 (%3 of %4 steps in all)</source>
        <translation>%1 %2（全部 %4 步中的第 %3 步）</translation>
    </message>
    <message>
        <source>T = 2⌈log₂N⌉·α + 2·M/B = 2·%1·%2 + 2 · %3 / %4 = %5   (pipelined in chunks: all levels busy at once)</source>
        <translation>T = 2⌈log₂N⌉·α + 2·M/B = 2·%1·%2 + 2 · %3 / %4 = %5   （分块流水：各层同时工作）</translation>
    </message>
    <message>
        <source>; drawn: %1 per node</source>
        <translation>；图中每节点 %1 个</translation>
    </message>
    <message>
        <source>T ≈ 2α + M/B(switch) (+ M/(r·B(NIC)) across nodes): no in-switch reduction on this hardware, so %1 is the best other algorithm&apos;s time</source>
        <translation>T ≈ 2α + M/B(交换机) (+ 跨节点 M/(r·B(NIC)))：此硬件没有交换机内归约，因此 %1 是其他最佳算法的时间</translation>
    </message>
    <message>
        <source>; drawn: %1 nodes</source>
        <translation>；图中 %1 个节点</translation>
    </message>
</context>
<context>
    <name>ScalingMarkers</name>
    <message>
        <source>No sync wall up to %1 GPUs: the expected JCT keeps falling</source>
        <translation>直到 %1 张 GPU 都没有同步墙：期望 JCT 持续下降</translation>
    </message>
    <message>
        <source>Past %1 GPUs the job gets slower</source>
        <translation>超过 %1 张 GPU 后作业反而变慢</translation>
    </message>
    <message>
        <source>Efficiency stays above %1</source>
        <translation>效率始终高于 %1</translation>
    </message>
    <message>
        <source>Efficiency below %1 from %2 GPUs</source>
        <translation>从 %2 张 GPU 起效率低于 %1</translation>
    </message>
    <message>
        <source>&lt; %1</source>
        <translation>&lt; %1</translation>
    </message>
    <message>
        <source>This scenario (%1 GPUs)</source>
        <translation>本场景（%1 张 GPU）</translation>
    </message>
    <message>
        <source>fastest expected JCT: %1 at %2 GPUs</source>
        <translation>最快的期望 JCT：%2 张 GPU 时 %1</translation>
    </message>
    <message>
        <source>No sync wall up to %1 GPUs: more GPUs keep making this job faster</source>
        <translation>直到 %1 张 GPU 都没有同步墙：增加 GPU 会让此作业持续变快</translation>
    </message>
    <message>
        <source>The sync wall is at %1 GPUs: more GPUs make this job slower</source>
        <translation>同步墙位于 %1 张 GPU：再增加 GPU 会让此作业变慢</translation>
    </message>
    <message>
        <source>Deadline: %1</source>
        <translation>期限：%1</translation>
    </message>
    <message>
        <source>Does not fit
in GPU memory</source>
        <translation>GPU 显存
放不下</translation>
    </message>
    <message>
        <source>Efficiency below 85% / 70%</source>
        <translation>效率低于 85% / 70%</translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <source>The file is too large to be a scenario.</source>
        <translation>文件太大，不可能是场景文件。</translation>
    </message>
</context>
<context>
    <name>ScenarioTitle</name>
    <message>
        <source>%1T model</source>
        <translation>%1T 模型</translation>
    </message>
    <message>
        <source>%1B model</source>
        <translation>%1B 模型</translation>
    </message>
    <message>
        <source>custom GPU</source>
        <translation>自定义 GPU</translation>
    </message>
    <message>
        <source>%1 on %2 %3</source>
        <extracomment>A scenario&apos;s automatic name: model, GPU count, GPU type (&quot;Llama 3 70B on 1,024 H100&quot;).</extracomment>
        <translation>%1（%2 张 %3）</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>A scenario&apos;s automatic name while its GPU count is invalid: model, GPU type (&quot;Llama 3 70B on H100&quot;).</extracomment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>TransferPainter</name>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 TB/s</source>
        <translation>%1 TB/s</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>$%1 bn</source>
        <translation>%1 十亿美元</translation>
    </message>
    <message>
        <source>$%1 M</source>
        <translation>%1 百万美元</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>$%1</translation>
    </message>
    <message>
        <source>%1 GWh</source>
        <translation>%1 GWh</translation>
    </message>
    <message>
        <source>%1 MWh</source>
        <translation>%1 MWh</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>%1 T</source>
        <translation>%1 T</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 M</source>
        <translation>%1 M</translation>
    </message>
    <message>
        <source>1 micro-batch per step</source>
        <translation>每步 1 个微批次</translation>
    </message>
    <message>
        <source>%1 micro-batches per step</source>
        <translation>每步 %1 个微批次</translation>
    </message>
    <message>
        <source>millions</source>
        <comment>grouping of money</comment>
        <extracomment>How this language groups large sums: translate as the word &quot;myriads&quot; where they are written in tens of thousands and hundreds of millions (万, 亿), else as &quot;millions&quot;.</extracomment>
        <translation>myriads</translation>
    </message>
    <message>
        <source>$%1 hundred million</source>
        <translation>%1 亿美元</translation>
    </message>
    <message>
        <source>$%1 ten thousand</source>
        <translation>%1 万美元</translation>
    </message>
</context>
<context>
    <name>WarningText</name>
    <message>
        <source>Does not fit in memory: %1 per GPU needed, %2 available.</source>
        <translation>显存放不下：每张 GPU 需要 %1，可用 %2。</translation>
    </message>
    <message>
        <source>Communication wall: GPU utilization efficiency is %1, below 70 %; more GPUs mostly add waiting.</source>
        <translation>通信墙：GPU 利用效率为 %1，低于 70%；再加 GPU 主要只会增加等待。</translation>
    </message>
    <message>
        <source>Large pipeline bubble: %1 idle per step. More micro-batches or an interleaved schedule would shrink it.</source>
        <translation>流水线气泡过大：每步空闲 %1。增加微批次或改用交错调度可以缩小气泡。</translation>
    </message>
    <message>
        <source>The tensor-parallel group (%1 GPUs) is larger than the NVLink domain: its traffic crosses the slower scale-out fabric.</source>
        <translation>张量并行组（%1 张 GPU）大于 NVLink 域：其流量要走更慢的 scale-out 网络。</translation>
    </message>
    <message>
        <source>Failures dominate: lost work and recovery add %1 to the run.</source>
        <translation>故障占主导：丢失的工作和恢复使训练延长 %1。</translation>
    </message>
    <message>
        <source>Checkpoints are slow: each one blocks training for %1.</source>
        <translation>检查点太慢：每次都会阻塞训练 %1。</translation>
    </message>
    <message>
        <source>Data-parallel communication is not hidden: %1 of it is exposed in every step.</source>
        <translation>数据并行通信没有被隐藏：每一步都有 %1 暴露在外。</translation>
    </message>
    <message>
        <source>Warning.</source>
        <translation>警告。</translation>
    </message>
    <message>
        <source>Past the sync wall: beyond %1 GPUs, adding GPUs makes this job slower (expected JCT at the wall: %2).</source>
        <translation>已越过同步墙：超过 %1 张 GPU 后，再加 GPU 会让此作业变慢（墙处的期望 JCT：%2）。</translation>
    </message>
    <message>
        <source>These inputs cannot be computed:</source>
        <translation>这些输入无法计算：</translation>
    </message>
    <message numerus="yes">
        <source>and %n more; the parameter panel shows each beside its input.</source>
        <translation>
            <numerusform>还有 %n 项；参数面板会在对应的输入旁逐一说明。</numerusform>
        </translation>
    </message>
    <message>
        <source>Outside the closely validated range (dense 16-bit Megatron-style runs on A100 and H100, up to 8,192 GPUs): read this estimate as a rough guide.</source>
        <translation>超出严格验证的范围（在 A100 和 H100 上、最多 8,192 个 GPU 的 Megatron 式稠密 16 位训练）：此估算仅供粗略参考。</translation>
    </message>
    <message>
        <source>Large pipeline bubble: %1 idle per step. More micro-batches or more virtual stages would shrink it.</source>
        <translation>流水线气泡过大：每步空闲 %1。增加微批次或虚拟阶段可以缩小气泡。</translation>
    </message>
    <message>
        <source>Power-limited GPU: the clock below the rated power follows a law fitted on a published run of H100s at 500 W. Other limits and GPUs are extrapolated.</source>
        <translation>功率受限的 GPU：低于额定功率时的时钟遵循一条在一次已发布的 500 W H100 运行上拟合的规律。其他功率上限和 GPU 为外推。</translation>
    </message>
    <message>
        <source>Megatron-LM of 2021-22 never trained in FP8 or FP4: its low-precision casts are priced as Megatron-Core&apos;s. Choose the Megatron-Core stack for a real run.</source>
        <translation>2021-22 年的 Megatron-LM 从未以 FP8 或 FP4 训练：其低精度转换按 Megatron-Core 的开销计价。若要估算真实运行，请选择 Megatron-Core 软件栈。</translation>
    </message>
    <message>
        <source>The GLU clamp does nothing here: the MLP is not gated. Turn on the gated MLP or set the clamp to 0.</source>
        <translation>GLU 截断在此无效：MLP 不是门控的。请启用门控 MLP，或将截断设为 0。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Views (--view NAME):</source>
        <translation>视图（--view NAME）：</translation>
    </message>
    <message>
        <source>What-if explorer for the job completion time of distributed training runs.

</source>
        <translation>分布式训练作业完成时间（JCT）的假设推演工具。

</translation>
    </message>
    <message>
        <source>Scenario to open (*.syncwall.json).</source>
        <translation>要打开的场景（*.syncwall.json）。</translation>
    </message>
    <message>
        <source>Render the window to OUT.png and exit.</source>
        <translation>将窗口渲染为 OUT.png 后退出。</translation>
    </message>
    <message>
        <source>Select a view (see the list above).</source>
        <translation>选择视图（见上方列表）。</translation>
    </message>
    <message>
        <source>Window size for --screenshot.</source>
        <translation>--screenshot 的窗口尺寸。</translation>
    </message>
    <message>
        <source>Run in this language (en, de, zh_CN, ...).</source>
        <translation>以此语言运行（en、de、zh_CN 等）。</translation>
    </message>
    <message>
        <source>system, light or dark (overrides the setting).</source>
        <translation>system、light 或 dark（覆盖设置）。</translation>
    </message>
    <message>
        <source>Write chart NAME (scaling, breakdown, checkpoint, memory, layouts, syncwall, compare) to --out as PNG, SVG, PDF or CSV and exit.</source>
        <translation>将图表 NAME（scaling、breakdown、checkpoint、memory、layouts、syncwall、compare）以 PNG、SVG、PDF 或 CSV 写入 --out 后退出。</translation>
    </message>
    <message>
        <source>Draw one frame of animation NAME (ring, ring-tree, ring-hierarchical, ring-nvls, ddp, pipeline) at --phase to --out (PNG) and exit.</source>
        <translation>在 --phase 处绘制动画 NAME（ring、ring-tree、ring-hierarchical、ring-nvls、ddp、pipeline）的一帧，写入 --out（PNG）后退出。</translation>
    </message>
    <message>
        <source>Animation phase in [0, 1] for --render-frame.</source>
        <translation>--render-frame 的动画进度，取值 [0, 1]。</translation>
    </message>
    <message>
        <source>Output file for --export-chart and --render-frame.</source>
        <translation>--export-chart 和 --render-frame 的输出文件。</translation>
    </message>
    <message>
        <source>With --render-frame: the presentation style (large, high contrast).</source>
        <translation>配合 --render-frame：演示样式（大字号、高对比度）。</translation>
    </message>
    <message>
        <source>Parameter panel mode: simple or expert.</source>
        <translation>参数面板模式：simple 或 expert。</translation>
    </message>
    <message>
        <source>Time panel changes with full refreshes; print refresh_ms p50/p99/max.</source>
        <translation>计时面板修改及完整刷新；输出 refresh_ms p50/p99/max。</translation>
    </message>
    <message>
        <source>With --bench-ui: how many changes to time (%1 to %2, default %3).</source>
        <translation>与 --bench-ui 一起使用：计时的修改次数（%1 到 %2，默认 %3）。</translation>
    </message>
    <message>
        <source>Open BASELINE and pin it as the baseline, then open FILE.</source>
        <translation>打开 BASELINE 并将其固定为基线，然后打开 FILE。</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::AnimationCanvas</name>
    <message>
        <source>Animation</source>
        <translation>动画</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::AnimationTab</name>
    <message>
        <source>Show the animation and its formulas on the whole screen (Esc leaves)</source>
        <translation>全屏显示动画及其公式（按 Esc 退出）</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>动画</translation>
    </message>
    <message>
        <source>Prese&amp;ntation Mode</source>
        <translation>演示模式(&amp;N)</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::AnimationView</name>
    <message>
        <source>Ring all-reduce</source>
        <translation>Ring all-reduce</translation>
    </message>
    <message>
        <source>DDP: the five phases</source>
        <translation>DDP：五个阶段</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>流水线调度</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>动画</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Tree</translation>
    </message>
    <message>
        <source>Hierarchical</source>
        <translation>分层</translation>
    </message>
    <message>
        <source>In-switch (NVLS)</source>
        <translation>交换机内 (NVLS)</translation>
    </message>
    <message>
        <source>As estimated</source>
        <translation>按估算</translation>
    </message>
    <message>
        <source>All-reduce algorithm</source>
        <translation>all-reduce 算法</translation>
    </message>
    <message>
        <source>Didactic (even phase lengths)</source>
        <translation>教学（各阶段等长）</translation>
    </message>
    <message>
        <source>Give every phase the same length instead of drawing them to scale</source>
        <translation>让每个阶段等长，而不是按比例绘制</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <source>MoE: token dispatch and combine</source>
        <translation>MoE：token 分发与合并</translation>
    </message>
    <message>
        <source>Illustrative skew</source>
        <translation>示意性偏斜</translation>
    </message>
    <message>
        <source>Route every other token to GPU 0&apos;s expert, to show the busiest expert pacing the layer (not from the estimate)</source>
        <translation>将每隔一个 token 路由到 GPU 0 的专家，以展示最忙的专家如何决定本层的节奏（并非来自估算）</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::AssumptionsView</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>假设项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Peak basis</source>
        <translation>峰值口径</translation>
    </message>
    <message>
        <source>%1, dense %2: %3 TFLOP/s per GPU</source>
        <translation>%1，稠密 %2：每 GPU %3 TFLOP/s</translation>
    </message>
    <message>
        <source>FLOP count</source>
        <translation>FLOP 计数</translation>
    </message>
    <message>
        <source>Narayanan et al. 2021 eq. 3; MFU without recompute, HFU with it</source>
        <translation>Narayanan et al. 2021 式 3；MFU 不计重计算，HFU 计入</translation>
    </message>
    <message>
        <source>GEMM efficiency</source>
        <translation>GEMM 效率</translation>
    </message>
    <message>
        <source>%1 of peak on large matrix multiplies; smaller slices run less efficiently</source>
        <translation>大矩阵乘法达到峰值的 %1；切得更小的矩阵效率更低</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>校准</translation>
    </message>
    <message>
        <source>none (published-run calibration only)</source>
        <translation>无（仅用公开训练数据校准）</translation>
    </message>
    <message>
        <source>compute x%1, links x%2</source>
        <translation>计算 ×%1，链路 ×%2</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>%1 (auto: the least that fits)</source>
        <translation>%1（自动：放得下的最少重计算）</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>流水线调度</translation>
    </message>
    <message>
        <source>Communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <source>DP overlap</source>
        <translation>DP 重叠</translation>
    </message>
    <message>
        <source>%1 of the gradient all-reduce hidden behind the backward pass</source>
        <translation>梯度 all-reduce 有 %1 隐藏在反向传播之后</translation>
    </message>
    <message>
        <source>Gradient bytes</source>
        <translation>梯度字节</translation>
    </message>
    <message>
        <source>uncompressed</source>
        <translation>未压缩</translation>
    </message>
    <message>
        <source>%1 of the uncompressed size</source>
        <translation>未压缩大小的 %1</translation>
    </message>
    <message>
        <source>Scale-up link</source>
        <translation>Scale-up 链路</translation>
    </message>
    <message>
        <source>%1 per GPU at %2 efficiency, %3 µs latency</source>
        <translation>每 GPU %1，效率 %2，延迟 %3 µs</translation>
    </message>
    <message>
        <source>Scale-out link</source>
        <translation>Scale-out 链路</translation>
    </message>
    <message>
        <source>%1 Gb/s per GPU at %2 efficiency, %3 µs latency, %4:1 oversubscription</source>
        <translation>每 GPU %1 Gb/s，效率 %2，延迟 %3 µs，收敛比 %4:1</translation>
    </message>
    <message>
        <source>In-switch reduction</source>
        <translation>交换机内归约</translation>
    </message>
    <message>
        <source>available (NVLS / SHARP)</source>
        <translation>支持（NVLS / SHARP）</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>不支持</translation>
    </message>
    <message>
        <source>Collectives</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>Hockney alpha-beta costs; nccl-tests bus bandwidth definition</source>
        <translation>Hockney α-β 代价模型；总线带宽按 nccl-tests 的定义</translation>
    </message>
    <message>
        <source>Failures and checkpoints</source>
        <translation>故障与检查点</translation>
    </message>
    <message>
        <source>Failure model</source>
        <translation>故障模型</translation>
    </message>
    <message>
        <source>exponential; measured cluster MTBF %1</source>
        <translation>指数分布；实测集群 MTBF %1</translation>
    </message>
    <message>
        <source>exponential; MTTF GPU %1, NIC %2, PSU %3, host %4</source>
        <translation>指数分布；MTTF：GPU %1，网卡 %2，电源 %3，主机 %4</translation>
    </message>
    <message>
        <source>Cluster MTBF</source>
        <translation>集群 MTBF</translation>
    </message>
    <message>
        <source>Recovery per failure</source>
        <translation>每次故障的恢复时间</translation>
    </message>
    <message>
        <source>%1 (restart %2, %3 hot spare(s))</source>
        <translation>%1（重启 %2，%3 个热备节点）</translation>
    </message>
    <message>
        <source>Checkpoint policy</source>
        <translation>检查点策略</translation>
    </message>
    <message>
        <source>%1 every %2; %3</source>
        <translation>%1，每 %2 一次；%3</translation>
    </message>
    <message>
        <source>asynchronous</source>
        <translation>异步</translation>
    </message>
    <message>
        <source>blocking</source>
        <translation>阻塞</translation>
    </message>
    <message>
        <source>interval set by hand</source>
        <translation>间隔手动设定</translation>
    </message>
    <message>
        <source>Daly&apos;s optimum</source>
        <translation>Daly 最优</translation>
    </message>
    <message>
        <source>Checkpoint size</source>
        <translation>检查点大小</translation>
    </message>
    <message>
        <source>%1, written at %2 (%3 blocking)</source>
        <translation>%1，以 %2 写入（阻塞 %3）</translation>
    </message>
    <message>
        <source>JCT distribution</source>
        <translation>JCT 分布</translation>
    </message>
    <message>
        <source>Monte Carlo, %1 runs, fixed seed</source>
        <translation>蒙特卡洛，%1 次模拟，固定种子</translation>
    </message>
    <message>
        <source>Stragglers and cost</source>
        <translation>慢卡与成本</translation>
    </message>
    <message>
        <source>Stragglers</source>
        <translation>慢卡</translation>
    </message>
    <message>
        <source>one GPU %1 slower; step jitter CV %2</source>
        <translation>一张 GPU 慢 %1；步时抖动 CV %2</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>%1 per GPU-hour</source>
        <translation>每 GPU 小时 %1</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>%1 W per GPU, PUE %2</source>
        <translation>每 GPU %1 W，PUE %2</translation>
    </message>
    <message>
        <source>Power limit</source>
        <translation>功率上限</translation>
    </message>
    <message>
        <source>none: the GPU runs at its rated power</source>
        <translation>无：GPU 以额定功率运行</translation>
    </message>
    <message>
        <source>unfused: batched matrix multiplies at the GEMM efficiency and the softmax&apos;s passes at memory speed</source>
        <translation>未融合：批量矩阵乘法按 GEMM 效率计，softmax 的各遍按显存带宽计</translation>
    </message>
    <message>
        <source>FlashAttention-2: the curves measured on Hopper, scaled by this GPU&apos;s GEMM efficiency</source>
        <translation>FlashAttention-2：在 Hopper 上实测的曲线，按本 GPU 的 GEMM 效率缩放</translation>
    </message>
    <message>
        <source>cuDNN fused kernel: the curves measured on Hopper, scaled by this GPU&apos;s GEMM efficiency (not measured on this GPU)</source>
        <translation>cuDNN 融合内核：在 Hopper 上实测的曲线，按本 GPU 的 GEMM 效率缩放（本 GPU 未实测）</translation>
    </message>
    <message>
        <source>%2 of the %1 peak in the linear layers, %3 of the BF16 peak in the rest (large matrix multiplies; smaller slices run less efficiently)</source>
        <translation>线性层达到 %1 峰值的 %2，其余部分达到 BF16 峰值的 %3（大矩阵乘法；较小的分片效率更低）</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>cuDNN fused kernel: the curves measured on Hopper (H100, H200), as they are</source>
        <translation>cuDNN 融合内核：在 Hopper（H100、H200）上实测的曲线，原样使用</translation>
    </message>
    <message>
        <source>selective: every other matmul and the element-wise work (torchtitan&apos;s op policy)</source>
        <translation>选择性：每隔一个矩阵乘法及逐元素运算（torchtitan 的算子策略）</translation>
    </message>
    <message>
        <source>attention core</source>
        <translation>注意力核心</translation>
    </message>
    <message>
        <source>stand-alone norms</source>
        <translation>独立的归一化层</translation>
    </message>
    <message>
        <source>expert activation</source>
        <translation>专家激活函数</translation>
    </message>
    <message>
        <source>MLA up-projections</source>
        <translation>MLA 上投影</translation>
    </message>
    <message>
        <source>selective: %1</source>
        <translation>选择性：%1</translation>
    </message>
    <message>
        <source>no module</source>
        <translation>无模块</translation>
    </message>
    <message>
        <source>selective: every matmul (low-precision outputs are not saved) and the element-wise work (torchtitan&apos;s op policy)</source>
        <translation>选择性：每个矩阵乘法（低精度输出不保存）及逐元素运算（torchtitan 的算子策略）</translation>
    </message>
    <message>
        <source>cuDNN fused kernel: %1 of Hopper&apos;s efficiency of its peak (the catalog&apos;s figure for this GPU, with its source)</source>
        <translation>cuDNN 融合内核：达到 Hopper 相对自身峰值效率的 %1（此 GPU 的目录数值，附来源）</translation>
    </message>
    <message>
        <source>%1 W of the GPU&apos;s rated %2 W</source>
        <translation>%1 W（GPU 额定 %2 W）</translation>
    </message>
    <message>
        <source>%1: %2 matrix multiplies at %3 of their rated-power clock, BF16 tensor work at %4</source>
        <translation>%1：%2 矩阵乘法为额定功率时钟的 %3，BF16 张量运算为 %4</translation>
    </message>
    <message>
        <source>%1: tensor work (matrix multiplies, attention) at %2 of its rated-power clock</source>
        <translation>%1：张量运算（矩阵乘法、注意力）为额定功率时钟的 %2</translation>
    </message>
    <message>
        <source>every query head&apos;s keys and values (repeated)</source>
        <translation>每个查询头的键和值(重复后)</translation>
    </message>
    <message>
        <source>the key/value heads</source>
        <translation>键/值头</translation>
    </message>
    <message>
        <source>a ring of point-to-point sends of %1, hidden behind the attention kernels</source>
        <translation>以点对点发送 %1 的环,隐藏在注意力内核之后</translation>
    </message>
    <message>
        <source>PyTorch&apos;s all-gather of %1 per attention call, hidden behind its first step only</source>
        <translation>PyTorch 每次注意力调用对 %1 做一次 all-gather,仅隐藏在其第一步之后</translation>
    </message>
    <message>
        <source>Context parallelism</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <source>priced as a ring of point-to-point sends of %1, hidden behind the attention kernels; this stack&apos;s own scheme is not modelled</source>
        <translation>按点对点发送 %1 的环计价,隐藏在注意力内核之后;此软件栈自己的方案未建模</translation>
    </message>
    <message>
        <source>no sooner than the last flush to storage ends (Daly&apos;s optimum %1)</source>
        <translation>不早于上一次写入存储结束（Daly 最优 %1）</translation>
    </message>
    <message>
        <source>once a step, the most often (Daly&apos;s optimum %1)</source>
        <translation>每步一次，最频繁（Daly 最优 %1）</translation>
    </message>
    <message>
        <source>%1, %2 virtual stage(s), %3</source>
        <translation>%1，%2 个虚拟阶段，%3</translation>
    </message>
    <message>
        <source>Expert all-to-all</source>
        <translation>专家 all-to-all</translation>
    </message>
    <message>
        <source>hidden behind another micro-batch&apos;s compute (%1); %2 per step still exposed</source>
        <translation>隐藏在另一个微批次的计算之后（%1）；每步仍暴露 %2</translation>
    </message>
    <message>
        <source>DualPipe</source>
        <translation>DualPipe</translation>
    </message>
    <message>
        <source>Megatron-Core EP overlap</source>
        <translation>Megatron-Core EP 重叠</translation>
    </message>
    <message>
        <source>each micro-batch waits for it; %1 per step</source>
        <translation>每个微批次都等待它；每步 %1</translation>
    </message>
    <message>
        <source>Host launch work</source>
        <translation>主机启动开销</translation>
    </message>
    <message>
        <source>%1 ms per layer and micro-batch that the GPU waits for</source>
        <translation>每层每个微批次 GPU 等待 %1 ms</translation>
    </message>
    <message>
        <source>%1 (auto: the least that fits; never full under the EP overlap)</source>
        <translation>%1（自动：放得下的最少重计算；EP 重叠下从不完全重计算）</translation>
    </message>
    <message>
        <source>none: the forward and backward replay as one CUDA graph</source>
        <translation>无：前向与反向作为一个 CUDA 图重放</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::Autosaver</name>
    <message>
        <source>Recover unsaved work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <source>Syncwall did not close normally. Recover the unsaved scenario from %1?</source>
        <translation>Syncwall 上次没有正常退出。要从 %1 恢复未保存的场景吗？</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::BreakdownChart</name>
    <message>
        <source>Where the step time goes</source>
        <translation>步时都花在哪里</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>步时 (s)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>This scenario: step %1</source>
        <translation>本场景：步时 %1</translation>
    </message>
    <message>
        <source>GPUs (count; best layout at each)</source>
        <translation>GPU 数（每个数量取最佳布局）</translation>
    </message>
    <message>
        <source>Share of the step (%)</source>
        <translation>占一步的比例 (%)</translation>
    </message>
    <message>
        <source>Across GPU counts</source>
        <translation>不同 GPU 数</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>已固定</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::CalibrateDialog</name>
    <message>
        <source>Calibrate to a Measured Run</source>
        <translation>按实测训练校准</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>步时 (s)</translation>
    </message>
    <message>
        <source>MFU (%)</source>
        <translation>MFU (%)</translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation>吞吐量 (token/s)</translation>
    </message>
    <message>
        <source>Compute efficiency (GEMM)</source>
        <translation>计算效率 (GEMM)</translation>
    </message>
    <message>
        <source>Link bandwidth (all tiers)</source>
        <translation>链路带宽（所有层级）</translation>
    </message>
    <message>
        <source>Enter one number measured on a real run of this scenario. Syncwall fits one knob so that it predicts the measurement, and keeps the fit for every later what-if on this cluster.</source>
        <translation>输入在此场景的真实训练中测得的一个数值。Syncwall 会拟合一个参数，使模型预测出这个测量值，并在此集群后续的每次推演中沿用这一拟合。</translation>
    </message>
    <message>
        <source>&amp;Measured:</source>
        <translation>实测值(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation>数值(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Fit:</source>
        <translation>拟合(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Calibrate</source>
        <translation>校准(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <source>Calibrate to a measured run</source>
        <translation>按实测训练校准</translation>
    </message>
    <message>
        <source>Applied. Edit ▸ Undo restores the previous calibration.</source>
        <translation>已应用。编辑 ▸ 撤销 可恢复之前的校准。</translation>
    </message>
    <message>
        <source>Press Calibrate to fit.</source>
        <translation>按“校准”进行拟合。</translation>
    </message>
    <message>
        <source>Fix the scenario&apos;s inputs first.</source>
        <translation>请先修正场景的输入。</translation>
    </message>
    <message>
        <source>Refused. %1</source>
        <translation>已拒绝。%1</translation>
    </message>
    <message>
        <source>“%1” is not a number the value can take (try 0.25, 1.2M or 2.5e6); it went back to %2.</source>
        <translation>“%1”不是该值可接受的数字（可输入如 0.25、1.2M 或 2.5e6）；已恢复为 %2。</translation>
    </message>
    <message>
        <source>From a training log</source>
        <translation>来自训练日志</translation>
    </message>
    <message>
        <source>From an nccl-tests output</source>
        <translation>来自 nccl-tests 输出</translation>
    </message>
    <message>
        <source>Paste or open the log of a real run of this scenario. Syncwall drops the warm-up and outlier iterations, takes the median of the rest and fits one knob to it.</source>
        <translation>粘贴或打开此场景某次真实训练的日志。Syncwall 会剔除预热和离群的迭代，取其余迭代的中位数，并据此拟合一个参数。</translation>
    </message>
    <message>
        <source>Paste or open an nccl-tests output measured on this cluster. Syncwall fits the link efficiency and latency of the tier the test ran on (one NVLink domain: scale-up; several: scale-out).</source>
        <translation>粘贴或打开在此集群上测得的 nccl-tests 输出。Syncwall 会拟合测试所在层级的链路效率和延迟（单个 NVLink 域：scale-up；多个：scale-out）。</translation>
    </message>
    <message>
        <source>Calibrate links to an nccl-tests output</source>
        <translation>按 nccl-tests 输出校准链路</translation>
    </message>
    <message>
        <source>Step times of several runs</source>
        <translation>多次训练的步时</translation>
    </message>
    <message>
        <source>Enter the step times measured on runs of this cluster at different scales: run 1 is the scenario as it is now, add the others with their GPU count and layout. With two or more, Syncwall fits compute and link efficiency apart and says how well the runs pin each down.</source>
        <translation>输入在此集群上以不同规模进行的训练中实测的步时：训练 1 即当前的场景，其余训练请连同其 GPU 数和布局一起添加。有两次或以上训练时，Syncwall 会分别拟合计算效率和链路效率，并说明这些训练对两者各自的确定程度。</translation>
    </message>
    <message>
        <source>Calibrate to a series of runs</source>
        <translation>按一系列训练校准</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>min</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>tok/s</source>
        <translation>token/s</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::CalibrateSeriesDelegate</name>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::CalibrateSeriesPanel</name>
    <message>
        <source>&amp;Remove Run</source>
        <translation>移除训练(&amp;R)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>Measured step</source>
        <translation>实测步时</translation>
    </message>
    <message>
        <source>Model now</source>
        <translation>当前模型</translation>
    </message>
    <message>
        <source>After fit</source>
        <translation>拟合后</translation>
    </message>
    <message>
        <source>Measured runs</source>
        <translation>实测训练</translation>
    </message>
    <message>
        <source>Data-parallel degree; auto: GPUs / (TP × PP × CP)</source>
        <translation>数据并行度；自动：GPU 数 / (TP × PP × CP)</translation>
    </message>
    <message>
        <source>Seconds per optimizer step measured on the run (typed like 12.5, 1.25e1)</source>
        <translation>在该次训练上实测的每个优化器步骤的秒数（可输入如 12.5、1.25e1）</translation>
    </message>
    <message>
        <source>The step the model predicts now, and its error against the measurement</source>
        <translation>模型当前预测的步时，及其相对实测值的误差</translation>
    </message>
    <message>
        <source>The step with the fitted compute and link scales, and its error</source>
        <translation>采用拟合的计算缩放和链路缩放后的步时，及其误差</translation>
    </message>
    <message>
        <source>A&amp;dd Run</source>
        <translation>添加训练(&amp;D)</translation>
    </message>
    <message>
        <source>Another run of this scenario at another GPU count (Insert)</source>
        <translation>此场景在另一 GPU 数下的又一次训练（Insert）</translation>
    </message>
    <message>
        <source>Add Run from F&amp;ile…</source>
        <translation>从文件添加训练(&amp;I)…</translation>
    </message>
    <message>
        <source>A saved scenario of this cluster with its own measured step</source>
        <translation>此集群的某个已保存场景，带有它自己的实测步时</translation>
    </message>
    <message>
        <source>Remove the selected run (Delete); run 1 is the scenario itself</source>
        <translation>移除所选训练（Delete）；训练 1 就是场景本身</translation>
    </message>
    <message>
        <source>Run 1 is the scenario as it is now</source>
        <translation>训练 1 即当前的场景</translation>
    </message>
    <message>
        <source>Cannot add %1 as a run: %2</source>
        <translation>无法将 %1 添加为训练：%2</translation>
    </message>
    <message>
        <source>Add a Measured Run</source>
        <translation>添加实测训练</translation>
    </message>
    <message>
        <source>Syncwall scenarios (*.json);;All files (*)</source>
        <translation>Syncwall 场景 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Run %1 (%2)</source>
        <translation>训练 %1（%2）</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>训练 %1</translation>
    </message>
    <message>
        <source>a time in seconds above 0, such as 12.5 or 1.25e1</source>
        <translation>大于 0 的秒数，如 12.5 或 1.25e1</translation>
    </message>
    <message>
        <source>a whole number, or auto</source>
        <translation>整数或“自动”</translation>
    </message>
    <message>
        <source>a whole number, such as 512 or 2k</source>
        <translation>整数，如 512 或 2k</translation>
    </message>
    <message>
        <source>%1, %2: “%3” is not a number the cell can take (%4); it kept its value.</source>
        <translation>%1，%2：“%3”不是该单元格可接受的数字（%4）；已保留原值。</translation>
    </message>
    <message>
        <source>Fix the scenario&apos;s inputs first.</source>
        <translation>请先修正场景的输入。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>A series needs at least two runs of this cluster at different scales. Add a run (Insert) and type the step time measured on it; run 1 is the scenario as it is now.</source>
        <translation>一个系列至少需要此集群上两次不同规模的训练。请添加一次训练（Insert）并输入在其上实测的步时；训练 1 即当前的场景。</translation>
    </message>
    <message>
        <source>Enter the measured step time of run %1 (seconds per optimizer step).</source>
        <translation>请输入训练 %1 的实测步时（每个优化器步骤的秒数）。</translation>
    </message>
    <message>
        <source>Enter the measured step times of runs %1 (seconds per optimizer step).</source>
        <translation>请输入训练 %1 的实测步时（每个优化器步骤的秒数）。</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::CalibrateSourcePanel</name>
    <message>
        <source>from the text</source>
        <translation>取自文本</translation>
    </message>
    <message>
        <source>Measured run text</source>
        <translation>实测训练的文本</translation>
    </message>
    <message>
        <source>&amp;Open File…</source>
        <translation>打开文件(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;GPUs in the test:</source>
        <translation>测试中的 GPU 数(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Nodes:</source>
        <translation>节点数(&amp;N)：</translation>
    </message>
    <message>
        <source>Paste a Megatron-LM, NeMo or torchtitan training log here, or open one. The iteration lines are enough.</source>
        <translation>在此粘贴 Megatron-LM、NeMo 或 torchtitan 的训练日志，或打开一个日志文件。只需包含迭代行即可。</translation>
    </message>
    <message>
        <source>Paste an nccl-tests output (all_reduce_perf, all_gather_perf, reduce_scatter_perf, alltoall_perf, sendrecv_perf) here, or open one.</source>
        <translation>在此粘贴 nccl-tests 输出（all_reduce_perf、all_gather_perf、reduce_scatter_perf、alltoall_perf、sendrecv_perf），或打开一个输出文件。</translation>
    </message>
    <message>
        <source>Training log:</source>
        <translation>训练日志：</translation>
    </message>
    <message>
        <source>nccl-tests output:</source>
        <translation>nccl-tests 输出：</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is %2; at most %3 is read. Open the part with the iterations (or the table) instead.</source>
        <translation>%1 大小为 %2；最多只读取 %3。请改为打开包含迭代（或表格）的部分。</translation>
    </message>
    <message>
        <source>Open a Training Log</source>
        <translation>打开训练日志</translation>
    </message>
    <message>
        <source>Open an nccl-tests Output</source>
        <translation>打开 nccl-tests 输出</translation>
    </message>
    <message>
        <source>Logs and text (*.log *.out *.txt *.md);;All files (*)</source>
        <translation>日志和文本 (*.log *.out *.txt *.md);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ChartTabs</name>
    <message>
        <source>GPU count from chart</source>
        <translation>从图表设置 GPU 数</translation>
    </message>
    <message>
        <source>Layout from chart</source>
        <translation>从图表设置布局</translation>
    </message>
    <message>
        <source>Apply what moves the sync wall</source>
        <translation>应用能移动同步墙的改动</translation>
    </message>
    <message>
        <source>S&amp;caling</source>
        <translation>扩展性(&amp;C)</translation>
    </message>
    <message>
        <source>Chec&amp;kpoints</source>
        <translation>检查点(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Memory</source>
        <translation>显存(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Layouts</source>
        <translation>布局(&amp;L)</translation>
    </message>
    <message>
        <source>Sync &amp;Wall</source>
        <translation>同步墙(&amp;W)</translation>
    </message>
    <message>
        <source>B&amp;reakdown</source>
        <translation>耗时分解(&amp;R)</translation>
    </message>
    <message>
        <source>C&amp;ompare</source>
        <translation>对比(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Sensitivity</source>
        <translation>敏感性(&amp;S)</translation>
    </message>
    <message>
        <source>These inputs cannot be computed (the parameter panel says why): fix them to see this chart.</source>
        <translation>这些输入无法计算（参数面板说明了原因）：修正后即可查看此图表。</translation>
    </message>
    <message>
        <source>These inputs cannot be computed (the parameter panel says why); this chart shows the last scenario that could be: %1.</source>
        <translation>这些输入无法计算（参数面板说明了原因）；此图表显示最后一个可以计算的场景：%1。</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ChartView</name>
    <message>
        <source>past %1 GPUs the job gets slower</source>
        <translation>超过 %1 张 GPU 后作业反而变慢</translation>
    </message>
    <message>
        <source>no sync wall in the GPU counts swept</source>
        <translation>在扫描的 GPU 数范围内没有同步墙</translation>
    </message>
    <message>
        <source>%1 GPUs: predicted JCT %2, expected with failures %3, GPU efficiency %4; %5. The data behind the chart: Edit, Copy Chart Data.</source>
        <translation>%1 张 GPU：预测 JCT %2，含故障的期望值 %3，GPU 效率 %4；%5。图表背后的数据：编辑 ▸ 复制图表数据。</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::CheckpointChart</name>
    <message>
        <source>Checkpoint interval, overhead and the spread of JCT under failures</source>
        <translation>检查点间隔、开销以及故障下 JCT 的分布</translation>
    </message>
    <message>
        <source>Overhead over the run vs checkpoint interval</source>
        <translation>整个训练的开销与检查点间隔</translation>
    </message>
    <message>
        <source>Checkpoint interval (%1, log scale)</source>
        <translation>检查点间隔（%1，对数坐标）</translation>
    </message>
    <message>
        <source>Overhead (%1)</source>
        <translation>开销（%1）</translation>
    </message>
    <message>
        <source>Checkpoint writes</source>
        <translation>写检查点</translation>
    </message>
    <message>
        <source>Lost work + recovery</source>
        <translation>丢失的工作 + 恢复</translation>
    </message>
    <message>
        <source>Total overhead</source>
        <translation>总开销</translation>
    </message>
    <message>
        <source>Current: every %1, %2 overhead</source>
        <translation>当前：每 %1 一次，开销 %2</translation>
    </message>
    <message>
        <source>Young: %1</source>
        <translation>Young：%1</translation>
    </message>
    <message>
        <source>Daly: %1</source>
        <translation>Daly：%1</translation>
    </message>
    <message>
        <source>Job completion time (%1)</source>
        <translation>作业完成时间（%1）</translation>
    </message>
    <message>
        <source>Simulated runs</source>
        <translation>模拟次数</translation>
    </message>
    <message>
        <source>Simulated JCT</source>
        <translation>模拟的 JCT</translation>
    </message>
    <message>
        <source>P10 %1</source>
        <translation>P10 %1</translation>
    </message>
    <message>
        <source>P50 %1</source>
        <translation>P50 %1</translation>
    </message>
    <message>
        <source>P90 %1</source>
        <translation>P90 %1</translation>
    </message>
    <message>
        <source>P10 = P50 = P90 = %1</source>
        <translation>P10 = P50 = P90 = %1</translation>
    </message>
    <message>
        <source>longest run: %1</source>
        <translation>最长一次：%1</translation>
    </message>
    <message>
        <source>no failures: %1</source>
        <translation>无故障：%1</translation>
    </message>
    <message>
        <source>JCT under failures: Monte Carlo running…</source>
        <translation>含故障的 JCT：蒙特卡洛模拟中…</translation>
    </message>
    <message>
        <source>Flush ends: %1</source>
        <translation>写入结束：%1</translation>
    </message>
    <message>
        <source>JCT under failures alone (%1 runs)</source>
        <translation>仅考虑故障的 JCT（%1 次运行）</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ChoiceField</name>
    <message>
        <source>%1 (not valid here)</source>
        <translation>%1（此处无效）</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::CompareTable</name>
    <message>
        <source>$%1</source>
        <translation>$%1</translation>
    </message>
    <message>
        <source>%1%2 pts</source>
        <translation>%1%2 个百分点</translation>
    </message>
    <message>
        <source> (%1%2)</source>
        <translation>（%1%2）</translation>
    </message>
    <message>
        <source>Baseline vs current scenario</source>
        <translation>基线与当前场景对比</translation>
    </message>
    <message>
        <source>Expected JCT (with failures)</source>
        <translation>期望 JCT（含故障）</translation>
    </message>
    <message>
        <source>JCT without failures</source>
        <translation>JCT（无故障）</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <source>Communication share of the step</source>
        <translation>通信占一步的比例</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>步时</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Pin the current scenario as a baseline, then change something: this table shows what moved.</source>
        <translation>先把当前场景固定为基线，再修改参数：此表显示哪些数值变了。</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>No baseline pinned</source>
        <translation>未固定基线</translation>
    </message>
    <message>
        <source>%1 MWh</source>
        <translation>%1 MWh</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>▲ better</source>
        <translation>▲ 更好</translation>
    </message>
    <message>
        <source>▼ worse</source>
        <translation>▼ 更差</translation>
    </message>
    <message>
        <source>= same</source>
        <translation>= 相同</translation>
    </message>
    <message>
        <source>Metrics of the baseline and the current scenario</source>
        <translation>基线和当前场景的指标</translation>
    </message>
    <message>
        <source>Inputs that differ</source>
        <translation>不同的输入</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>Peak memory per GPU</source>
        <translation>每 GPU 峰值显存</translation>
    </message>
    <message>
        <source>A (baseline): %1
B (current): %2</source>
        <translation>A（基线）：%1
B（当前）：%2</translation>
    </message>
    <message>
        <source>Pin Current as Baseline Again</source>
        <translation>再次将当前场景固定为基线</translation>
    </message>
    <message>
        <source>Pin Current as Baseline</source>
        <translation>将当前场景固定为基线</translation>
    </message>
    <message>
        <source>Keep the current scenario as the baseline (A) the charts compare with (Ctrl+B)</source>
        <translation>把当前场景保留为图表对比用的基线 A（Ctrl+B）</translation>
    </message>
    <message>
        <source>Baseline (A)</source>
        <translation>基线 (A)</translation>
    </message>
    <message>
        <source>Current (B)</source>
        <translation>当前 (B)</translation>
    </message>
    <message>
        <source>B vs A</source>
        <translation>B 对比 A</translation>
    </message>
    <message>
        <source>No input differs between A and B.</source>
        <translation>A 和 B 的输入完全相同。</translation>
    </message>
    <message>
        <source>Inputs that differ (%1)</source>
        <translation>不同的输入（%1）</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>无变化</translation>
    </message>
    <message>
        <source>%1, no input changed</source>
        <translation>%1，无输入改动</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <extracomment>One changed input in Compare&apos;s B label: key, value in A, value in B.</extracomment>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>%1, with %2</source>
        <translation>%1，其中 %2</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Between the changed inputs in Compare&apos;s B label.</extracomment>
        <translation>；</translation>
    </message>
    <message numerus="yes">
        <source>%1, with %2 (+%n more)</source>
        <translation>
            <numerusform>%1，其中 %2（另有 %n 项）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ExplorerView</name>
    <message>
        <source>Explorer</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>The same job at other GPU counts (the best layout at each; the rest as in this run, global batch and tokens included)</source>
        <translation>同一作业在其他 GPU 数下的表现（各取最佳布局；其余与本次运行相同，包括全局批大小和 token 数）</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ExportController</name>
    <message>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf);;CSV data (*.csv)</source>
        <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg);;PDF 文档 (*.pdf);;CSV 数据 (*.csv)</translation>
    </message>
    <message>
        <source>The chart was not written: %1</source>
        <translation>图表未写入：%1</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ExportDialog</name>
    <message>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Scenario name, model and GPU count</source>
        <translation>场景名称、模型和 GPU 数</translation>
    </message>
    <message>
        <source>Slide 16:9, 1920 × 1080</source>
        <translation>幻灯片 16:9，1920 × 1080</translation>
    </message>
    <message>
        <source>Slide 16:9, 3840 × 2160</source>
        <translation>幻灯片 16:9，3840 × 2160</translation>
    </message>
    <message>
        <source>Slide 4:3, 1600 × 1200</source>
        <translation>幻灯片 4:3，1600 × 1200</translation>
    </message>
    <message>
        <source>Slide 4:3, 3200 × 2400</source>
        <translation>幻灯片 4:3，3200 × 2400</translation>
    </message>
    <message>
        <source>As on screen, %1 × %2</source>
        <translation>与屏幕相同，%1 × %2</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Subtitle:</source>
        <translation>副标题(&amp;S)：</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>尺寸(&amp;Z)：</translation>
    </message>
    <message>
        <source>The chart&apos;s title</source>
        <translation>图表自身的标题</translation>
    </message>
    <message>
        <source>The finding (sync wall callout)</source>
        <translation>结论（同步墙标注）</translation>
    </message>
    <message>
        <source>Custom text</source>
        <translation>自定义文本</translation>
    </message>
    <message>
        <source>Slide 16:9 (13.33 × 7.5 in): PDF page; PNG, SVG 1920 × 1080 at 144 dpi</source>
        <translation>幻灯片 16:9（13.33 × 7.5 in）：PDF 页面；PNG、SVG 为 1920 × 1080，144 dpi</translation>
    </message>
    <message>
        <source>Draw:</source>
        <translation>绘制：</translation>
    </message>
    <message>
        <source>%1 (does not fit)</source>
        <translation>%1（放不下）</translation>
    </message>
    <message>
        <source>GPU axis from</source>
        <translation>GPU 轴起点</translation>
    </message>
    <message>
        <source>GPU axis to</source>
        <translation>GPU 轴终点</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>&amp;GPU axis:</source>
        <translation>GPU 轴(&amp;G)：</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>JCT axis from, days</source>
        <translation>JCT 轴起点（天）</translation>
    </message>
    <message>
        <source>JCT axis to, days</source>
        <translation>JCT 轴终点（天）</translation>
    </message>
    <message>
        <source>&amp;JCT axis:</source>
        <translation>JCT 轴(&amp;J)：</translation>
    </message>
    <message>
        <source>JCT axis from</source>
        <translation>JCT 轴起点</translation>
    </message>
    <message>
        <source>JCT axis to</source>
        <translation>JCT 轴终点</translation>
    </message>
    <message>
        <source>%1: “%2” is not a number of days (for example 30 or 1.5k); the field went back to %3.</source>
        <translation>%1：“%2”不是天数（例如 30 或 1.5k）；字段已恢复为 %3。</translation>
    </message>
    <message>
        <source>%1: must be between 0 (auto) and %2 days, not “%3”; the field went back to %4.</source>
        <translation>%1：必须介于 0（自动）与 %2 天之间，而不是“%3”；字段已恢复为 %4。</translation>
    </message>
    <message>
        <source>The GPU axis must start below where it ends (%1 to %2 GPUs).</source>
        <translation>GPU 轴的起点必须小于终点（%1 到 %2 个 GPU）。</translation>
    </message>
    <message>
        <source>The JCT axis must start below where it ends (%1 to %2).</source>
        <translation>JCT 轴的起点必须小于终点（%1 到 %2）。</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::FieldRow</name>
    <message>
        <source>Problem with %1</source>
        <translation>%1 的问题</translation>
    </message>
    <message>
        <source>the field went back to the value in use.</source>
        <translation>输入框已恢复为当前使用的值。</translation>
    </message>
    <message>
        <source>%1 takes whole numbers, not “%2”; %3</source>
        <translation>%1 只接受整数，不接受“%2”；%3</translation>
    </message>
    <message>
        <source>%1 “%2” was not taken; %3</source>
        <translation>%1“%2”未被采用；%3</translation>
    </message>
    <message>
        <source>for example %1</source>
        <translation>例如 %1</translation>
    </message>
    <message>
        <source>for example %1 or %1 %2</source>
        <translation>例如 %1 或 %1 %2</translation>
    </message>
    <message>
        <source>“%1” is not a number this field can read (%2); %3</source>
        <translation>“%1”不是此字段能读取的数字（%2）；%3</translation>
    </message>
    <message>
        <source>%1 step</source>
        <translation>%1 步</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 步</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::FileController</name>
    <message>
        <source>Syncwall scenarios (*.syncwall.json);;Exported charts (*.png *.svg *.pdf);;JSON files (*.json);;All files (*)</source>
        <translation>Syncwall 场景 (*.syncwall.json);;导出的图表 (*.png *.svg *.pdf);;JSON 文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation>场景另存为</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>The scenario was not saved to %1:
%2</source>
        <translation>场景未能保存到 %1：
%2</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <source>The scenario has unsaved changes. Save them first?</source>
        <translation>场景有未保存的修改。先保存吗？</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <source>%1 was not opened; the current scenario is unchanged.</source>
        <translation>%1 未打开；当前场景保持不变。</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>文件已在磁盘上更改</translation>
    </message>
    <message>
        <source>%1 was changed by another program. Reload it? Your current scenario stays if you keep it.</source>
        <translation>%1 已被其他程序修改。要重新加载吗？若选择保留，当前场景保持不变。</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>重新加载(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keep Mine</source>
        <translation>保留我的(&amp;K)</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::FramePainter</name>
    <message>
        <source>Unknown animation &quot;%1&quot;; known: %2</source>
        <translation>未知动画“%1”；可用：%2</translation>
    </message>
    <message>
        <source>--phase must be in [0, 1]</source>
        <translation>--phase 必须在 [0, 1] 内</translation>
    </message>
    <message>
        <source>--size must be between 320x200 and 8192x8192</source>
        <translation>--size 必须在 320x200 到 8192x8192 之间</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::HeadlineCards</name>
    <message>
        <source>communication-bound
(below 70 %)</source>
        <translation>通信受限
（低于 70%）</translation>
    </message>
    <message>
        <source>balanced
(70 to 85 %)</source>
        <translation>均衡
（70% 到 85%）</translation>
    </message>
    <message>
        <source>compute-bound
(above 85 %)</source>
        <translation>计算受限
（高于 85%）</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>ring</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>tree</translation>
    </message>
    <message>
        <source>hierarchical</source>
        <translation>分层</translation>
    </message>
    <message>
        <source>in-switch</source>
        <translation>交换机内</translation>
    </message>
    <message>
        <source>Predicted JCT</source>
        <translation>预测 JCT</translation>
    </message>
    <message>
        <source>Expected with failures</source>
        <translation>含故障的期望值</translation>
    </message>
    <message>
        <source>Sync wall</source>
        <translation>同步墙</translation>
    </message>
    <message>
        <source>GPU utilization efficiency</source>
        <translation>GPU 利用效率</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>步时</translation>
    </message>
    <message>
        <source>Communication share</source>
        <translation>通信占比</translation>
    </message>
    <message>
        <source>All-reduce time</source>
        <translation>all-reduce 时间</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <source>Expected failures</source>
        <translation>预期故障次数</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>fix the inputs
to see this</source>
        <translation>请先修正输入
才能显示此项</translation>
    </message>
    <message>
        <source>failure-free
%1 steps</source>
        <translation>无故障
共 %1 步</translation>
    </message>
    <message>
        <source>%1 TFLOP/s per GPU
HFU %2</source>
        <translation>每 GPU %1 TFLOP/s
HFU %2</translation>
    </message>
    <message>
        <source>compute %1
bubble %2</source>
        <translation>计算 %1
气泡 %2</translation>
    </message>
    <message>
        <source>of %1
fits in HBM</source>
        <translation>/ %1
放得下</translation>
    </message>
    <message>
        <source>of %1
does not fit in HBM</source>
        <translation>/ %1
HBM 放不下</translation>
    </message>
    <message>
        <source>cluster MTBF %1</source>
        <translation>集群 MTBF %1</translation>
    </message>
    <message>
        <source>set by hand</source>
        <translation>手动设定</translation>
    </message>
    <message>
        <source>optimal, Daly</source>
        <translation>最优，Daly</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 token/s</translation>
    </message>
    <message>
        <source>%1 tokens in the run</source>
        <translation>全程 %1 token</translation>
    </message>
    <message>
        <source>%1 GPU-hours</source>
        <translation>%1 GPU 小时</translation>
    </message>
    <message>
        <source>at PUE %1</source>
        <translation>PUE %1 时</translation>
    </message>
    <message>
        <source>sweeping GPU counts</source>
        <translation>正在扫描 GPU 数</translation>
    </message>
    <message>
        <source>efficiency &lt; 85 % from %1</source>
        <translation>从 %1 起效率 &lt; 85%</translation>
    </message>
    <message>
        <source>efficiency &lt; 70 % from %1</source>
        <translation>从 %1 起效率 &lt; 70%</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 张 GPU</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>未达到</translation>
    </message>
    <message>
        <source>efficiency stays above 85 %</source>
        <translation>效率始终高于 85%</translation>
    </message>
    <message>
        <source>Monte Carlo running…</source>
        <translation>蒙特卡洛模拟中…</translation>
    </message>
    <message>
        <source>not within %1</source>
        <translation>%1 以内未出现</translation>
    </message>
    <message>
        <source>bubble-bound
(below 70 %)</source>
        <translation>气泡受限
（低于 70%）</translation>
    </message>
    <message>
        <source>Compute-only time</source>
        <translation>纯计算时间</translation>
    </message>
    <message>
        <source>CP %1 · EP %2 · ZeRO %3</source>
        <translation>CP %1 · EP %2 · ZeRO %3</translation>
    </message>
    <message>
        <source>1 micro-batch of %1</source>
        <translation>1 个微批次，大小 %1</translation>
    </message>
    <message>
        <source>%1 micro-batches of %2</source>
        <translation>%1 个微批次，每个大小 %2</translation>
    </message>
    <message>
        <source>P10–P90 of %1 runs
%2</source>
        <translation>%1 次模拟的 P10–P90
%2</translation>
    </message>
    <message>
        <source>at achieved kernel speed:</source>
        <translation>按实际 kernel 速度：</translation>
    </message>
    <message>
        <source>at kernel speed:</source>
        <translation>按 kernel 速度：</translation>
    </message>
    <message>
        <source>no comm., bubble, failures</source>
        <translation>不含通信、气泡、故障</translation>
    </message>
    <message>
        <source>no comm./bubble/fails</source>
        <translation>不含通信/气泡/故障</translation>
    </message>
    <message>
        <source>exposed communication</source>
        <translation>暴露的通信</translation>
    </message>
    <message>
        <source>exposed comm.</source>
        <translation>暴露的通信</translation>
    </message>
    <message>
        <source>in each step</source>
        <translation>在每一步中</translation>
    </message>
    <message>
        <source>%1 per rank, %2 ranks</source>
        <translation>每 rank %1，%2 个 rank</translation>
    </message>
    <message>
        <source>%1 × %2 ranks</source>
        <translation>%1 × %2 个 rank</translation>
    </message>
    <message>
        <source>%1, bus %2</source>
        <translation>%1，总线 %2</translation>
    </message>
    <message>
        <source>when the last flush ends; Daly %1</source>
        <translation>上一次写入结束时；Daly %1</translation>
    </message>
    <message>
        <source>when the last flush ends</source>
        <translation>上一次写入结束时</translation>
    </message>
    <message>
        <source>once a step, the most often; Daly %1</source>
        <translation>每步一次，最频繁；Daly %1</translation>
    </message>
    <message>
        <source>once a step</source>
        <translation>每步一次</translation>
    </message>
    <message>
        <source>%1; Young %2</source>
        <translation>%1；Young %2</translation>
    </message>
    <message>
        <source>each blocks %1</source>
        <translation>每次阻塞 %1</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <source>&lt; 85 % from %1</source>
        <translation>%1 起 &lt; 85%</translation>
    </message>
    <message>
        <source>&lt; 70 % from %1</source>
        <translation>%1 起 &lt; 70%</translation>
    </message>
    <message>
        <source>P10–P90 %1</source>
        <translation>P10–P90 %1</translation>
    </message>
    <message>
        <source>model error × failures</source>
        <translation>模型误差 × 故障</translation>
    </message>
    <message>
        <source>experts: %1 more, %2 ranks</source>
        <translation>专家：另加 %1，%2 个 rank</translation>
    </message>
    <message>
        <source>experts: +%1</source>
        <translation>专家：+%1</translation>
    </message>
    <message>
        <source>no valid layout
at any GPU count</source>
        <translation>任何 GPU 数下
都没有有效布局</translation>
    </message>
    <message>
        <source>%1 mean × %2 ranks</source>
        <translation>平均 %1 × %2 个 rank</translation>
    </message>
    <message>
        <source>%1 per rank, the mean of an fp32 reduce-scatter and a 16-bit all-gather, %2 ranks</source>
        <translation>每 rank %1，即 fp32 reduce-scatter 与 16 位 all-gather 的平均，%2 个 rank</translation>
    </message>
    <message>
        <source>flush-bound; Daly %1</source>
        <translation>受写入限制；Daly %1</translation>
    </message>
    <message>
        <source>once a step; Daly %1</source>
        <translation>每步一次；Daly %1</translation>
    </message>
    <message>
        <source>outside the validated range:</source>
        <translation>超出验证范围：</translation>
    </message>
    <message>
        <source>not validated:</source>
        <translation>未验证：</translation>
    </message>
    <message>
        <source>no P10–P90 band</source>
        <translation>无 P10–P90 区间</translation>
    </message>
    <message>
        <source>%1 GPU-h</source>
        <translation>%1 GPU 时</translation>
    </message>
    <message>
        <source>no valid layout beyond %1 GPUs</source>
        <translation>超过 %1 个 GPU 无有效布局</translation>
    </message>
    <message>
        <source>no layout beyond %1</source>
        <translation>超过 %1 无布局</translation>
    </message>
    <message>
        <source>at this global batch</source>
        <translation>在此全局批量下</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ImportController</name>
    <message>
        <source>larger than %1 bytes: not a config to import</source>
        <translation>大于 %1 字节：不是可导入的配置</translation>
    </message>
    <message>
        <source>Import Config</source>
        <translation>导入配置</translation>
    </message>
    <message>
        <source>Launch and model configs (*.sh *.bash *.yaml *.yml *.toml *.json *.txt);;Megatron-LM launch scripts (*.sh *.bash *.txt);;NeMo and Megatron-Bridge recipes (*.yaml *.yml);;torchtitan configs (*.toml);;Hugging Face config.json (*.json);;All files (*)</source>
        <translation>启动与模型配置 (*.sh *.bash *.yaml *.yml *.toml *.json *.txt);;Megatron-LM 启动脚本 (*.sh *.bash *.txt);;NeMo 和 Megatron-Bridge 配方 (*.yaml *.yml);;torchtitan 配置 (*.toml);;Hugging Face config.json (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>无法导入</translation>
    </message>
    <message>
        <source>%1 was not imported; the current scenario is unchanged.</source>
        <translation>%1 未导入；当前场景保持不变。</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ImportReportDialog</name>
    <message>
        <source>Imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>From</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>已导入 %1</translation>
    </message>
    <message>
        <source>Change these keys: the imported scenario does not validate yet.
%1</source>
        <translation>请修改这些键：导入的场景尚未通过校验。
%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n key(s) set from the file or its framework&apos;s defaults</source>
        <translation>
            <numerusform>%1（%2）：%n 个键取自文件或其框架的默认值</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n more changed with them (listed last)</source>
        <translation>
            <numerusform>；另有 %n 个随之更改（列在最后）</numerusform>
        </translation>
    </message>
    <message>
        <source>; every other key keeps its value. Edit › Undo takes the import back.</source>
        <translation>；其余各键保持原值。编辑 › 撤销可撤回此次导入。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>the imported model is no preset</source>
        <translation>导入的模型不是预设</translation>
    </message>
    <message>
        <source>reset: the layout did not fit the imported model</source>
        <translation>已重置：原布局不适合导入的模型</translation>
    </message>
    <message>
        <source>the imported model&apos;s default</source>
        <translation>导入模型的默认值</translation>
    </message>
    <message>
        <source>not in the file: was %1 (%2)</source>
        <translation>文件中未给出：原为 %1（%2）</translation>
    </message>
    <message>
        <source>%1; was %2</source>
        <translation>%1；原为 %2</translation>
    </message>
    <message>
        <source>the file sets %1 instead</source>
        <translation>文件改为设置 %1</translation>
    </message>
    <message>
        <source>the catalog&apos;s model of the imported shape</source>
        <translation>与导入形状相同的目录模型</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::LayoutsChart</name>
    <message>
        <source>Layout search: best step time by TP and PP</source>
        <translation>布局搜索：各 TP 和 PP 下的最佳步时</translation>
    </message>
    <message>
        <source>Best step time (s%1)</source>
        <translation>最佳步时（s%1）</translation>
    </message>
    <message>
        <source>, log scale</source>
        <translation>，对数坐标</translation>
    </message>
    <message>
        <source>Tensor-parallel degree TP (GPUs per layer)</source>
        <translation>张量并行度 TP（每层 GPU 数）</translation>
    </message>
    <message>
        <source>Pipeline-parallel degree PP (stages)</source>
        <translation>流水线并行度 PP（阶段数）</translation>
    </message>
    <message>
        <source>Nothing fits in %1 per GPU at %2 GPUs: the smallest layout needs %3</source>
        <translation>%2 张 GPU 时每 GPU %1 什么都放不下：最小的布局也需要 %3</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>✕ %1</source>
        <translation>✕ %1</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Fastest that fits: %1 s</source>
        <translation>放得下的最快布局：%1 s</translation>
    </message>
    <message>
        <source>✕ does not fit: memory needed per GPU</source>
        <translation>✕ 放不下：每 GPU 所需显存</translation>
    </message>
    <message>
        <source>– no valid layout</source>
        <translation>– 无有效布局</translation>
    </message>
    <message>
        <source>%1
%2
Step %3, MFU %4, memory %5 per GPU</source>
        <translation>%1
%2
步时 %3，MFU %4，每 GPU 显存 %5</translation>
    </message>
    <message>
        <source>Does not fit in GPU memory</source>
        <translation>GPU 显存放不下</translation>
    </message>
    <message>
        <source>Click to apply this layout</source>
        <translation>点击应用此布局</translation>
    </message>
    <message>
        <source>* ZeRO-3: outside the validated range</source>
        <translation>* ZeRO-3：超出已验证范围</translation>
    </message>
    <message>
        <source>ZeRO-3 under this software stack: outside the validated range (measured runs check only PyTorch FSDP&apos;s)</source>
        <translation>此软件栈下的 ZeRO-3：超出已验证范围（实测运行只验证了 PyTorch FSDP 的 ZeRO-3）</translation>
    </message>
    <message>
        <source>This scenario&apos;s layout (TP %1, PP %2): %3 s</source>
        <translation>此场景的布局（TP %1，PP %2）：%3 s</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::MainWindow</name>
    <message>
        <source>E&amp;xplorer</source>
        <translation>概览(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Assumptions</source>
        <translation>假设(&amp;A)</translation>
    </message>
    <message>
        <source>%1[*] — Syncwall</source>
        <translation>%1[*] — Syncwall</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>示例(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export Chart…</source>
        <translation>导出图表(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Copy Chart</source>
        <translation>复制图表(&amp;C)</translation>
    </message>
    <message>
        <source>Copy Chart &amp;Data (CSV)</source>
        <translation>复制图表数据 (CSV)(&amp;D)</translation>
    </message>
    <message>
        <source>Reset to &amp;Presets</source>
        <translation>重置为预设(&amp;P)</translation>
    </message>
    <message>
        <source>Reset to presets</source>
        <translation>重置为预设</translation>
    </message>
    <message>
        <source>Apply the model and system presets again</source>
        <translation>重新应用模型和系统预设</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Expert Mode</source>
        <translation>专家模式(&amp;E)</translation>
    </message>
    <message>
        <source>Keep the current scenario as the baseline the charts compare with</source>
        <translation>把当前场景保留为图表对比用的基线</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Syncwall</source>
        <translation>关于 Syncwall(&amp;A)</translation>
    </message>
    <message>
        <source>About Syncwall</source>
        <translation>关于 Syncwall</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Syncwall %1&lt;/h3&gt;&lt;p&gt;A what-if explorer for the job completion time of distributed training runs.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Syncwall %1&lt;/h3&gt;&lt;p&gt;分布式训练作业完成时间（JCT）的假设推演工具。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Ca&amp;librate to a Measured Run…</source>
        <translation>按实测训练校准(&amp;L)…</translation>
    </message>
    <message>
        <source>Fit the efficiency to a step time, MFU or throughput measured on a real run</source>
        <translation>按真实训练中测得的步时、MFU 或吞吐量拟合效率</translation>
    </message>
    <message>
        <source>P&amp;in as Baseline</source>
        <translation>固定为基线(&amp;I)</translation>
    </message>
    <message>
        <source>Sim&amp;ple Mode</source>
        <translation>简单模式(&amp;P)</translation>
    </message>
    <message>
        <source>Clear &amp;Baseline</source>
        <translation>清除基线(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <source>Read how to use Syncwall (works offline)</source>
        <translation>阅读 Syncwall 使用说明（离线可用）</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>规划</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>Take the model or the layout from a config.json, a Megatron-LM script, a NeMo recipe or a torchtitan TOML</source>
        <translation>从 config.json、Megatron-LM 脚本、NeMo 配方或 torchtitan TOML 中读取模型或布局</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::MemoryChart</name>
    <message>
        <source>Memory per GPU against HBM capacity</source>
        <translation>每 GPU 显存与 HBM 容量对比</translation>
    </message>
    <message>
        <source>This scenario
%1</source>
        <translation>本场景
%1</translation>
    </message>
    <message>
        <source>TP %1 · PP %2
mb %3 · ZeRO %4</source>
        <translation>TP %1 · PP %2
微批次 %3 · ZeRO %4</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <source>HBM capacity %1 per GPU (✕ = does not fit)</source>
        <translation>每 GPU HBM 容量 %1（✕ = 放不下）</translation>
    </message>
    <message>
        <source>GPUs (count; best layout at each)</source>
        <translation>GPU 数（每个数量取最佳布局）</translation>
    </message>
    <message>
        <source>Best layouts at %1 GPUs</source>
        <translation>%1 张 GPU 时的最佳布局</translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>每 GPU 显存 (GB)</translation>
    </message>
    <message>
        <source>✕ %1</source>
        <translation>✕ %1</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::NameField</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Scenario name</source>
        <translation>场景名称</translation>
    </message>
    <message>
        <source>The scenario&apos;s name in the window title, saved file, exports and Compare. Leave it empty to name the scenario from its content.</source>
        <translation>场景名称，用于窗口标题、保存的文件、导出和对比。留空则根据场景内容自动命名。</translation>
    </message>
    <message>
        <source>Named from the content</source>
        <translation>根据内容命名</translation>
    </message>
    <message>
        <source>Named by you</source>
        <translation>由您命名</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::NearbyCountsOffer</name>
    <message>
        <source>No layout works at %1 GPUs with this model and batch. Nearest that work: %2.</source>
        <translation>在此模型和批大小下，%1 张 GPU 没有可行的布局。最接近的可行 GPU 数：%2。</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ParameterPanel</name>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Simple mode shows the inputs that matter most. Expert mode (View ▸ Expert Mode) shows every key of the scenario file.</source>
        <translation>简单模式只显示最重要的输入。专家模式（视图 ▸ 专家模式）显示场景文件中的每个键。</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>%1 mode</source>
        <translation>%1模式</translation>
    </message>
    <message>
        <source>Data parallel (DP) is derived once the layout is valid.</source>
        <translation>布局有效后即可推出数据并行度 (DP)。</translation>
    </message>
    <message>
        <source>GPUs %1</source>
        <translation>GPU 数改为 %1</translation>
    </message>
    <message>
        <source>Data parallel (DP) = %1, derived from the GPU count</source>
        <translation>数据并行 (DP) = %1，由 GPU 数推出</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::PlanView</name>
    <message>
        <source>Finish within</source>
        <translation>完成期限</translation>
    </message>
    <message>
        <source>Spend at most</source>
        <translation>最多花费</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>Deadline in days</source>
        <translation>期限（天）</translation>
    </message>
    <message>
        <source> USD</source>
        <translation> 美元</translation>
    </message>
    <message>
        <source>Budget in US dollars</source>
        <translation>预算（美元）</translation>
    </message>
    <message>
        <source>For each system of the catalog: the fewest GPUs whose expected JCT (failures and checkpoints included) meets the deadline, or the fastest run within the budget, with the best layout at that count. The model, batch, tokens and precision are this scenario&apos;s; the price per GPU-hour and the failure rates are each system&apos;s own, unless you set this scenario&apos;s yourself.</source>
        <translation>对目录中的每个系统：预期 JCT（含故障和检查点）满足期限所需的最少 GPU 数，或在预算内最快的运行，均采用该数量下的最佳布局。模型、批大小、token 数和精度取本场景的值；每 GPU 小时价格和故障率取各系统自己的默认值，除非您为本场景自行设置了它们。</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>Expected JCT</source>
        <translation>预期 JCT</translation>
    </message>
    <message>
        <source>P10–P90</source>
        <translation>P10–P90</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Plans per system</source>
        <translation>各系统的规划</translation>
    </message>
    <message>
        <source>The scenario has problems: fix them in the panel to plan.</source>
        <translation>场景存在问题：请先在面板中修正后再规划。</translation>
    </message>
    <message>
        <source>Planning…</source>
        <translation>规划中…</translation>
    </message>
    <message>
        <source>no layout fits in memory</source>
        <translation>没有可放入显存的布局</translation>
    </message>
    <message>
        <source>no peak at this precision</source>
        <translation>此精度下无峰值算力</translation>
    </message>
    <message>
        <source>met</source>
        <translation>满足</translation>
    </message>
    <message>
        <source>missed: the fastest run shown</source>
        <translation>未满足：显示最快的运行</translation>
    </message>
    <message>
        <source>over budget: the cheapest run shown</source>
        <translation>超出预算：显示最便宜的运行</translation>
    </message>
    <message>
        <source>Draw the deadline on the scaling chart</source>
        <translation>在扩展性图表上绘制期限</translation>
    </message>
    <message>
        <source>Saves the deadline in the scenario (plan.deadline_days): the scaling chart and its exports draw it as a line</source>
        <translation>将期限保存到场景中（plan.deadline_days）：扩展性图表及其导出会把它绘制为一条线</translation>
    </message>
    <message>
        <source>Set the deadline</source>
        <translation>设置期限</translation>
    </message>
    <message>
        <source>Remove the deadline</source>
        <translation>移除期限</translation>
    </message>
    <message>
        <source>hour,hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>day,days</source>
        <translation>天,日</translation>
    </message>
    <message>
        <source>week,weeks</source>
        <translation>周,星期</translation>
    </message>
    <message>
        <source>month,months</source>
        <translation>个月,月</translation>
    </message>
    <message>
        <source>year,years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>Days, or hours, weeks, months, years: 90, 2160 h, 12 weeks, 3 months</source>
        <translation>天数，或小时、周、月、年：90、2160 h、12 周、3 个月</translation>
    </message>
    <message>
        <source>thousand</source>
        <translation>千</translation>
    </message>
    <message>
        <source>million</source>
        <translation>百万</translation>
    </message>
    <message>
        <source>billion</source>
        <translation>十亿</translation>
    </message>
    <message>
        <source>US dollars: 20000000, 20M, 20 million or $20M</source>
        <translation>美元：20000000、20M、2000万、0.2亿 或 $20M</translation>
    </message>
    <message>
        <source>“%1” is not a deadline the plan can take: type days (90) or hours, weeks, months or years (2160 h, 12 weeks, 3 months), from %2 to %3 days.</source>
        <translation>“%1”不是可用的期限：请输入天数（90）或小时、周、月、年（2160 h、12 周、3 个月），范围 %2 至 %3 天。</translation>
    </message>
    <message>
        <source>“%1” is not a budget the plan can take: type US dollars (20000000, 20M, 20 million or $20M), from %2 to %3.</source>
        <translation>“%1”不是可用的预算：请输入美元金额（20000000、20M、20 million 或 $20M），范围 %2 至 %3。</translation>
    </message>
    <message>
        <source>“%1” is outside the deadlines the plan can take: from %2 to %3 days.</source>
        <translation>“%1”超出了规划可接受的期限范围：%2 至 %3 天。</translation>
    </message>
    <message>
        <source>“%1” is outside the budgets the plan can take: from %2 to %3.</source>
        <translation>“%1”超出了规划可接受的预算范围：%2 至 %3。</translation>
    </message>
    <message>
        <source>not validated</source>
        <translation>超出验证范围</translation>
    </message>
    <message>
        <source>Outside the validated range: no P10–P90 band</source>
        <translation>超出验证范围：无 P10–P90 区间</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>未达成</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>超出预算</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::PresetPicker</name>
    <message>
        <source>%1, as of %2</source>
        <translation>%1，截至 %2</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Apply the preset again, undoing edits of its fields</source>
        <translation>重新应用预设，撤销对其字段的修改</translation>
    </message>
    <message>
        <source>Reset %1 to preset</source>
        <translation>将%1重置为预设</translation>
    </message>
    <message>
        <source>%1 source</source>
        <translation>%1来源</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Values set by hand</source>
        <translation>手动设定的值</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::PresetPickers</name>
    <message>
        <source>Mo&amp;del</source>
        <translation>模型(&amp;D)</translation>
    </message>
    <message>
        <source>S&amp;ystem</source>
        <translation>系统(&amp;Y)</translation>
    </message>
    <message>
        <source>GP&amp;U type</source>
        <translation>GPU 型号(&amp;U)</translation>
    </message>
    <message>
        <source>Fabr&amp;ic</source>
        <translation>网络(&amp;I)</translation>
    </message>
    <message>
        <source>Choose model %1</source>
        <translation>选择模型 %1</translation>
    </message>
    <message>
        <source>Choose system %1</source>
        <translation>选择系统 %1</translation>
    </message>
    <message>
        <source>Choose GPU %1</source>
        <translation>选择 GPU %1</translation>
    </message>
    <message>
        <source>Choose fabric %1</source>
        <translation>选择网络 %1</translation>
    </message>
    <message>
        <source>Choose failure data %1</source>
        <translation>选择故障数据 %1</translation>
    </message>
    <message>
        <source>Fa&amp;ilure data</source>
        <translation>故障数据(&amp;I)</translation>
    </message>
    <message>
        <source>Not the GPU of the %1 (%2): its NVLink, NICs, price and failure data stay the system&apos;s.</source>
        <translation>不是 %1 自带的 GPU（%2）：NVLink、网卡、价格和故障数据仍沿用该系统的。</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ScalingChart</name>
    <message>
        <source>Job completion time and efficiency vs GPU count</source>
        <translation>作业完成时间和效率与 GPU 数</translation>
    </message>
    <message>
        <source>Ideal linear scaling</source>
        <translation>理想线性扩展</translation>
    </message>
    <message>
        <source>Efficiency (right axis)</source>
        <translation>效率（右轴）</translation>
    </message>
    <message>
        <source>JCT without failures</source>
        <translation>JCT（无故障）</translation>
    </message>
    <message>
        <source>Expected JCT with failures and checkpoints</source>
        <translation>含故障和检查点的期望 JCT</translation>
    </message>
    <message>
        <source>Does not fit in GPU memory</source>
        <translation>GPU 显存放不下</translation>
    </message>
    <message>
        <source>GPUs (count, log₂ scale)</source>
        <translation>GPU 数（log₂ 坐标）</translation>
    </message>
    <message>
        <source>Job completion time (%1, log scale)</source>
        <translation>作业完成时间（%1，对数坐标）</translation>
    </message>
    <message>
        <source>Efficiency (%)</source>
        <translation>效率 (%)</translation>
    </message>
    <message>
        <source>Efficiency below 85% / 70%</source>
        <translation>效率低于 85% / 70%</translation>
    </message>
    <message>
        <source>P10–P90 band of this scenario</source>
        <translation>本场景的 P10–P90 区间</translation>
    </message>
    <message>
        <source>This scenario&apos;s point</source>
        <translation>本场景的点</translation>
    </message>
    <message>
        <source>Deadline line</source>
        <translation>期限线</translation>
    </message>
    <message>
        <source>Baseline (dashed)</source>
        <translation>基线（虚线）</translation>
    </message>
    <message>
        <source>Baseline: expected JCT and efficiency (dashed)</source>
        <translation>基线：期望 JCT 和效率（虚线）</translation>
    </message>
    <message>
        <source>P10–P90 at %1 GPUs</source>
        <translation>%1 张 GPU 时的 P10–P90</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ScenarioModel</name>
    <message>
        <source>Change %1</source>
        <translation>修改%1</translation>
    </message>
    <message>
        <source>%1 (layout %2 to stay valid)</source>
        <translation>%1（改用布局 %2 以保持有效）</translation>
    </message>
    <message>
        <source>The layout changed to %1: the one before has no valid form at %2 GPUs.</source>
        <translation>布局已改为 %1：原布局在 %2 张 GPU 下无效。</translation>
    </message>
    <message>
        <source>Use the automatic name</source>
        <translation>使用自动名称</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>重命名场景</translation>
    </message>
    <message>
        <source>TP %1 · PP %2 · CP %3 · EP %4, micro-batch %5</source>
        <translation>TP %1 · PP %2 · CP %3 · EP %4，微批次 %5</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::SensitivityChart</name>
    <message>
        <source>What moves the expected JCT: each assumption over its range</source>
        <translation>什么在影响期望 JCT：每项假设在其取值范围内的变化</translation>
    </message>
    <message>
        <source>Compute (GEMM) efficiency</source>
        <translation>计算 (GEMM) 效率</translation>
    </message>
    <message>
        <source>Scale-up link efficiency</source>
        <translation>Scale-up 链路效率</translation>
    </message>
    <message>
        <source>Scale-out link efficiency</source>
        <translation>Scale-out 链路效率</translation>
    </message>
    <message>
        <source>DP overlap</source>
        <translation>DP 重叠</translation>
    </message>
    <message>
        <source>Cluster MTBF</source>
        <translation>集群 MTBF</translation>
    </message>
    <message>
        <source>Checkpoint bandwidth</source>
        <translation>检查点带宽</translation>
    </message>
    <message>
        <source>Recovery time</source>
        <translation>恢复时间</translation>
    </message>
    <message>
        <source>Step jitter (CV)</source>
        <translation>步时抖动 (CV)</translation>
    </message>
    <message>
        <source>One slow GPU</source>
        <translation>一张慢卡</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>Assumption at the low end of its range</source>
        <translation>假设取范围下限</translation>
    </message>
    <message>
        <source>Assumption at the high end of its range</source>
        <translation>假设取范围上限</translation>
    </message>
    <message>
        <source>%1
%2 → %3</source>
        <translation>%1
%2 → %3</translation>
    </message>
    <message>
        <source>Expected JCT (%1)</source>
        <translation>期望 JCT（%1）</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>期望 %1</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>无影响</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::SweepTable</name>
    <message>
        <source>GPU-count sweep</source>
        <translation>GPU 数扫描</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Layout (TP·PP·CP·DP)</source>
        <translation>布局 (TP·PP·CP·DP)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步时</translation>
    </message>
    <message>
        <source>JCT</source>
        <translation>JCT</translation>
    </message>
    <message>
        <source>With failures</source>
        <translation>含故障</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>%1&#x2009;·&#x2009;%2&#x2009;·&#x2009;%3&#x2009;·&#x2009;%4</source>
        <translation>%1&#x2009;·&#x2009;%2&#x2009;·&#x2009;%3&#x2009;·&#x2009;%4</translation>
    </message>
    <message>
        <source>%1 ✗</source>
        <translation>%1 ✗</translation>
    </message>
    <message>
        <source>no valid layout</source>
        <translation>无有效布局</translation>
    </message>
    <message>
        <source>%1&#x2009;◀&#x2009;sync wall</source>
        <translation>%1&#x2009;◀&#x2009;同步墙</translation>
    </message>
    <message>
        <source>%1&#x2009;◀&#x2009;this run</source>
        <translation>%1&#x2009;◀&#x2009;本次</translation>
    </message>
    <message>
        <source>Does not fit in GPU memory</source>
        <translation>GPU 显存放不下</translation>
    </message>
    <message>
        <source>This run with its own layout</source>
        <translation>本次运行（使用其自身布局）</translation>
    </message>
    <message>
        <source>The best layout at %1 GPUs; double-click to apply it</source>
        <translation>%1 张 GPU 下的最佳布局；双击即可应用</translation>
    </message>
    <message>
        <source>Apply the best layout at %1 GPUs</source>
        <translation>应用 %1 张 GPU 下的最佳布局</translation>
    </message>
    <message>
        <source>%1&#x2009;◀&#x2009;this run, sync wall</source>
        <translation>%1&#x2009;◀&#x2009;本次，同步墙</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::SyncWallFinder</name>
    <message>
        <source>The sync wall and what would move it</source>
        <translation>同步墙以及能移动它的因素</translation>
    </message>
    <message>
        <source>Double the scale-out bandwidth</source>
        <translation>scale-out 带宽翻倍</translation>
    </message>
    <message>
        <source>The best other layout</source>
        <translation>最佳的其他布局</translation>
    </message>
    <message>
        <source>Double the global batch</source>
        <translation>全局批大小翻倍</translation>
    </message>
    <message>
        <source>Compress gradients 2×</source>
        <translation>梯度压缩 2×</translation>
    </message>
    <message>
        <source>Asynchronous checkpoints</source>
        <translation>异步检查点</translation>
    </message>
    <message>
        <source>%1 → %2 Gb/s per GPU</source>
        <translation>每 GPU %1 → %2 Gb/s</translation>
    </message>
    <message>
        <source>already the fastest layout at %1 GPUs</source>
        <translation>已是 %1 张 GPU 时最快的布局</translation>
    </message>
    <message>
        <source>%1 → %2 sequences per step</source>
        <translation>每步 %1 → %2 条序列</translation>
    </message>
    <message>
        <source>DP bytes ×%1 → ×%2</source>
        <translation>DP 字节 ×%1 → ×%2</translation>
    </message>
    <message>
        <source>snapshot to host memory, write in the background</source>
        <translation>快照到主机内存，后台写入</translation>
    </message>
    <message>
        <source>already on</source>
        <translation>已开启</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 张 GPU</translation>
    </message>
    <message>
        <source>none up to %1</source>
        <translation>直到 %1 都没有</translation>
    </message>
    <message>
        <source>stays at %1</source>
        <translation>仍为 %1</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source> (×%1)</source>
        <translation>（×%1）</translation>
    </message>
    <message>
        <source>fastest %1 → %2</source>
        <translation>最快 %1 → %2</translation>
    </message>
    <message>
        <source>%1 → %2 (%3%4)</source>
        <translation>%1 → %2（%3%4）</translation>
    </message>
    <message>
        <source>below %1 from %2 GPUs</source>
        <translation>从 %2 张 GPU 起低于 %1</translation>
    </message>
    <message>
        <source>above %1 up to %2 GPUs</source>
        <translation>直到 %2 张 GPU 都高于 %1</translation>
    </message>
    <message>
        <source>Efficiency stays %1 and %2.</source>
        <translation>效率%1，且%2。</translation>
    </message>
    <message>
        <source>Efficiency drops %1 and %2.</source>
        <translation>效率%1，且%2。</translation>
    </message>
    <message>
        <source>Fastest expected JCT %1 at %2 GPUs. </source>
        <translation>最快的期望 JCT：%2 张 GPU 时 %1。</translation>
    </message>
    <message>
        <source>What changes</source>
        <translation>改变什么</translation>
    </message>
    <message>
        <source>Sync wall</source>
        <translation>同步墙</translation>
    </message>
    <message>
        <source>Expected JCT at %1 GPUs</source>
        <translation>%1 张 GPU 时的期望 JCT</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Load this change into the scenario</source>
        <translation>把此改动载入场景</translation>
    </message>
    <message>
        <source>Apply: %1</source>
        <translation>应用：%1</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::TransportBar</name>
    <message>
        <source>Start</source>
        <translation>开头</translation>
    </message>
    <message>
        <source>Go to the start (Home)</source>
        <translation>跳到开头 (Home)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Step back one step or phase (Left)</source>
        <translation>后退一步或一个阶段 (←)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>播放或暂停（空格）</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <source>Step forward one step or phase (Right)</source>
        <translation>前进一步或一个阶段 (→)</translation>
    </message>
    <message>
        <source>End</source>
        <translation>结尾</translation>
    </message>
    <message>
        <source>Go to the end (End)</source>
        <translation>跳到结尾 (End)</translation>
    </message>
    <message>
        <source>Position in the animation</source>
        <translation>动画中的位置</translation>
    </message>
    <message>
        <source>Drag to scrub through the animation</source>
        <translation>拖动以在动画中快进快退</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>循环</translation>
    </message>
    <message>
        <source>Reduced motion</source>
        <translation>减少动态效果</translation>
    </message>
    <message>
        <source>Show whole steps, held for a moment, instead of continuous motion</source>
        <translation>逐步显示并稍作停留，而不是连续运动</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Playback speed ([ slower, ] faster)</source>
        <translation>播放速度（[ 变慢，] 变快）</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::UserGuideWindow</name>
    <message>
        <source>Syncwall User Guide</source>
        <translation>Syncwall 用户指南</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>用户指南</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ValueField</name>
    <message>
        <source>%1 slider</source>
        <translation>%1 滑块</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ViewHost</name>
    <message>
        <source>Views</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>headline cards and the warning banner</source>
        <translation>指标卡片和警告横幅</translation>
    </message>
    <message>
        <source>what the estimate assumes</source>
        <translation>估算所用的假设</translation>
    </message>
    <message>
        <source>JCT and efficiency against GPU count, with the sync wall</source>
        <translation>JCT 和效率随 GPU 数的变化，并标出同步墙</translation>
    </message>
    <message>
        <source>the step time split into compute, communication and bubble</source>
        <translation>步时拆分为计算、通信和气泡</translation>
    </message>
    <message>
        <source>overhead against checkpoint interval; the failure Monte Carlo</source>
        <translation>开销与检查点间隔的关系；故障蒙特卡洛模拟</translation>
    </message>
    <message>
        <source>memory per GPU by kind against HBM capacity</source>
        <translation>按类别的每 GPU 显存与 HBM 容量对比</translation>
    </message>
    <message>
        <source>the TP x PP layout heatmap</source>
        <translation>TP × PP 布局热力图</translation>
    </message>
    <message>
        <source>the sync-wall finder: what would move the wall</source>
        <translation>同步墙分析：什么能移动这堵墙</translation>
    </message>
    <message>
        <source>the pinned baseline against the current scenario</source>
        <translation>固定的基线与当前场景对比</translation>
    </message>
    <message>
        <source>ring all-reduce, the DDP phases and the pipeline schedule</source>
        <translation>ring all-reduce、DDP 各阶段和流水线调度</translation>
    </message>
    <message>
        <source>which assumption moves the expected JCT most</source>
        <translation>哪项假设对期望 JCT 影响最大</translation>
    </message>
    <message>
        <source>the fewest GPUs of each system to meet a deadline or a budget</source>
        <translation>各系统满足期限或预算所需的最少 GPU</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::WarningBanner</name>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
</context>
</TS>
