<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AssumptionsFooter</name>
    <message>
        <source>%1B-parameter model</source>
        <translation>Modell mit %1 Mrd. Parametern</translation>
    </message>
    <message>
        <source>measured cluster MTBF</source>
        <translation>gemessene Cluster-MTBF</translation>
    </message>
    <message>
        <source>component MTTFs (GPU %1 h)</source>
        <translation>Komponenten-MTTFs (GPU %1 h)</translation>
    </message>
    <message>
        <source>every %1</source>
        <translation>alle %1</translation>
    </message>
    <message>
        <source>every %1 (Daly optimum)</source>
        <translation>alle %1 (Daly-Optimum)</translation>
    </message>
    <message>
        <source>failures from %1, cluster MTBF %2; %3 checkpoints %4; recovery %5 per failure</source>
        <translation>Ausfälle aus %1, Cluster-MTBF %2; %3 Checkpoints %4; Wiederherstellung %5 pro Ausfall</translation>
    </message>
    <message>
        <source>async</source>
        <translation>asynchrone</translation>
    </message>
    <message>
        <source>blocking</source>
        <translation>blockierende</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 dense peak %2 TFLOP/s per GPU, MFU basis (no recompute FLOPs)</source>
        <translation>%1 dichte Spitzenleistung %2 TFLOP/s pro GPU, MFU-Basis (ohne Recompute-FLOPs)</translation>
    </message>
    <message>
        <source>GEMM efficiency %1</source>
        <translation>GEMM-Effizienz %1</translation>
    </message>
    <message>
        <source>scale-up %1 GB/s at %2, scale-out %3 Gb/s at %4 of line rate</source>
        <translation>Scale-up %1 GB/s bei %2, Scale-out %3 Gb/s bei %4 der Leitungsrate</translation>
    </message>
    <message>
        <source>DP overlap %1</source>
        <translation>DP-Überlappung %1</translation>
    </message>
    <message>
        <source>gradient compression ×%1</source>
        <translation>Gradientenkompression ×%1</translation>
    </message>
    <message>
        <source>%1 T</source>
        <translation>%1 Bio.</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 Mrd.</translation>
    </message>
    <message>
        <source>global batch %1 × %2 tokens, %3 tokens in all</source>
        <translation>Global Batch %1 × %2 Tokens, insgesamt %3 Tokens</translation>
    </message>
    <message>
        <source>Scenario “%1” · Syncwall %2 · %3</source>
        <translation>Szenario „%1“ · Syncwall %2 · %3</translation>
    </message>
    <message>
        <source>Assumptions: %1.</source>
        <translation>Annahmen: %1.</translation>
    </message>
    <message>
        <source>expected JCT %1, outside the validated range: no P10–P90 band</source>
        <translation>erwartete JCT %1, außerhalb des validierten Bereichs: kein P10–P90-Band</translation>
    </message>
    <message>
        <source>expected JCT %1, P10–P90 %2 – %3 (model error on published runs × failure Monte Carlo)</source>
        <translation>erwartete JCT %1, P10–P90 %2 – %3 (Modellfehler an veröffentlichten Läufen × Monte-Carlo-Simulation der Ausfälle)</translation>
    </message>
    <message>
        <source>every %1 (no sooner than the last write ends)</source>
        <translation>alle %1 (frühestens nach Ende des letzten Schreibvorgangs)</translation>
    </message>
    <message>
        <source>every %1 (once a step, the most often)</source>
        <translation>alle %1 (einmal pro Schritt, so oft wie möglich)</translation>
    </message>
    <message>
        <source>GEMM efficiency %1 (calibrated ×%2)</source>
        <translation>GEMM-Effizienz %1 (kalibriert ×%2)</translation>
    </message>
    <message>
        <source> (links calibrated ×%1)</source>
        <translation> (Links kalibriert ×%1)</translation>
    </message>
</context>
<context>
    <name>BreakdownParts</name>
    <message>
        <source>Compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>TP comm.</source>
        <translation>TP-Komm.</translation>
    </message>
    <message>
        <source>CP/EP comm.</source>
        <translation>CP/EP-Komm.</translation>
    </message>
    <message>
        <source>PP comm.</source>
        <translation>PP-Komm.</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Pipeline-Bubble</translation>
    </message>
    <message>
        <source>Optimizer step</source>
        <translation>Optimizer-Schritt</translation>
    </message>
    <message>
        <source>Straggler wait</source>
        <translation>Warten auf Straggler</translation>
    </message>
    <message>
        <source>Exposed DP</source>
        <translation>Offenes DP</translation>
    </message>
</context>
<context>
    <name>CalibrateResultText</name>
    <message>
        <source>Fitted.</source>
        <translation>Angepasst.</translation>
    </message>
    <message>
        <source>The measurement is not a positive, finite number.</source>
        <translation>Die Messung ist keine positive, endliche Zahl.</translation>
    </message>
    <message>
        <source>The measurement is faster than the GPUs&apos; peak allows: no run of this scenario can be that fast. Check the GPU count, batch and sequence length.</source>
        <translation>Die Messung ist schneller, als die Spitzenleistung der GPUs erlaubt: Kein Lauf dieses Szenarios kann so schnell sein. Prüfen Sie GPU-Anzahl, Batch und Sequenzlänge.</translation>
    </message>
    <message>
        <source>Reproducing it would need an efficiency above 100 % (or links beyond their line rate). The scenario probably differs from the measured run.</source>
        <translation>Um sie nachzubilden, bräuchte es eine Effizienz über 100 % (oder Links über ihrer Leitungsrate). Das Szenario weicht vermutlich vom gemessenen Lauf ab.</translation>
    </message>
    <message>
        <source>The measurement is slower than the model at a thousandth of the catalog efficiency: something other than this knob slows the run.</source>
        <translation>Die Messung ist langsamer als das Modell bei einem Tausendstel der Katalog-Effizienz: Etwas anderes als dieser Regler bremst den Lauf.</translation>
    </message>
    <message>
        <source>This step has no communication that link bandwidth could change: fit compute instead.</source>
        <translation>Dieser Schritt hat keine Kommunikation, die die Link-Bandbreite ändern könnte: Passen Sie stattdessen das Rechnen an.</translation>
    </message>
    <message>
        <source>The fit did not converge.</source>
        <translation>Die Anpassung ist nicht konvergiert.</translation>
    </message>
    <message>
        <source>Refused. %1</source>
        <translation>Abgelehnt. %1</translation>
    </message>
    <message>
        <source>Fitted link scale: ×%1</source>
        <translation>Angepasster Link-Faktor: ×%1</translation>
    </message>
    <message>
        <source>Fitted compute scale: ×%1</source>
        <translation>Angepasster Rechenfaktor: ×%1</translation>
    </message>
    <message>
        <source>GEMM efficiency: %1</source>
        <translation>GEMM-Effizienz: %1</translation>
    </message>
    <message>
        <source>Step time: %1 → %2 (%3 %)</source>
        <translation>Schrittzeit: %1 → %2 (%3 %)</translation>
    </message>
    <message>
        <source>Communication is %1 of this step: one step time cannot tell compute efficiency from link efficiency, so the split between them is not identified.</source>
        <translation>Kommunikation macht %1 dieses Schritts aus: Eine einzelne Schrittzeit kann Recheneffizienz nicht von Link-Effizienz unterscheiden, die Aufteilung zwischen beiden ist also nicht bestimmbar.</translation>
    </message>
</context>
<context>
    <name>CalibrateSeriesText</name>
    <message>
        <source>not determined: the runs do not tell it apart from the other</source>
        <translation>nicht bestimmt: Die Läufe unterscheiden ihn nicht vom anderen Faktor</translation>
    </message>
    <message>
        <source>±%1 for a %2 error per measurement</source>
        <translation>±%1 bei %2 Fehler je Messung</translation>
    </message>
    <message>
        <source>determined, %1</source>
        <translation>bestimmt, %1</translation>
    </message>
    <message>
        <source>not determined, %1</source>
        <translation>nicht bestimmt, %1</translation>
    </message>
    <message>
        <source>Compute scale: ×%1 (%2)</source>
        <translation>Rechenfaktor: ×%1 (%2)</translation>
    </message>
    <message>
        <source>Link scale: ×%1 (%2)</source>
        <translation>Link-Faktor: ×%1 (%2)</translation>
    </message>
    <message>
        <source>RMS error of the step times: %1 → %2</source>
        <translation>RMS-Fehler der Schrittzeiten: %1 → %2</translation>
    </message>
    <message>
        <source>A multiplier counts as determined when a %1 error in each measured step moves it by less than %2.</source>
        <translation>Ein Faktor gilt als bestimmt, wenn ein Fehler von %1 in jedem gemessenen Schritt ihn um weniger als %2 verschiebt.</translation>
    </message>
    <message>
        <source>A series needs at least two measured runs.</source>
        <translation>Eine Reihe braucht mindestens zwei gemessene Läufe.</translation>
    </message>
    <message>
        <source>%1 runs on other GPUs or links than run 1: a series is one cluster.</source>
        <translation>%1 läuft auf anderen GPUs oder Links als Lauf 1: Eine Reihe stammt von einem einzigen Cluster.</translation>
    </message>
    <message>
        <source>The fit did not converge (please report these runs).</source>
        <translation>Die Anpassung ist nicht konvergiert (bitte melden Sie diese Läufe).</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>held at the scenario&apos;s value, not fitted</source>
        <translation>auf dem Wert des Szenarios gehalten, nicht angepasst</translation>
    </message>
    <message>
        <source>Both fitted together:</source>
        <translation>Beide zusammen angepasst:</translation>
    </message>
    <message>
        <source>A run at another scale may tell the two apart.</source>
        <translation>Ein Lauf in einer anderen Größe kann die beiden trennen.</translation>
    </message>
    <message>
        <source>Both are not worth storing: the second scale lowers the error no more than a %1 error in each measured step could, or the runs hardly tell the two apart (correlation %2). Apply stores the link scale fitted alone; the compute scale keeps its value:</source>
        <translation>Beide zu speichern lohnt nicht: Der zweite Faktor senkt den Fehler nicht mehr, als ein Fehler von %1 in jedem gemessenen Schritt es könnte, oder die Läufe trennen die beiden kaum (Korrelation %2). Übernehmen speichert den allein angepassten Link-Faktor; der Rechenfaktor behält seinen Wert:</translation>
    </message>
    <message>
        <source>Both are not worth storing: the second scale lowers the error no more than a %1 error in each measured step could, or the runs hardly tell the two apart (correlation %2). Apply stores the compute scale fitted alone; the link scale keeps its value:</source>
        <translation>Beide zu speichern lohnt nicht: Der zweite Faktor senkt den Fehler nicht mehr, als ein Fehler von %1 in jedem gemessenen Schritt es könnte, oder die Läufe trennen die beiden kaum (Korrelation %2). Übernehmen speichert den allein angepassten Rechenfaktor; der Link-Faktor behält seinen Wert:</translation>
    </message>
    <message>
        <source>%1: the measured step must be a time above 0 s and at most %2.</source>
        <translation>%1: Der gemessene Schritt muss eine Zeit über 0 s und höchstens %2 sein.</translation>
    </message>
</context>
<context>
    <name>CalibrateSourceText</name>
    <message>
        <source>Megatron-LM (older format)</source>
        <translation>Megatron-LM (älteres Format)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>step time %1</source>
        <translation>Schrittzeit %1</translation>
    </message>
    <message>
        <source>%1 tokens/s per GPU</source>
        <translation>%1 Tokens/s pro GPU</translation>
    </message>
    <message>
        <source>%1 TFLOP/s per GPU</source>
        <translation>%1 TFLOP/s pro GPU</translation>
    </message>
    <message>
        <source>scale-up (NVLink)</source>
        <translation>Scale-up (NVLink)</translation>
    </message>
    <message>
        <source>scale-out (network)</source>
        <translation>Scale-out (Netzwerk)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <source>Read a %1 log: %n iteration line(s).</source>
        <translation>
            <numerusform>Log gelesen (%1): %n Iterationszeile.</numerusform>
            <numerusform>Log gelesen (%1): %n Iterationszeilen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Warm-up dropped (iterations 0 and 1), lines: %1</source>
        <translation>Warm-up verworfen (Iterationen 0 und 1), Zeilen: %1</translation>
    </message>
    <message>
        <source>Outliers dropped (over 3 MADs and 5 % from the median), lines: %1</source>
        <translation>Ausreißer verworfen (mehr als 3 MAD und 5 % vom Median entfernt), Zeilen: %1</translation>
    </message>
    <message numerus="yes">
        <source>Used, %n line(s): %1</source>
        <translation>
            <numerusform>Verwendet, %n Zeile: %1</numerusform>
            <numerusform>Verwendet, %n Zeilen: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Median: %1</source>
        <translation>Median: %1</translation>
    </message>
    <message>
        <source>The text is larger than 64 MiB: give the part with the iterations.</source>
        <translation>Der Text ist größer als 64 MiB: Fügen Sie nur den Teil mit den Iterationen ein.</translation>
    </message>
    <message>
        <source>No iteration line of Megatron-LM, NeMo 2 or torchtitan in the text.</source>
        <translation>Keine Iterationszeile von Megatron-LM, NeMo 2 oder torchtitan im Text.</translation>
    </message>
    <message>
        <source>Every iteration line is a warm-up one (iteration 0 or 1): give later iterations.</source>
        <translation>Jede Iterationszeile gehört zum Warm-up (Iteration 0 oder 1): Fügen Sie spätere Iterationen ein.</translation>
    </message>
    <message>
        <source>The log&apos;s %1 is %2 (line %3); the scenario&apos;s is %4.</source>
        <translation>Im Log ist %1 = %2 (Zeile %3), im Szenario %4.</translation>
    </message>
    <message>
        <source>The log is another run: set the scenario to the run that wrote it.</source>
        <translation>Das Log stammt von einem anderen Lauf: Stellen Sie das Szenario auf den Lauf ein, der es geschrieben hat.</translation>
    </message>
    <message>
        <source>The log gives only TFLOP/s, and the scenario&apos;s GPU has no peak at its precision.</source>
        <translation>Das Log nennt nur TFLOP/s, und die GPU des Szenarios hat in dessen Präzision keine Spitzenleistung.</translation>
    </message>
    <message numerus="yes">
        <source>Read %1: %2 GPUs on %3 node(s), %n size(s).</source>
        <translation>
            <numerusform>%1 gelesen: %2 GPUs auf %3 Knoten, %n Größe.</numerusform>
            <numerusform>%1 gelesen: %2 GPUs auf %3 Knoten, %n Größen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tier: %1, %2 domain(s) of %3 GPUs.</source>
        <translation>Ebene: %1, %2 Domäne(n) mit je %3 GPUs.</translation>
    </message>
    <message>
        <source>Fit: time = %1 + size / %2 (residual %3).</source>
        <translation>Anpassung: Zeit = %1 + Größe / %2 (Residuum %3).</translation>
    </message>
    <message>
        <source>Bus bandwidth %1 fitted, %2 the table&apos;s peak (line %3); %4 at line rate in the model.</source>
        <translation>Busbandbreite %1 angepasst, %2 Spitzenwert der Tabelle (Zeile %3); %4 bei Leitungsrate im Modell.</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>%1: kept; the table does not determine a latency (too few small sizes).</source>
        <translation>%1: beibehalten; die Tabelle bestimmt keine Latenz (zu wenige kleine Größen).</translation>
    </message>
    <message>
        <source>One line fits this table loosely: NCCL changes protocol with the size.</source>
        <translation>Eine Gerade passt nur grob zu dieser Tabelle: NCCL wechselt das Protokoll mit der Größe.</translation>
    </message>
    <message>
        <source>No nccl-tests table (size, count, type, …, time, algbw, busbw) in the text.</source>
        <translation>Keine nccl-tests-Tabelle (size, count, type, …, time, algbw, busbw) im Text.</translation>
    </message>
    <message>
        <source>The text does not say which test ran: include its command line.</source>
        <translation>Der Text nennt nicht, welcher Test lief: Fügen Sie seine Befehlszeile mit ein.</translation>
    </message>
    <message>
        <source>%1 measures no collective the model has.</source>
        <translation>%1 misst kein Kollektiv, das das Modell kennt.</translation>
    </message>
    <message>
        <source>The table is %1, not the collective asked for.</source>
        <translation>Die Tabelle stammt von %1, nicht vom gewünschten Kollektiv.</translation>
    </message>
    <message>
        <source>The text does not say how many GPUs ran the test: enter them below.</source>
        <translation>Der Text nennt nicht, auf wie vielen GPUs der Test lief: Geben Sie die Anzahl unten ein.</translation>
    </message>
    <message>
        <source>The text does not say on how many nodes the %1 GPUs ran: enter them below.</source>
        <translation>Der Text nennt nicht, auf wie vielen Knoten die %1 GPUs liefen: Geben Sie die Anzahl unten ein.</translation>
    </message>
    <message>
        <source>%1 GPUs on %2 nodes: the GPUs must be at least 2 and a multiple of the nodes.</source>
        <translation>%1 GPUs auf %2 Knoten: Es müssen mindestens 2 GPUs und ein Vielfaches der Knotenzahl sein.</translation>
    </message>
    <message>
        <source>The test ran more GPUs per node than the scenario&apos;s nodes have.</source>
        <translation>Der Test lief mit mehr GPUs pro Knoten, als die Knoten des Szenarios haben.</translation>
    </message>
    <message>
        <source>The table has fewer than two sizes: a line needs two.</source>
        <translation>Die Tabelle hat weniger als zwei Größen: Eine Gerade braucht zwei.</translation>
    </message>
    <message>
        <source>The time does not grow with the size: the table holds no bandwidth.</source>
        <translation>Die Zeit wächst nicht mit der Größe: Die Tabelle enthält keine Bandbreite.</translation>
    </message>
    <message>
        <source>The fitted bus bandwidth %1 is above what the model gives this group even at line rate (%2): the scenario&apos;s hardware is slower than the tested machine.</source>
        <translation>Die angepasste Busbandbreite %1 liegt über dem, was das Modell dieser Gruppe selbst bei Leitungsrate zugesteht (%2): Die Hardware des Szenarios ist langsamer als die getestete Maschine.</translation>
    </message>
    <message>
        <source>This tier does not change the collective in the model: nothing to fit.</source>
        <translation>Diese Ebene ändert das Kollektiv im Modell nicht: Es gibt nichts anzupassen.</translation>
    </message>
</context>
<context>
    <name>ChartExporter</name>
    <message>
        <source>%1: unknown format; use .png, .svg, .pdf or .csv</source>
        <translation>%1: unbekanntes Format; .png, .svg, .pdf oder .csv verwenden</translation>
    </message>
    <message>
        <source>export size %1x%2 is outside 64x64 to 16384x16384</source>
        <translation>Exportgröße %1x%2 liegt außerhalb von 64x64 bis 16384x16384</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: could not write (%2)</source>
        <translation>%1: konnte nicht geschrieben werden (%2)</translation>
    </message>
    <message>
        <source>%1 carries no Syncwall scenario</source>
        <translation>%1 enthält kein Syncwall-Szenario</translation>
    </message>
    <message>
        <source>%1: the embedded scenario is not valid (%2 problems; first at “%3”)</source>
        <translation>%1: das eingebettete Szenario ist ungültig (%2 Probleme; das erste bei „%3“)</translation>
    </message>
    <message>
        <source>unknown chart “%1”; charts: %2</source>
        <translation>unbekanntes Diagramm „%1“; Diagramme: %2</translation>
    </message>
    <message>
        <source>the page size must be above zero</source>
        <translation>die Seitengröße muss größer als null sein</translation>
    </message>
</context>
<context>
    <name>ChartFormat</name>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>d</source>
        <translation>d</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
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
        <translation>%1 Tage</translation>
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
        <translation>Micro-Batch %1</translation>
    </message>
    <message>
        <source>ZeRO %1</source>
        <translation>ZeRO %1</translation>
    </message>
    <message>
        <source>%1 virtual stages</source>
        <translation>%1 virtuelle Stages</translation>
    </message>
    <message>
        <source>no recompute</source>
        <translation>kein Recompute</translation>
    </message>
    <message>
        <source>selective recompute</source>
        <translation>selektives Recompute</translation>
    </message>
    <message>
        <source>full recompute</source>
        <translation>volles Recompute</translation>
    </message>
    <message>
        <source>automatic recompute</source>
        <translation>automatisches Recompute</translation>
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
        <translation>Interleaved 1F1B</translation>
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
        <translation>Rendert ein Syncwall-Diagramm in eine Datei.</translation>
    </message>
    <message>
        <source>Scenario file (default: the built-in one).</source>
        <translation>Szenariodatei (Standard: das eingebaute Szenario).</translation>
    </message>
    <message>
        <source>Output file (.png, .svg, .pdf, .csv).</source>
        <translation>Ausgabedatei (.png, .svg, .pdf, .csv).</translation>
    </message>
    <message>
        <source>Image size.</source>
        <translation>Bildgröße.</translation>
    </message>
    <message>
        <source>Scenario drawn dashed as the baseline.</source>
        <translation>Szenario, das gestrichelt als Baseline gezeichnet wird.</translation>
    </message>
    <message>
        <source>usage: syncwall-chart NAME --out FILE [--size WxH] [SCENARIO.json]</source>
        <translation>Aufruf: syncwall-chart NAME --out DATEI [--size BxH] [SZENARIO.json]</translation>
    </message>
    <message>
        <source>--size: expected WxH between 64x64 and 16384x16384, got “%1”</source>
        <translation>--size: erwartet BxH zwischen 64x64 und 16384x16384, erhalten „%1“</translation>
    </message>
    <message>
        <source>unknown chart “%1”; charts: %2</source>
        <translation>unbekanntes Diagramm „%1“; Diagramme: %2</translation>
    </message>
</context>
<context>
    <name>CompareInputs</name>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>eigene Werte</translation>
    </message>
    <message>
        <source>A (%1) and B (%2) assume the same price, $%3 per GPU-hour: the cost comparison holds only if both GPU types really cost that.</source>
        <translation>A (%1) und B (%2) nehmen denselben Preis an, %3 $ pro GPU-Stunde: Der Kostenvergleich gilt nur, wenn beide GPU-Typen wirklich so viel kosten.</translation>
    </message>
    <message>
        <source>A (%1) and B (%2) assume the same failure rates: the failure overhead differs only by GPU count and run time, not by GPU type.</source>
        <translation>A (%1) und B (%2) nehmen dieselben Ausfallraten an: Der Ausfall-Overhead unterscheidet sich nur durch GPU-Anzahl und Laufzeit, nicht durch den GPU-Typ.</translation>
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
        <translation>Shard %1</translation>
    </message>
    <message>
        <source>slow +%1</source>
        <translation>langsam +%1</translation>
    </message>
    <message>
        <source>barrier: slowest GPU done</source>
        <translation>Barriere: langsamste GPU fertig</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <source>forward / optimizer</source>
        <translation>Forward / Optimizer</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>Backward</translation>
    </message>
    <message>
        <source>all-reduce</source>
        <translation>All-Reduce</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>slowest GPU</source>
        <translation>langsamste GPU</translation>
    </message>
    <message>
        <source>GPU %1: %2.</source>
        <translation>GPU %1: %2.</translation>
    </message>
</context>
<context>
    <name>DdpText</name>
    <message>
        <source>Shard data</source>
        <translation>Daten verteilen</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <source>Backward</source>
        <translation>Backward</translation>
    </message>
    <message>
        <source>All-reduce barrier</source>
        <translation>All-Reduce-Barriere</translation>
    </message>
    <message>
        <source>Optimizer step</source>
        <translation>Optimizer-Schritt</translation>
    </message>
    <message>
        <source>Data-parallel step — Phase %1 of %2: %3</source>
        <translation>Datenparalleler Schritt – Phase %1 von %2: %3</translation>
    </message>
    <message>
        <source>Each GPU takes its own slice of the global batch.</source>
        <translation>Jede GPU erhält ihren eigenen Teil des Global Batch.</translation>
    </message>
    <message>
        <source>Each GPU runs its micro-batch through its full copy of the model.</source>
        <translation>Jede GPU schickt ihren Micro-Batch durch ihre vollständige Kopie des Modells.</translation>
    </message>
    <message>
        <source>Each GPU computes gradients from its own data; accumulation adds them up over micro-batches.</source>
        <translation>Jede GPU berechnet Gradienten aus ihren eigenen Daten; die Akkumulation summiert sie über die Micro-Batches.</translation>
    </message>
    <message>
        <source>Gradients are summed across GPUs: nobody can go on until the slowest GPU has its gradients.</source>
        <translation>Die Gradienten werden über alle GPUs summiert: Keine kann weiter, bevor die langsamste GPU ihre Gradienten hat.</translation>
    </message>
    <message>
        <source>Every GPU applies the same summed gradient, so all copies of the model stay identical.</source>
        <translation>Jede GPU wendet denselben summierten Gradienten an, sodass alle Modellkopien identisch bleiben.</translation>
    </message>
    <message>
        <source>data</source>
        <translation>Daten</translation>
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
        <translation>wartet</translation>
    </message>
    <message>
        <source>sync</source>
        <translation>Sync</translation>
    </message>
    <message>
        <source>opt</source>
        <translation>Opt.</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>waits for GPU %1</source>
        <translation>wartet auf GPU %1</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>Step = fwd + bwd %1 + straggler %2 + exposed all-reduce %3 + optimizer %4 = %5</source>
        <translation>Schritt = Fwd + Bwd %1 + Straggler %2 + offenes All-Reduce %3 + Optimizer %4 = %5</translation>
    </message>
    <message>
        <source>No data parallelism in this scenario (dp = 1): no all-reduce; %1 GPUs drawn to teach the phases</source>
        <translation>Keine Datenparallelität in diesem Szenario (dp = 1): kein All-Reduce; %1 GPUs gezeichnet, um die Phasen zu zeigen</translation>
    </message>
    <message>
        <source>Slowest GPU %1 slower: the others wait %2 at the barrier, every step</source>
        <translation>Langsamste GPU %1 langsamer: Die anderen warten in jedem Schritt %2 an der Barriere</translation>
    </message>
    <message>
        <source>%1 of %2 GPUs, %3 of %4 micro-batches shown</source>
        <translation>%1 von %2 GPUs, %3 von %4 Micro-Batches gezeigt</translation>
    </message>
    <message>
        <source>%1 of %2 micro-batches shown</source>
        <translation>%1 von %2 Micro-Batches gezeigt</translation>
    </message>
    <message>
        <source>  ·  didactic: phases evened out, not to scale</source>
        <translation>  ·  didaktisch: Phasen gleich lang, nicht maßstäblich</translation>
    </message>
    <message>
        <source>  ·  to scale; data loading not modelled (drawn at %1)</source>
        <translation>  ·  maßstäblich; Datenladen nicht modelliert (gezeichnet mit %1)</translation>
    </message>
    <message>
        <source>All-reduce %1, of which %2 is hidden behind the last backward (up to %3 may overlap, no longer than that backward)</source>
        <translation>All-Reduce %1, davon %2 hinter dem letzten Rückwärtsdurchlauf verborgen (bis zu %3 dürfen überlappen, nicht länger als dieser Rückwärtsdurchlauf)</translation>
    </message>
    <message>
        <source>loading data (not modelled)</source>
        <translation>Daten laden (nicht modelliert)</translation>
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
        <translation>Exporttitel anstelle des Diagrammtitels.</translation>
    </message>
    <message>
        <source>Export title: the chart&apos;s finding (scaling: where the sync wall is).</source>
        <translation>Exporttitel: die Erkenntnis des Diagramms (scaling: wo die Sync Wall liegt).</translation>
    </message>
    <message>
        <source>Export subtitle.</source>
        <translation>Untertitel des Exports.</translation>
    </message>
    <message>
        <source>GPU axis of the scaling chart from A to B (default: the first count that fits in memory to the largest).</source>
        <translation>GPU-Achse des scaling-Diagramms von A bis B (Standard: von der ersten Anzahl, die in den Speicher passt, bis zur größten).</translation>
    </message>
    <message>
        <source>JCT axis of the scaling chart from A to B days (default: from the data).</source>
        <translation>JCT-Achse des scaling-Diagramms von A bis B Tagen (Standard: aus den Daten).</translation>
    </message>
    <message>
        <source>Series not to draw, comma-separated (scaling: %1).</source>
        <translation>Nicht zu zeichnende Reihen, durch Kommas getrennt (scaling: %1).</translation>
    </message>
    <message>
        <source>A 16:9 slide page: a 13.33 x 7.5 in PDF; PNG and SVG say 144 dpi.</source>
        <translation>Eine 16:9-Folienseite: ein PDF mit 13,33 x 7,5 in; PNG und SVG geben 144 dpi an.</translation>
    </message>
    <message>
        <source>--gpus-range: expected A:B, whole GPU counts with 1 &lt;= A &lt; B &lt;= %1, got “%2”</source>
        <translation>--gpus-range: erwartet A:B, ganzzahlige GPU-Anzahlen mit 1 &lt;= A &lt; B &lt;= %1, erhalten „%2“</translation>
    </message>
    <message>
        <source>--jct-range-days: expected A:B days with 0 &lt; A &lt; B &lt;= %1, got “%2”</source>
        <translation>--jct-range-days: erwartet A:B Tage mit 0 &lt; A &lt; B &lt;= %1, erhalten „%2“</translation>
    </message>
    <message>
        <source>--hide: unknown series “%1”; this chart&apos;s series: %2</source>
        <translation>--hide: unbekannte Reihe „%1“; Reihen dieses Diagramms: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>ExportPage</name>
    <message>
        <source> — dashed: baseline “%1”</source>
        <translation> – gestrichelt: Baseline „%1“</translation>
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
        <translation>Layer</translation>
    </message>
    <message>
        <source>Transformer layers (L)</source>
        <translation>Transformer-Layer (L)</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Hidden Size</translation>
    </message>
    <message>
        <source>Model width (h)</source>
        <translation>Modellbreite (h)</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Attention-Heads</translation>
    </message>
    <message>
        <source>Attention heads (a); TP must divide them</source>
        <translation>Attention-Heads (a); TP muss sie teilen</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV-Heads</translation>
    </message>
    <message>
        <source>Key/value heads (0 = same as attention heads)</source>
        <translation>Key/Value-Heads (0 = wie Attention-Heads)</translation>
    </message>
    <message>
        <source>= heads</source>
        <translation>= Heads</translation>
    </message>
    <message>
        <source>FFN size</source>
        <translation>FFN-Größe</translation>
    </message>
    <message>
        <source>Feed-forward width (0 = 4 x hidden)</source>
        <translation>Feed-Forward-Breite (0 = 4 × Hidden)</translation>
    </message>
    <message>
        <source>4 x hidden</source>
        <translation>4 × Hidden</translation>
    </message>
    <message>
        <source>Gated MLP (SwiGLU)</source>
        <translation>Gated MLP (SwiGLU)</translation>
    </message>
    <message>
        <source>Three FFN matrices instead of two</source>
        <translation>Drei FFN-Matrizen statt zwei</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <source>Vocabulary size (V)</source>
        <translation>Vokabulargröße (V)</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>Tokens per sequence (s)</source>
        <translation>Tokens pro Sequenz (s)</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Total parameters (0 = derived from the shape)</source>
        <translation>Parameter insgesamt (0 = aus der Form abgeleitet)</translation>
    </message>
    <message>
        <source> B</source>
        <translation> Mrd.</translation>
    </message>
    <message>
        <source>from shape</source>
        <translation>aus der Form</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Experten</translation>
    </message>
    <message>
        <source>Experts per MoE layer (1 = dense)</source>
        <translation>Experten pro MoE-Layer (1 = dicht)</translation>
    </message>
    <message>
        <source>Active experts</source>
        <translation>Aktive Experten</translation>
    </message>
    <message>
        <source>Experts active per token</source>
        <translation>Aktive Experten pro Token</translation>
    </message>
    <message>
        <source>&amp;GPUs</source>
        <translation>&amp;GPUs</translation>
    </message>
    <message>
        <source>GPUs in the job</source>
        <translation>GPUs im Job</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs pro Knoten</translation>
    </message>
    <message>
        <source>GPUs in one server</source>
        <translation>GPUs in einem Server</translation>
    </message>
    <message>
        <source>NVLink domain</source>
        <translation>NVLink-Domäne</translation>
    </message>
    <message>
        <source>GPUs sharing the scale-up fabric (0 = one node)</source>
        <translation>GPUs am selben Scale-up-Fabric (0 = ein Knoten)</translation>
    </message>
    <message>
        <source>one node</source>
        <translation>ein Knoten</translation>
    </message>
    <message>
        <source>Scale-up bandwidth</source>
        <translation>Scale-up-Bandbreite</translation>
    </message>
    <message>
        <source>NVLink bandwidth per GPU per direction</source>
        <translation>NVLink-Bandbreite pro GPU und Richtung</translation>
    </message>
    <message>
        <source>Scale-out bandwidth</source>
        <translation>Scale-out-Bandbreite</translation>
    </message>
    <message>
        <source>NIC line rate per GPU per direction</source>
        <translation>NIC-Leitungsrate pro GPU und Richtung</translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation> Gb/s</translation>
    </message>
    <message>
        <source>NICs per node</source>
        <translation>NICs pro Knoten</translation>
    </message>
    <message>
        <source>Scale-out NICs in one server</source>
        <translation>Scale-out-NICs in einem Server</translation>
    </message>
    <message>
        <source>Scale-up latency</source>
        <translation>Scale-up-Latenz</translation>
    </message>
    <message>
        <source>Per-message latency on NVLink (alpha)</source>
        <translation>Latenz pro Nachricht auf NVLink (Alpha)</translation>
    </message>
    <message>
        <source> µs</source>
        <translation> µs</translation>
    </message>
    <message>
        <source>Scale-out latency</source>
        <translation>Scale-out-Latenz</translation>
    </message>
    <message>
        <source>Per-message latency across nodes (alpha)</source>
        <translation>Latenz pro Nachricht zwischen Knoten (Alpha)</translation>
    </message>
    <message>
        <source>Scale-up efficiency</source>
        <translation>Scale-up-Effizienz</translation>
    </message>
    <message>
        <source>Achieved bus bandwidth / line rate (nccl-tests)</source>
        <translation>Erreichte Busbandbreite / Leitungsrate (nccl-tests)</translation>
    </message>
    <message>
        <source>Scale-out efficiency</source>
        <translation>Scale-out-Effizienz</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Überbuchung</translation>
    </message>
    <message>
        <source>Divides cross-switch bandwidth (1 = non-blocking)</source>
        <translation>Teilt die Bandbreite über Switches hinweg (1 = nicht blockierend)</translation>
    </message>
    <message>
        <source> : 1</source>
        <translation> : 1</translation>
    </message>
    <message>
        <source>In-switch reduction</source>
        <translation>In-Switch-Reduktion</translation>
    </message>
    <message>
        <source>Storage write</source>
        <translation>Storage-Schreibrate</translation>
    </message>
    <message>
        <source>Checkpoint write bandwidth of the file system</source>
        <translation>Checkpoint-Schreibbandbreite des Dateisystems</translation>
    </message>
    <message>
        <source>Storage read</source>
        <translation>Storage-Leserate</translation>
    </message>
    <message>
        <source>Checkpoint read bandwidth of the file system</source>
        <translation>Checkpoint-Lesebandbreite des Dateisystems</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU-Speicher</translation>
    </message>
    <message>
        <source>HBM capacity per GPU</source>
        <translation>HBM-Kapazität pro GPU</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>GPU memory bandwidth</source>
        <translation>HBM-Bandbreite</translation>
    </message>
    <message>
        <source>HBM bandwidth per GPU</source>
        <translation>HBM-Bandbreite pro GPU</translation>
    </message>
    <message>
        <source>GEMM efficiency</source>
        <translation>GEMM-Effizienz</translation>
    </message>
    <message>
        <source>Achieved fraction of peak on very large matrix multiplies</source>
        <translation>Erreichter Anteil der Spitzenleistung bei sehr großen Matrixmultiplikationen</translation>
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
        <translation>Spitze %1</translation>
    </message>
    <message>
        <source>Dense peak at %1 (0 = unsupported)</source>
        <translation>Dichte Spitzenleistung bei %1 (0 = nicht unterstützt)</translation>
    </message>
    <message>
        <source>&amp;Tensor parallel (TP)</source>
        <translation>&amp;Tensor-Parallelität (TP)</translation>
    </message>
    <message>
        <source>Offered values divide the attention heads</source>
        <translation>Angebotene Werte teilen die Attention-Heads</translation>
    </message>
    <message>
        <source>&amp;Pipeline parallel (PP)</source>
        <translation>&amp;Pipeline-Parallelität (PP)</translation>
    </message>
    <message>
        <source>Offered values divide the layers</source>
        <translation>Angebotene Werte teilen die Layer</translation>
    </message>
    <message>
        <source>Context parallel (CP)</source>
        <translation>Kontext-Parallelität (CP)</translation>
    </message>
    <message>
        <source>Offered values divide the sequence</source>
        <translation>Angebotene Werte teilen die Sequenz</translation>
    </message>
    <message>
        <source>Expert parallel (EP)</source>
        <translation>Experten-Parallelität (EP)</translation>
    </message>
    <message>
        <source>Experts split across data-parallel ranks</source>
        <translation>Experten über datenparallele Ranks verteilt</translation>
    </message>
    <message>
        <source>Data parallel (DP)</source>
        <translation>Daten­parallelität (DP)</translation>
    </message>
    <message>
        <source>0 = derived: GPUs / (TP x PP x CP)</source>
        <translation>0 = abgeleitet: GPUs / (TP × PP × CP)</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-Batch</translation>
    </message>
    <message>
        <source>Sequences per micro-batch</source>
        <translation>Sequenzen pro Micro-Batch</translation>
    </message>
    <message>
        <source>Virtual stages</source>
        <translation>Virtuelle Stages</translation>
    </message>
    <message>
        <source>Model chunks per pipeline stage (interleaved schedule)</source>
        <translation>Modell-Chunks pro Pipeline-Stage (Interleaved-Schedule)</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Schedule</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>Pipeline-Schedule</translation>
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
        <translation>Interleaved 1F1B</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO-Stufe</translation>
    </message>
    <message>
        <source>What data-parallel ranks shard</source>
        <translation>Was die datenparallelen Ranks sharden</translation>
    </message>
    <message>
        <source>0: none</source>
        <translation>0: nichts</translation>
    </message>
    <message>
        <source>1: optimizer state</source>
        <translation>1: Optimizer-Zustand</translation>
    </message>
    <message>
        <source>2: + gradients</source>
        <translation>2: + Gradienten</translation>
    </message>
    <message>
        <source>3: + weights (FSDP)</source>
        <translation>3: + Gewichte (FSDP)</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Recompute</translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation>Aktivierungs-Recompute</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keins</translation>
    </message>
    <message>
        <source>Selective</source>
        <translation>Selektiv</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Voll</translation>
    </message>
    <message>
        <source>Auto (least that fits)</source>
        <translation>Auto (das Geringste, das passt)</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>Sequenzparallelität</translation>
    </message>
    <message>
        <source>Shard activations across the TP group</source>
        <translation>Aktivierungen über die TP-Gruppe sharden</translation>
    </message>
    <message>
        <source>Global &amp;batch</source>
        <translation>Global Bat&amp;ch</translation>
    </message>
    <message>
        <source>Sequences per optimizer step</source>
        <translation>Sequenzen pro Optimizer-Schritt</translation>
    </message>
    <message>
        <source> seq</source>
        <translation> Seq.</translation>
    </message>
    <message>
        <source>Toke&amp;ns</source>
        <translation>To&amp;kens</translation>
    </message>
    <message>
        <source>Training tokens of the whole run</source>
        <translation>Trainings-Tokens des gesamten Laufs</translation>
    </message>
    <message>
        <source>20 per parameter</source>
        <translation>20 pro Parameter</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Optimizer steps (0 = derived from the tokens)</source>
        <translation>Optimizer-Schritte (0 = aus den Tokens abgeleitet)</translation>
    </message>
    <message>
        <source>from tokens</source>
        <translation>aus den Tokens</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Präzision</translation>
    </message>
    <message>
        <source>Picks the GPU&apos;s peak</source>
        <translation>Bestimmt die Spitzenleistung der GPU</translation>
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
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>Optimizer state per parameter</source>
        <translation>Optimizer-Zustand pro Parameter</translation>
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
        <translation>All-Reduce-Algorithmus</translation>
    </message>
    <message>
        <source>Collective algorithm for the DP gradients</source>
        <translation>Kollektiv-Algorithmus für die DP-Gradienten</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
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
        <translation>Hierarchisch</translation>
    </message>
    <message>
        <source>NVLS / SHARP</source>
        <translation>NVLS / SHARP</translation>
    </message>
    <message>
        <source>DP overlap</source>
        <translation>DP-Überlappung</translation>
    </message>
    <message>
        <source>Share of DP communication hidden behind backward</source>
        <translation>Anteil der DP-Kommunikation, der hinter dem Backward verborgen ist</translation>
    </message>
    <message>
        <source>Gradient bytes</source>
        <translation>Gradienten-Bytes</translation>
    </message>
    <message>
        <source>DP bytes multiplier (100 % = no compression)</source>
        <translation>Multiplikator der DP-Bytes (100 % = keine Kompression)</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>GPU MTTF</source>
        <translation>GPU-MTTF</translation>
    </message>
    <message>
        <source>Mean time to failure of one GPU</source>
        <translation>Mittlere Zeit bis zum Ausfall einer GPU</translation>
    </message>
    <message>
        <source>NIC MTTF</source>
        <translation>NIC-MTTF</translation>
    </message>
    <message>
        <source>Mean time to failure of one NIC</source>
        <translation>Mittlere Zeit bis zum Ausfall einer NIC</translation>
    </message>
    <message>
        <source>PSU MTTF</source>
        <translation>Netzteil-MTTF</translation>
    </message>
    <message>
        <source>Mean time to failure of one power supply</source>
        <translation>Mittlere Zeit bis zum Ausfall eines Netzteils</translation>
    </message>
    <message>
        <source>Host MTTF</source>
        <translation>Host-MTTF</translation>
    </message>
    <message>
        <source>Mean time to failure of one host</source>
        <translation>Mittlere Zeit bis zum Ausfall eines Hosts</translation>
    </message>
    <message>
        <source>Cluster MTBF</source>
        <translation>Cluster-MTBF</translation>
    </message>
    <message>
        <source>Measured; overrides the component model</source>
        <translation>Gemessen; ersetzt das Komponentenmodell</translation>
    </message>
    <message>
        <source>From components</source>
        <translation>Aus Komponenten</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>Checkpoint-Intervall</translation>
    </message>
    <message>
        <source>Time between checkpoints</source>
        <translation>Zeit zwischen Checkpoints</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Optimal (Daly)</source>
        <translation>Optimal (Daly)</translation>
    </message>
    <message>
        <source>Asynchronous checkpoints</source>
        <translation>Asynchrone Checkpoints</translation>
    </message>
    <message>
        <source>Stall only for the copy out of HBM</source>
        <translation>Nur für die Kopie aus dem HBM anhalten</translation>
    </message>
    <message>
        <source>Restart time</source>
        <translation>Neustartzeit</translation>
    </message>
    <message>
        <source>Drain, reload and re-initialise after a failure</source>
        <translation>Nach einem Ausfall leeren, neu laden und neu initialisieren</translation>
    </message>
    <message>
        <source>Hot spares</source>
        <translation>Hot Spares</translation>
    </message>
    <message>
        <source>Spare nodes ready to swap in</source>
        <translation>Ersatzknoten, die sofort einspringen können</translation>
    </message>
    <message>
        <source>Spare swap time</source>
        <translation>Spare-Tauschzeit</translation>
    </message>
    <message>
        <source>Time to swap in a hot spare</source>
        <translation>Zeit, um einen Hot Spare einzuwechseln</translation>
    </message>
    <message>
        <source>Provision time</source>
        <translation>Bereitstellungs­zeit</translation>
    </message>
    <message>
        <source>Time to provision a node without a spare</source>
        <translation>Zeit, einen Knoten ohne Spare bereitzustellen</translation>
    </message>
    <message>
        <source>Slow GPU</source>
        <translation>Langsame GPU</translation>
    </message>
    <message>
        <source>One persistently slow GPU: how much slower</source>
        <translation>Eine dauerhaft langsame GPU: wie viel langsamer</translation>
    </message>
    <message>
        <source>Step jitter (CV)</source>
        <translation>Schritt-Jitter (CV)</translation>
    </message>
    <message>
        <source>Per-rank step-time coefficient of variation</source>
        <translation>Variationskoeffizient der Schrittzeit pro Rank</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Price of one GPU-hour</source>
        <translation>Preis einer GPU-Stunde</translation>
    </message>
    <message>
        <source> $/GPU-h</source>
        <translation> $/GPU-h</translation>
    </message>
    <message>
        <source>Power per GPU</source>
        <translation>Leistung pro GPU</translation>
    </message>
    <message>
        <source>Average draw per GPU, host share included</source>
        <translation>Durchschnittliche Leistungsaufnahme pro GPU, Host-Anteil inklusive</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness of the data centre</source>
        <translation>Power Usage Effectiveness des Rechenzentrums</translation>
    </message>
    <message>
        <source>Compute scale</source>
        <translation>Rechenfaktor</translation>
    </message>
    <message>
        <source>Multiplies the modelled compute time</source>
        <translation>Multipliziert die modellierte Rechenzeit</translation>
    </message>
    <message>
        <source> x</source>
        <translation> ×</translation>
    </message>
    <message>
        <source>Link scale</source>
        <translation>Link-Faktor</translation>
    </message>
    <message>
        <source>Multiplies the modelled communication time</source>
        <translation>Multipliziert die modellierte Kommunikationszeit</translation>
    </message>
    <message>
        <source>Measured step</source>
        <translation>Gemessener Schritt</translation>
    </message>
    <message>
        <source>A step time measured on your cluster</source>
        <translation>Eine auf Ihrem Cluster gemessene Schrittzeit</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Not measured</source>
        <translation>Nicht gemessen</translation>
    </message>
    <message>
        <source>Measured MFU</source>
        <translation>Gemessene MFU</translation>
    </message>
    <message>
        <source>An MFU measured on your cluster</source>
        <translation>Eine auf Ihrem Cluster gemessene MFU</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Kalibrierung</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Cluster and fabric</source>
        <translation>Cluster und Fabric</translation>
    </message>
    <message>
        <source>Parallel layout</source>
        <translation>Paralleles Layout</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Reliability and checkpoints</source>
        <translation>Zuverlässigkeit und Checkpoints</translation>
    </message>
    <message>
        <source>Stragglers</source>
        <translation>Straggler</translation>
    </message>
    <message>
        <source>Cost and energy</source>
        <translation>Kosten und Energie</translation>
    </message>
    <message>
        <source>Expert FFN size</source>
        <translation>Experten-FFN-Größe</translation>
    </message>
    <message>
        <source>FFN width of one routed or shared expert (0 = the FFN size)</source>
        <translation>FFN-Breite eines gerouteten oder geteilten Experten (0 = FFN-Größe)</translation>
    </message>
    <message>
        <source>= FFN size</source>
        <translation>= FFN-Größe</translation>
    </message>
    <message>
        <source>Shared experts</source>
        <translation>Geteilte Experten</translation>
    </message>
    <message>
        <source>Experts every token uses besides the routed ones (DeepSeek-V3: 1)</source>
        <translation>Experten, die jedes Token zusätzlich zu den gerouteten nutzt (DeepSeek-V3: 1)</translation>
    </message>
    <message>
        <source>Leading dense layers</source>
        <translation>Führende dichte Schichten</translation>
    </message>
    <message>
        <source>First layers with a dense FFN before the MoE layers (DeepSeek-V3: 3)</source>
        <translation>Erste Schichten mit dichtem FFN vor den MoE-Schichten (DeepSeek-V3: 3)</translation>
    </message>
    <message>
        <source>MoE layer frequency</source>
        <translation>MoE-Schicht­frequenz</translation>
    </message>
    <message>
        <source>1 = every later layer is MoE, 2 = every other one</source>
        <translation>1 = jede weitere Schicht ist MoE, 2 = jede zweite</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation>Head-Größe</translation>
    </message>
    <message>
        <source>Attention head size (0 = hidden / heads)</source>
        <translation>Größe eines Attention-Heads (0 = Breite / Heads)</translation>
    </message>
    <message>
        <source>hidden / heads</source>
        <translation>Breite / Heads</translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation>Gleitendes Fenster</translation>
    </message>
    <message>
        <source>Tokens a windowed layer attends to (0 = full attention)</source>
        <translation>Tokens, auf die eine Fensterschicht achtet (0 = volle Attention)</translation>
    </message>
    <message>
        <source>full attention</source>
        <translation>volle Attention</translation>
    </message>
    <message>
        <source>Windowed layers</source>
        <translation>Fenster­schichten</translation>
    </message>
    <message>
        <source>Share of the layers that use the sliding window</source>
        <translation>Anteil der Schichten mit gleitendem Fenster</translation>
    </message>
    <message>
        <source>MLA key/value rank</source>
        <translation>MLA-Key/Value-Rang</translation>
    </message>
    <message>
        <source>Multi-head latent attention: key/value latent rank (0 = standard attention)</source>
        <translation>Multi-Head Latent Attention: latenter Key/Value-Rang (0 = normale Attention)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>MLA query rank</source>
        <translation>MLA-Query-Rang</translation>
    </message>
    <message>
        <source>Query latent rank (0 = queries straight from the hidden state)</source>
        <translation>Latenter Query-Rang (0 = Queries direkt aus dem Hidden State)</translation>
    </message>
    <message>
        <source>MLA head size</source>
        <translation>MLA-Head-Größe</translation>
    </message>
    <message>
        <source>Per-head query/key size without rotary embedding</source>
        <translation>Query/Key-Größe je Head ohne Rotary-Embedding</translation>
    </message>
    <message>
        <source>MLA rotary size</source>
        <translation>MLA-Rotary-Größe</translation>
    </message>
    <message>
        <source>Per-head query/key size with rotary embedding</source>
        <translation>Query/Key-Größe je Head mit Rotary-Embedding</translation>
    </message>
    <message>
        <source>MLA value size</source>
        <translation>MLA-Value-Größe</translation>
    </message>
    <message>
        <source>Per-head value size</source>
        <translation>Value-Größe je Head</translation>
    </message>
    <message>
        <source>MTP modules</source>
        <translation>MTP-Module</translation>
    </message>
    <message>
        <source>Multi-token-prediction modules after the last layer (DeepSeek-V3: 1)</source>
        <translation>Module zur Mehr-Token-Vorhersage nach der letzten Schicht (DeepSeek-V3: 1)</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>Geteilte Embeddings</translation>
    </message>
    <message>
        <source>The output layer shares the input embedding&apos;s weights</source>
        <translation>Die Ausgabeschicht teilt die Gewichte des Eingabe-Embeddings</translation>
    </message>
    <message>
        <source>DualPipe</source>
        <translation>DualPipe</translation>
    </message>
    <message>
        <source>Expert TP</source>
        <translation>Experten-TP</translation>
    </message>
    <message>
        <source>Tensor parallelism inside the experts; EP x expert TP divides TP x CP x DP</source>
        <translation>Tensor-Parallelität innerhalb der Experten; EP × Experten-TP teilt TP × CP × DP</translation>
    </message>
    <message>
        <source>= TP</source>
        <translation>= TP</translation>
    </message>
    <message>
        <source>First-stage layers</source>
        <translation>Schichten der ersten Stufe</translation>
    </message>
    <message>
        <source>Layers on the first pipeline stage (auto: the embedding counts as one)</source>
        <translation>Schichten auf der ersten Pipeline-Stufe (auto: das Embedding zählt als eine)</translation>
    </message>
    <message>
        <source>Last-stage layers</source>
        <translation>Schichten der letzten Stufe</translation>
    </message>
    <message>
        <source>Layers on the last pipeline stage (auto: the output layer and loss count as one)</source>
        <translation>Schichten auf der letzten Pipeline-Stufe (auto: Ausgabeschicht und Loss zählen als eine)</translation>
    </message>
    <message>
        <source>NVLink SHARP (NVLS): the NVLink switches of a domain reduce</source>
        <translation>NVLink SHARP (NVLS): Die NVLink-Switches einer Domäne reduzieren</translation>
    </message>
    <message>
        <source>In-network reduction</source>
        <translation>In-Network-Reduktion</translation>
    </message>
    <message>
        <source>SHARP in the scale-out switches (InfiniBand with SHARP): reduces across domains</source>
        <translation>SHARP in den Scale-out-Switches (InfiniBand mit SHARP): reduziert über Domänen hinweg</translation>
    </message>
    <message>
        <source>Expert imbalance</source>
        <translation>Experten-Ungleich­gewicht</translation>
    </message>
    <message>
        <source>Tokens of the busiest expert over the average (1 = balanced)</source>
        <translation>Tokens des meistbelasteten Experten im Verhältnis zum Durchschnitt (1 = ausgeglichen)</translation>
    </message>
    <message>
        <source>FP8 GEMM efficiency</source>
        <translation>FP8-GEMM-Effizienz</translation>
    </message>
    <message>
        <source>Achieved fraction of the FP8 peak on very large FP8 matrix multiplies (0 = no FP8)</source>
        <translation>Erreichter Anteil der FP8-Spitzenleistung bei sehr großen FP8-Matrixmultiplikationen (0 = kein FP8)</translation>
    </message>
    <message>
        <source>FP4 GEMM efficiency</source>
        <translation>FP4-GEMM-Effizienz</translation>
    </message>
    <message>
        <source>Achieved fraction of the FP4 peak on very large FP4 matrix multiplies (0 = no FP4)</source>
        <translation>Erreichter Anteil der FP4-Spitzenleistung bei sehr großen FP4-Matrixmultiplikationen (0 = kein FP4)</translation>
    </message>
    <message>
        <source>FLOPs per exponential</source>
        <translation>FLOPs je Exponential­funktion</translation>
    </message>
    <message>
        <source>BF16 tensor FLOPs per softmax exponential, per SM and clock: 256 Hopper, 512 Blackwell (0 = unknown)</source>
        <translation>BF16-Tensor-FLOPs je Softmax-Exponentialfunktion, pro SM und Takt: 256 Hopper, 512 Blackwell (0 = unbekannt)</translation>
    </message>
    <message>
        <source>Software stack</source>
        <translation>Software-Stack</translation>
    </message>
    <message>
        <source>What the training stack fuses, which attention kernel it runs, how it overlaps</source>
        <translation>Was der Trainings-Stack fusioniert, welchen Attention-Kernel er nutzt, wie er überlappt</translation>
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
        <translation>GPU-Leistungs­grenze</translation>
    </message>
    <message>
        <source>Attention vs Hopper</source>
        <translation>Attention gegenüber Hopper</translation>
    </message>
    <message>
        <source>Attention forward vs Hopper</source>
        <translation>Attention vorwärts gegenüber Hopper</translation>
    </message>
    <message>
        <source>The same for the forward pass alone (0 = the forward and backward figure)</source>
        <translation>Dasselbe für den Vorwärtslauf allein (0 = der Wert für Vorwärts- und Rückwärtslauf)</translation>
    </message>
    <message>
        <source>Fused attention&apos;s efficiency of this GPU&apos;s BF16 peak over Hopper&apos;s (H100, H200), forward and backward at head size 128, as measured; the GEMM efficiency does not move it (0 = the GEMM efficiency&apos;s ratio)</source>
        <translation>Anteil der BF16-Spitzenleistung, den die fusionierte Attention auf dieser GPU erreicht, im Verhältnis zu Hopper (H100, H200), Vorwärts- und Rückwärtslauf bei Kopfgröße 128, gemessen; die GEMM-Effizienz ändert ihn nicht (0 = das Verhältnis der GEMM-Effizienzen)</translation>
    </message>
    <message>
        <source>Selective: attention core</source>
        <translation>Selektiv: Attention-Kern</translation>
    </message>
    <message>
        <source>Selective recompute re-runs the attention core (Megatron&apos;s core_attn, its default)</source>
        <translation>Selektive Neuberechnung wiederholt den Attention-Kern (Megatrons core_attn, die Voreinstellung)</translation>
    </message>
    <message>
        <source>Selective: norms</source>
        <translation>Selektiv: Normen</translation>
    </message>
    <message>
        <source>Selective: expert activation</source>
        <translation>Selektiv: Experten-Aktivierung</translation>
    </message>
    <message>
        <source>Selective recompute re-runs the experts&apos; activation function (moe_act)</source>
        <translation>Selektive Neuberechnung wiederholt die Aktivierungsfunktion der Experten (moe_act)</translation>
    </message>
    <message>
        <source>Selective: MLA up-projections</source>
        <translation>Selektiv: MLA-Up-Projektionen</translation>
    </message>
    <message>
        <source>Selective recompute re-runs the norms instead of keeping their outputs (layernorm)</source>
        <translation>Selektive Neuberechnung wiederholt die Normen, statt ihre Ausgaben zu behalten (layernorm)</translation>
    </message>
    <message>
        <source>Selective recompute re-runs MLA&apos;s up-projections instead of keeping Q, K, V (mla_up_proj)</source>
        <translation>Selektive Neuberechnung wiederholt die Up-Projektionen von MLA, statt Q, K, V zu behalten (mla_up_proj)</translation>
    </message>
    <message>
        <source>Board power limit of one GPU. Below the GPU type&apos;s rated power its tensor cores run slower, BF16 more than FP8: on an H100 at 500 W, BF16 at about %1 % and FP8 at about %2 % of their clock at 700 W</source>
        <translation>Board-Leistungsgrenze einer GPU. Unterhalb der Nennleistung des GPU-Typs laufen ihre Tensor-Kerne langsamer, BF16 stärker als FP8: bei einer H100 mit 500 W BF16 mit etwa %1 % und FP8 mit etwa %2 % ihres Takts bei 700 W</translation>
    </message>
    <message>
        <source>FP8 fast accumulation</source>
        <translation>FP8-Schnell­akkumulation</translation>
    </message>
    <message>
        <source>How much faster an FP8 matrix multiply runs with fast accumulation, as the forward pass runs them, than with the split accumulation the FP8 efficiency was measured with: 1.04 on Hopper, measured (1 = the same)</source>
        <translation>Um wie viel schneller eine FP8-Matrixmultiplikation mit schneller Akkumulation läuft, wie der Vorwärtsdurchlauf sie ausführt, als mit der geteilten Akkumulation, mit der die FP8-Effizienz gemessen wurde: 1,04 auf Hopper, gemessen (1 = gleich schnell)</translation>
    </message>
    <message>
        <source>Expert biases</source>
        <translation>Experten-Biases</translation>
    </message>
    <message>
        <source>The experts&apos; linear layers carry biases (gpt-oss); Megatron-Core adds the second one&apos;s outside the grouped GEMM</source>
        <translation>Die linearen Schichten der Experten haben Biases (gpt-oss); Megatron-Core addiert den der zweiten außerhalb des gruppierten GEMM</translation>
    </message>
    <message>
        <source>GLU clamp</source>
        <translation>GLU-Begrenzung</translation>
    </message>
    <message>
        <source>The GLU&apos;s inputs are clamped to this (gpt-oss: 7; 0 = no clamp); Megatron-Core clamps outside its fused GLU</source>
        <translation>Die Eingänge der GLU werden auf diesen Wert begrenzt (gpt-oss: 7; 0 = keine Begrenzung); Megatron-Core begrenzt außerhalb seiner fusionierten GLU</translation>
    </message>
    <message>
        <source>EP overlap</source>
        <translation>EP-Überlappung</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA-Graphen</translation>
    </message>
    <message>
        <source>Full iteration</source>
        <translation>Ganze Iteration</translation>
    </message>
    <message>
        <source>Full iteration: the forward and backward replay as one CUDA graph (Megatron-Core; the optimizer step runs outside it), so the host launches nothing per layer and waits on no synchronisation</source>
        <translation>Ganze Iteration: Vorwärts- und Rückwärtsdurchlauf laufen als ein CUDA-Graph (Megatron-Core; der Optimiererschritt läuft außerhalb), der Host startet also nichts je Layer und wartet auf keine Synchronisation</translation>
    </message>
    <message>
        <source>Hide the MoE all-to-alls behind another micro-batch&apos;s compute (Megatron-Core --overlap-moe-expert-parallel-comm). Needs a MoE model with EP of 2 or more, the interleaved schedule or DualPipe when PP is 2 or more, no full recompute, at most one MTP module, 16-bit or lower precision and the Megatron-Core stack</source>
        <translation>Die MoE-All-to-Alls hinter der Rechnung eines anderen Micro-Batches verbergen (Megatron-Core --overlap-moe-expert-parallel-comm). Braucht ein MoE-Modell mit EP ab 2, bei PP ab 2 das Schedule Interleaved 1F1B oder DualPipe, kein volles Recompute, höchstens ein MTP-Modul, 16 Bit oder weniger Genauigkeit und den Stack Megatron-Core</translation>
    </message>
</context>
<context>
    <name>FinderPainter</name>
    <message>
        <source>What changes</source>
        <translation>Was sich ändert</translation>
    </message>
    <message>
        <source>Where the wall sits (GPUs, log₂)</source>
        <translation>Wo die Wall liegt (GPUs, log₂)</translation>
    </message>
    <message>
        <source>Sync wall</source>
        <translation>Sync Wall</translation>
    </message>
    <message>
        <source>Expected JCT at %1 GPUs</source>
        <translation>Erwartete JCT bei %1 GPUs</translation>
    </message>
    <message>
        <source>○ today&apos;s wall   ● with the change   ▶ no wall up to %1 GPUs</source>
        <translation>○ heutige Wall   ● mit der Änderung   ▶ keine Wall bis %1 GPUs</translation>
    </message>
</context>
<context>
    <name>ImportText</name>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>line %1 (%2)</source>
        <translation>Zeile %1 (%2)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 (the catalog&apos;s %2)</source>
        <translation>%1 (%2 aus dem Katalog)</translation>
    </message>
    <message>
        <source>%1 (nodes × GPUs per node)</source>
        <translation>%1 (Knoten × GPUs pro Knoten)</translation>
    </message>
    <message>
        <source>%1 (the GPUs TP × PP × CP leave)</source>
        <translation>%1 (die GPUs, die TP × PP × CP übrig lassen)</translation>
    </message>
    <message>
        <source>torchtitan (PyTorch FSDP2)</source>
        <translation>torchtitan (PyTorch FSDP2)</translation>
    </message>
    <message>
        <source>%1 (derived)</source>
        <translation>%1 (abgeleitet)</translation>
    </message>
    <message>
        <source>torchtitan&apos;s tensor parallelism shards the sequence</source>
        <translation>die Tensor-Parallelität von torchtitan teilt die Sequenz auf</translation>
    </message>
    <message>
        <source>%1 default (%2)</source>
        <translation>Standardwert von %1 (%2)</translation>
    </message>
    <message>
        <source>%1 default (%2 not given)</source>
        <translation>Standardwert von %1 (%2 nicht angegeben)</translation>
    </message>
    <message>
        <source>%1 (guessed)</source>
        <translation>%1 (vermutet)</translation>
    </message>
    <message>
        <source>kept: the file does not state the GPU count</source>
        <translation>beibehalten: Die Datei nennt die GPU-Anzahl nicht</translation>
    </message>
    <message>
        <source>kept: %1 comes from the environment ($%2)</source>
        <translation>beibehalten: %1 kommt aus der Umgebung ($%2)</translation>
    </message>
    <message>
        <source>kept: %1 is computed when the script runs</source>
        <translation>beibehalten: %1 wird erst beim Ausführen des Skripts berechnet</translation>
    </message>
    <message>
        <source>kept: the vocabulary comes from the tokenizer</source>
        <translation>beibehalten: Das Vokabular kommt vom Tokenizer</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>beibehalten</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>der Datei</translation>
    </message>
    <message>
        <source>larger than %1 bytes: not a launch config</source>
        <translation>größer als %1 Bytes: keine Startkonfiguration</translation>
    </message>
    <message>
        <source>something opened here is not closed (is the file cut short?)</source>
        <translation>etwas, das hier geöffnet wird, wird nicht geschlossen (ist die Datei abgeschnitten?)</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>a binary file, not a launch config</source>
        <translation>eine Binärdatei, keine Startkonfiguration</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>a Syncwall scenario: open it with File › Open</source>
        <translation>ein Syncwall-Szenario: Öffnen Sie es mit Datei › Öffnen</translation>
    </message>
    <message>
        <source>no layout, batch or model setting found</source>
        <translation>keine Layout-, Batch- oder Modelleinstellung gefunden</translation>
    </message>
    <message>
        <source>not a file Syncwall imports (a Hugging Face config.json, a Megatron-LM script or argument list, a NeMo recipe, a torchtitan TOML)</source>
        <translation>keine Datei, die Syncwall importiert (eine Hugging-Face-config.json, ein Megatron-LM-Skript oder eine Argumentliste, ein NeMo-Rezept, eine torchtitan-TOML)</translation>
    </message>
    <message>
        <source>%1 needs %2 of 2 or more</source>
        <translation>%1 erfordert %2 von mindestens 2</translation>
    </message>
    <message>
        <source>%1 contradicts %2</source>
        <translation>%1 widerspricht %2</translation>
    </message>
    <message>
        <source>TP × PP × CP = %1 does not divide the %2 GPUs of %3</source>
        <translation>TP × PP × CP = %1 teilt die %2 GPUs aus %3 nicht</translation>
    </message>
    <message>
        <source>EP × expert TP = %1 does not divide TP × CP × DP = %2 (with the GPUs of %3)</source>
        <translation>EP × Experten-TP = %1 teilt TP × CP × DP = %2 nicht (mit den GPUs aus %3)</translation>
    </message>
    <message>
        <source>the global batch %1 is not a multiple of DP × micro-batch = %2 (with the GPUs of %3)</source>
        <translation>der globale Batch %1 ist kein Vielfaches von DP × Micro-Batch = %2 (mit den GPUs aus %3)</translation>
    </message>
    <message>
        <source>%1 is out of range for %2 (must be between %3 and %4)</source>
        <translation>%1 liegt außerhalb des Bereichs für %2 (muss zwischen %3 und %4 liegen)</translation>
    </message>
    <message>
        <source>%1 must be %2</source>
        <translation>%1 muss %2 sein</translation>
    </message>
    <message>
        <source>%1 must be one of %2</source>
        <translation>%1 muss einer der Werte %2 sein</translation>
    </message>
    <message>
        <source>%1: missing (it gives %2)</source>
        <translation>%1: fehlt (es liefert %2)</translation>
    </message>
    <message>
        <source>%1: cannot be imported</source>
        <translation>%1: kann nicht importiert werden</translation>
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
        <translation>Experten-Eingang</translation>
    </message>
    <message>
        <source>%1 copies · paces</source>
        <translation>%1 Kopien · gibt das Tempo vor</translation>
    </message>
    <message>
        <source>%1 copies</source>
        <translation>%1 Kopien</translation>
    </message>
    <message>
        <source>Tokens: %1 per GPU drawn, one stripe per chosen expert (colour = the GPU hosting it) · all-to-all over %2</source>
        <translation>Tokens: %1 pro GPU gezeichnet, ein Streifen je gewähltem Experten (Farbe = die GPU, auf der er liegt) · All-to-All über %2</translation>
    </message>
</context>
<context>
    <name>MoeText</name>
    <message>
        <source>MoE token dispatch and combine — EP = %1, %2 experts, top-%3</source>
        <translation>MoE-Token-Dispatch und -Combine – EP = %1, %2 Experten, Top-%3</translation>
    </message>
    <message>
        <source> (drawn: %1 of %2 GPUs)</source>
        <translation> (gezeichnet: %1 von %2 GPUs)</translation>
    </message>
    <message>
        <source> — teaching example: this model is dense</source>
        <translation> – Lehrbeispiel: Dieses Modell ist dicht</translation>
    </message>
    <message>
        <source> — teaching example: EP = 1 here</source>
        <translation> – Lehrbeispiel: hier EP = 1</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>Routing</translation>
    </message>
    <message>
        <source>Dispatch all-to-all</source>
        <translation>Dispatch-All-to-All</translation>
    </message>
    <message>
        <source>Expert GEMMs</source>
        <translation>Experten-GEMMs</translation>
    </message>
    <message>
        <source>Combine all-to-all</source>
        <translation>Combine-All-to-All</translation>
    </message>
    <message>
        <source>Weighted sum</source>
        <translation>Gewichtete Summe</translation>
    </message>
    <message>
        <source>the NICs (scale-out)</source>
        <translation>die NICs (Scale-out)</translation>
    </message>
    <message>
        <source>NVLink (scale-up)</source>
        <translation>NVLink (Scale-up)</translation>
    </message>
    <message>
        <source>Layer done: every token is back on its GPU with the sum of its top-%1 expert outputs.</source>
        <translation>Schicht fertig: Jedes Token ist wieder auf seiner GPU, mit der Summe der Ausgaben seiner Top-%1-Experten.</translation>
    </message>
    <message>
        <source>Route: the gate picks the top-%1 experts of every token; the colour is the GPU that hosts the chosen expert.</source>
        <translation>Routing: Das Gate wählt für jedes Token die Top-%1-Experten; die Farbe ist die GPU, auf der der gewählte Experte liegt.</translation>
    </message>
    <message>
        <source>Dispatch all-to-all over %1: copies for experts on other GPUs travel, %2 of %3 stay on their GPU.</source>
        <translation>Dispatch-All-to-All über %1: Kopien für Experten auf anderen GPUs werden verschickt, %2 von %3 bleiben auf ihrer GPU.</translation>
    </message>
    <message>
        <source>Expert GEMMs: GPU %1&apos;s expert got %2× the mean load and paces the layer; the others wait (illustrative skew).</source>
        <translation>Experten-GEMMs: Der Experte von GPU %1 erhält das %2-Fache der mittleren Last und gibt das Tempo der Schicht vor; die anderen warten (beispielhafte Schieflage).</translation>
    </message>
    <message>
        <source>Expert GEMMs: every GPU runs its experts on the copies it received (balanced: all finish together).</source>
        <translation>Experten-GEMMs: Jede GPU rechnet ihre Experten auf den empfangenen Kopien (ausgeglichen: alle werden gleichzeitig fertig).</translation>
    </message>
    <message>
        <source>Combine all-to-all over %1: the expert outputs travel back to their tokens&apos; GPUs.</source>
        <translation>Combine-All-to-All über %1: Die Ausgaben der Experten gehen zurück zu den GPUs ihrer Tokens.</translation>
    </message>
    <message>
        <source>Sum: each token adds its top-%1 expert outputs, weighted by the gate.</source>
        <translation>Summe: Jedes Token addiert die Ausgaben seiner Top-%1-Experten, gewichtet mit dem Gate.</translation>
    </message>
    <message>
        <source>Per GPU per all-to-all: %1 tokens × top-%2 × hidden %3 × %4 B = %5; (ep−1)/ep = %6 of it (%7) leaves the GPU</source>
        <translation>Pro GPU und All-to-All: %1 Tokens × Top-%2 × Hidden %3 × %4 B = %5; (ep−1)/ep = %6 davon (%7) verlässt die GPU</translation>
    </message>
    <message>
        <source>Teaching example (EP = %1, top-%2 on this model&apos;s hidden size): no all-to-all in this estimate, every phase drawn one unit long</source>
        <translation>Lehrbeispiel (EP = %1, Top-%2 mit der Hidden-Größe dieses Modells): kein All-to-All in dieser Schätzung, jede Phase eine Einheit lang gezeichnet</translation>
    </message>
    <message>
        <source>Per layer forward: dispatch + combine = %1 per GPU over %2, %3 each; experts %4%5</source>
        <translation>Pro Schicht im Forward: Dispatch + Combine = %1 pro GPU über %2, je %3; Experten %4%5</translation>
    </message>
    <message>
        <source> (to scale; route, sum nominal)</source>
        <translation> (maßstäblich; Routing, Summe nominell)</translation>
    </message>
    <message>
        <source> (didactic: one unit per phase)</source>
        <translation> (didaktisch: eine Einheit pro Phase)</translation>
    </message>
    <message>
        <source>Illustrative skew, not from the estimate: GPU %1 receives %2 copies against a mean of %3, so the layer waits %4× the balanced expert time</source>
        <translation>Beispielhafte Schieflage, nicht aus der Schätzung: GPU %1 erhält %2 Kopien bei einem Mittel von %3, daher wartet die Schicht das %4-Fache der ausgeglichenen Expertenzeit</translation>
    </message>
    <message>
        <source>Balanced routing (the estimate&apos;s assumption): every GPU receives %1 copies; with a skew the busiest expert would pace the layer</source>
        <translation>Ausgeglichenes Routing (Annahme der Schätzung): Jede GPU erhält %1 Kopien; bei einer Schieflage würde der meistbelastete Experte das Tempo der Schicht vorgeben</translation>
    </message>
</context>
<context>
    <name>PipelinePainter</name>
    <message>
        <source>units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>forward (micro-batch number)</source>
        <translation>Forward (Nummer des Micro-Batch)</translation>
    </message>
    <message>
        <source>backward (2 units)</source>
        <translation>Backward (2 Einheiten)</translation>
    </message>
    <message>
        <source>bubble: stage idle</source>
        <translation>Bubble: Stage untätig</translation>
    </message>
    <message>
        <source>%1 of %2 blocks done.</source>
        <translation>%1 von %2 Blöcken fertig.</translation>
    </message>
    <message>
        <source>Stage 88</source>
        <translation>Stage 88</translation>
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
        <translation>Interleaved 1F1B</translation>
    </message>
    <message>
        <source>1F1B</source>
        <translation>1F1B</translation>
    </message>
    <message>
        <source>Pipeline schedule — %1, P = %2, M = %3</source>
        <translation>Pipeline-Schedule – %1, P = %2, M = %3</translation>
    </message>
    <message>
        <source>, v = %1</source>
        <translation>, v = %1</translation>
    </message>
    <message>
        <source> (drawn: %1 × %2)</source>
        <translation> (gezeichnet: %1 × %2)</translation>
    </message>
    <message>
        <source>Step done: every stage has run every micro-batch forward and backward; the grey area is the bubble.</source>
        <translation>Schritt fertig: Jede Stage hat jeden Micro-Batch vorwärts und rückwärts gerechnet; die graue Fläche ist die Bubble.</translation>
    </message>
    <message>
        <source>GPipe: every micro-batch goes forward first; later stages wait for the pipe to fill.</source>
        <translation>GPipe: Jeder Micro-Batch läuft zuerst vorwärts; spätere Stages warten, bis die Pipeline gefüllt ist.</translation>
    </message>
    <message>
        <source>GPipe: then every micro-batch goes backward; the first stages wait for the gradients.</source>
        <translation>GPipe: Dann läuft jeder Micro-Batch rückwärts; die ersten Stages warten auf die Gradienten.</translation>
    </message>
    <message>
        <source>Warm-up: micro-batches enter one by one; later stages are idle until the pipe fills.</source>
        <translation>Warm-up: Micro-Batches treten einer nach dem anderen ein; spätere Stages sind untätig, bis die Pipeline gefüllt ist.</translation>
    </message>
    <message>
        <source>Cool-down: no forwards left; the last backwards drain back to stage 0 and stages fall idle.</source>
        <translation>Cool-down: Keine Forwards mehr; die letzten Backwards laufen zurück zu Stage 0, und die Stages fallen in Leerlauf.</translation>
    </message>
    <message>
        <source>Bubble = %1 = %2 of the ideal (no-bubble) time  ·  %3 = %4 of the step</source>
        <translation>Bubble = %1 = %2 der idealen Zeit (ohne Bubble)  ·  %3 = %4 des Schritts</translation>
    </message>
    <message>
        <source>Estimate: bubble %1 in a %2 step  ·  1 unit = one micro-batch forward on one stage, backward = 2</source>
        <translation>Schätzung: Bubble %1 in einem Schritt von %2  ·  1 Einheit = ein Micro-Batch vorwärts auf einer Stage, rückwärts = 2</translation>
    </message>
    <message>
        <source>Drawn with %1 stages and %2 micro-batches (of %3 and %4): grey is %5 of this drawing.</source>
        <translation>Gezeichnet mit %1 Stages und %2 Micro-Batches (von %3 und %4): Grau ist %5 dieser Zeichnung.</translation>
    </message>
    <message>
        <source>One stage: no pipeline, no bubble.</source>
        <translation>Eine Stage: keine Pipeline, keine Bubble.</translation>
    </message>
    <message>
        <source>Grey (hatched) = idle = %1 of the stage-time drawn = bubble / (bubble + compute) in the estimate</source>
        <translation>Grau (schraffiert) = untätig = %1 der gezeichneten Stage-Zeit = Bubble / (Bubble + Rechnen) in der Schätzung</translation>
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
        <translation>DualPipe (als 1F1B gezeichnet)</translation>
    </message>
    <message>
        <source>Stage %1</source>
        <translation>Stage %1</translation>
    </message>
    <message>
        <source>1 layer</source>
        <translation>1 Schicht</translation>
    </message>
    <message>
        <source>%1 layers</source>
        <translation>%1 Schichten</translation>
    </message>
    <message>
        <source> + embedding</source>
        <translation> + Embedding</translation>
    </message>
    <message>
        <source> + output</source>
        <translation> + Ausgabeschicht</translation>
    </message>
    <message>
        <source>Uneven stages: stage %1 (%2) paces; stage %3 (%4) does %5 of its work and idles the rest</source>
        <translation>Ungleiche Stages: Stage %1 (%2) gibt das Tempo vor; Stage %3 (%4) leistet %5 von deren Arbeit und ist den Rest der Zeit untätig</translation>
    </message>
    <message>
        <source>Steady state: the pipe is full; each stage alternates one forward and one backward.</source>
        <translation>Eingeschwungen: die Pipeline ist voll; jede Stufe wechselt zwischen einem Vorwärts- und einem Rückwärtsdurchlauf.</translation>
    </message>
</context>
<context>
    <name>PointDescription</name>
    <message>
        <source>%1 GPUs: %2</source>
        <translation>%1 GPUs: %2</translation>
    </message>
    <message>
        <source>Step %1 = %2</source>
        <translation>Schritt %1 = %2</translation>
    </message>
    <message>
        <source>JCT %1 (expected with failures %2), efficiency %3, MFU %4</source>
        <translation>JCT %1 (erwartet mit Ausfällen %2), Effizienz %3, MFU %4</translation>
    </message>
    <message>
        <source>Memory %1 of %2 per GPU</source>
        <translation>Speicher %1 von %2 pro GPU</translation>
    </message>
    <message>
        <source>Does not fit: %1 needed, %2 per GPU</source>
        <translation>Passt nicht: %1 benötigt, %2 pro GPU</translation>
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
        <translation>eine andere Eingabe</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The file is not valid JSON: %1.</source>
        <translation>Die Datei ist kein gültiges JSON: %1.</translation>
    </message>
    <message>
        <source>Must be an object (a group of keys).</source>
        <translation>Muss ein Objekt sein (eine Gruppe von Schlüsseln).</translation>
    </message>
    <message>
        <source>Unknown key; check its spelling.</source>
        <translation>Unbekannter Schlüssel; bitte die Schreibweise prüfen.</translation>
    </message>
    <message>
        <source>Must be of type %1.</source>
        <translation>Muss vom Typ %1 sein.</translation>
    </message>
    <message>
        <source>Required, but missing.</source>
        <translation>Erforderlich, fehlt aber.</translation>
    </message>
    <message>
        <source>Must be above %1 and at most %2.</source>
        <translation>Muss größer als %1 und höchstens %2 sein.</translation>
    </message>
    <message>
        <source>Must be between %1 and %2.</source>
        <translation>Muss zwischen %1 und %2 liegen.</translation>
    </message>
    <message>
        <source>Must be a finite number.</source>
        <translation>Muss eine endliche Zahl sein.</translation>
    </message>
    <message>
        <source>Must be one of: %1.</source>
        <translation>Muss einer dieser Werte sein: %1.</translation>
    </message>
    <message>
        <source>No preset with this id in the catalog.</source>
        <translation>Kein Preset mit dieser ID im Katalog.</translation>
    </message>
    <message>
        <source>Not a Syncwall scenario (&quot;format&quot; must be &quot;syncwall-scenario&quot;).</source>
        <translation>Kein Syncwall-Szenario („format“ muss „syncwall-scenario“ sein).</translation>
    </message>
    <message>
        <source>This version of the file format is not supported.</source>
        <translation>Diese Version des Dateiformats wird nicht unterstützt.</translation>
    </message>
    <message>
        <source>%1 must divide %2 evenly.</source>
        <translation>%1 muss %2 ohne Rest teilen.</translation>
    </message>
    <message>
        <source>Must divide %1 evenly.</source>
        <translation>Muss %1 ohne Rest teilen.</translation>
    </message>
    <message>
        <source>TP x PP x CP x DP must equal the GPU count.</source>
        <translation>TP × PP × CP × DP muss gleich der GPU-Anzahl sein.</translation>
    </message>
    <message>
        <source>Cannot hold together with %1.</source>
        <translation>Verträgt sich nicht mit %1.</translation>
    </message>
    <message>
        <source>Nested too deeply.</source>
        <translation>Zu tief verschachtelt.</translation>
    </message>
    <message>
        <source>Invalid value.</source>
        <translation>Ungültiger Wert.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>This GPU type has no tensor cores for it.</source>
        <translation>Dieser GPU-Typ hat dafür keine Tensor-Cores.</translation>
    </message>
    <message>
        <source>This GPU type cannot run it: its %1 is 0.</source>
        <translation>Dieser GPU-Typ kann es nicht ausführen: sein Wert %1 ist 0.</translation>
    </message>
    <message>
        <source>Must be at least one step&apos;s tokens, %1 (the global batch times the sequence length).</source>
        <translation>Muss mindestens die Tokens eines Schritts umfassen, %1 (globaler Batch mal Sequenzlänge).</translation>
    </message>
    <message>
        <source>Needs a mixture-of-experts model.</source>
        <translation>Braucht ein Mixture-of-Experts-Modell.</translation>
    </message>
    <message>
        <source>Needs expert parallelism (EP) of 2 or more.</source>
        <translation>Braucht Expertenparallelität (EP) von mindestens 2.</translation>
    </message>
    <message>
        <source>With pipeline parallelism it needs the interleaved schedule (virtual stages) or DualPipe.</source>
        <translation>Mit Pipeline-Parallelität braucht es das Schedule Interleaved 1F1B (virtuelle Stages) oder DualPipe.</translation>
    </message>
    <message>
        <source>Cannot be used with full recompute; choose selective, none or auto.</source>
        <translation>Geht nicht mit vollem Recompute; wählen Sie Selektiv, Keins oder Auto.</translation>
    </message>
    <message>
        <source>Needs the Megatron-Core software stack.</source>
        <translation>Braucht den Software-Stack Megatron-Core.</translation>
    </message>
    <message>
        <source>Needs 16-bit or lower precision (Megatron-Core overlaps a bf16 or fp16 model only).</source>
        <translation>Braucht 16 Bit oder weniger Genauigkeit (Megatron-Core überlappt nur ein bf16- oder fp16-Modell).</translation>
    </message>
    <message>
        <source>Allows at most one MTP module.</source>
        <translation>Erlaubt höchstens ein MTP-Modul.</translation>
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
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>RingPainter</name>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>Node %1</source>
        <translation>Knoten %1</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>transfer on this step</source>
        <translation>Transfer in diesem Schritt</translation>
    </message>
    <message>
        <source>cell A3 = chunk A holding 3 summed gradients; bold outline = complete sum</source>
        <translation>Zelle A3 = Chunk A mit 3 summierten Gradienten; fetter Rahmen = vollständige Summe</translation>
    </message>
</context>
<context>
    <name>RingText</name>
    <message>
        <source>Tree all-reduce</source>
        <translation>Tree-All-Reduce</translation>
    </message>
    <message>
        <source>Hierarchical all-reduce</source>
        <translation>Hierarchisches All-Reduce</translation>
    </message>
    <message>
        <source>In-switch all-reduce (NVLS/SHARP)</source>
        <translation>In-Switch-All-Reduce (NVLS/SHARP)</translation>
    </message>
    <message>
        <source>Ring all-reduce</source>
        <translation>Ring-All-Reduce</translation>
    </message>
    <message>
        <source>%1 — %2 GPUs (teaching example)</source>
        <translation>%1 – %2 GPUs (Lehrbeispiel)</translation>
    </message>
    <message>
        <source>%1 — N = %2 GPUs, %3 shown</source>
        <translation>%1 – N = %2 GPUs, %3 gezeigt</translation>
    </message>
    <message>
        <source>%1 — N = %2 GPUs</source>
        <translation>%1 – N = %2 GPUs</translation>
    </message>
    <message>
        <source>Reduce-scatter</source>
        <translation>Reduce-Scatter</translation>
    </message>
    <message>
        <source>All-gather</source>
        <translation>All-Gather</translation>
    </message>
    <message>
        <source>Reduce up the tree</source>
        <translation>Den Baum hinauf reduzieren</translation>
    </message>
    <message>
        <source>Broadcast down</source>
        <translation>Nach unten broadcasten</translation>
    </message>
    <message>
        <source>In-node reduce-scatter</source>
        <translation>Reduce-Scatter im Knoten</translation>
    </message>
    <message>
        <source>Cross-node reduce-scatter</source>
        <translation>Reduce-Scatter zwischen Knoten</translation>
    </message>
    <message>
        <source>Cross-node all-gather</source>
        <translation>All-Gather zwischen Knoten</translation>
    </message>
    <message>
        <source>In-node all-gather</source>
        <translation>All-Gather im Knoten</translation>
    </message>
    <message>
        <source>Switch reduces</source>
        <translation>Switch reduziert</translation>
    </message>
    <message>
        <source>Switch multicasts</source>
        <translation>Switch multicastet</translation>
    </message>
    <message>
        <source>Done: every GPU holds every chunk, summed over all %1 GPUs.</source>
        <translation>Fertig: Jede GPU hält jeden Chunk, summiert über alle %1 GPUs.</translation>
    </message>
    <message>
        <source>Each GPU sends one chunk to its neighbour, which adds its own gradient to it.</source>
        <translation>Jede GPU schickt einen Chunk an ihren Nachbarn, der seinen eigenen Gradienten hinzuaddiert.</translation>
    </message>
    <message>
        <source>Each GPU forwards a fully summed chunk; the neighbour keeps a copy.</source>
        <translation>Jede GPU reicht einen vollständig summierten Chunk weiter; der Nachbar behält eine Kopie.</translation>
    </message>
    <message>
        <source>Children send their partial sums to their parent, which adds them.</source>
        <translation>Kinder schicken ihre Teilsummen an ihren Elternknoten, der sie addiert.</translation>
    </message>
    <message>
        <source>The root&apos;s total flows back down to every GPU.</source>
        <translation>Die Summe der Wurzel fließt zurück nach unten zu jeder GPU.</translation>
    </message>
    <message>
        <source>Over NVLink, each GPU ends up owning one shard summed over its node.</source>
        <translation>Über NVLink besitzt am Ende jede GPU einen Shard, summiert über ihren Knoten.</translation>
    </message>
    <message>
        <source>Across nodes, each GPU reduces its shard with its peers on its own NIC rail.</source>
        <translation>Zwischen Knoten reduziert jede GPU ihren Shard mit ihren Peers auf derselben NIC-Schiene (Rail).</translation>
    </message>
    <message>
        <source>Across nodes, the rail peers share the pieces of their shard, now summed over all GPUs.</source>
        <translation>Zwischen Knoten tauschen die Rail-Peers die Teile ihres Shards aus, jetzt über alle GPUs summiert.</translation>
    </message>
    <message>
        <source>Over NVLink, every GPU collects all the shards of its node.</source>
        <translation>Über NVLink sammelt jede GPU alle Shards ihres Knotens ein.</translation>
    </message>
    <message>
        <source>Every GPU pushes its gradient into the switch, which adds them as they arrive.</source>
        <translation>Jede GPU schiebt ihren Gradienten in den Switch, der sie beim Eintreffen addiert.</translation>
    </message>
    <message>
        <source>The switch multicasts the sum back to every GPU at once.</source>
        <translation>Der Switch sendet die Summe per Multicast gleichzeitig an jede GPU zurück.</translation>
    </message>
    <message>
        <source>T = 2⌈log₂N⌉·α + 2·M/B</source>
        <translation>T = 2⌈log₂N⌉·α + 2·M/B</translation>
    </message>
    <message>
        <source>All %1 steps done</source>
        <translation>Alle %1 Schritte fertig</translation>
    </message>
    <message>
        <source>  ·  sent per GPU so far: %1 of %2</source>
        <translation>  ·  bisher pro GPU gesendet: %1 von %2</translation>
    </message>
    <message>
        <source>  ·  t = %1 of %2</source>
        <translation>  ·  t = %1 von %2</translation>
    </message>
    <message>
        <source>M = %1 of gradients per GPU: what a data-parallel group would all-reduce</source>
        <translation>M = %1 Gradienten pro GPU: so viel würde eine datenparallele Gruppe per All-Reduce summieren</translation>
    </message>
    <message>
        <source>This scenario has no data parallelism (dp = %1): nothing to all-reduce. %2 GPUs shown to teach the algorithm.</source>
        <translation>Dieses Szenario hat keine Datenparallelität (dp = %1): Es gibt nichts zu reduzieren. %2 GPUs gezeigt, um den Algorithmus zu erklären.</translation>
    </message>
    <message>
        <source>%1 of N = %2 GPUs shown; the real group takes %3 steps of about %4.</source>
        <translation>%1 von N = %2 GPUs gezeigt; die echte Gruppe braucht %3 Schritte von je etwa %4.</translation>
    </message>
    <message>
        <source>Each of the %1 steps moves M/N = %2 per GPU in about %3.</source>
        <translation>Jeder der %1 Schritte bewegt M/N = %2 pro GPU in etwa %3.</translation>
    </message>
    <message>
        <source> No in-switch reduction on this hardware: timed as the best other algorithm.</source>
        <translation> Keine In-Switch-Reduktion auf dieser Hardware: Zeit des besten anderen Algorithmus.</translation>
    </message>
    <message>
        <source> The estimate uses: %1.</source>
        <translation> Die Schätzung verwendet: %1.</translation>
    </message>
    <message>
        <source>A3 = chunk A, 3 gradients summed</source>
        <translation>A3 = Chunk A, 3 Gradienten summiert</translation>
    </message>
    <message>
        <source>T = 2[(r−1)α + (r−1)/r·M/B(NVLink)] + 2[(k−1)α + (k−1)/k·M/(r·B(NIC))] = %1   (r = %2 per node, k = %3 nodes)</source>
        <translation>T = 2[(r−1)α + (r−1)/r·M/B(NVLink)] + 2[(k−1)α + (k−1)/k·M/(r·B(NIC))] = %1   (r = %2 pro Knoten, k = %3 Knoten)</translation>
    </message>
    <message>
        <source>T ≈ 2α + M/B(switch) (+ M/(r·B(NIC)) across nodes) = %1</source>
        <translation>T ≈ 2α + M/B(Switch) (+ M/(r·B(NIC)) zwischen Knoten) = %1</translation>
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
        <translation>M = %1 pro GPU  ·  algbw = M/T = %2  ·  busbw = algbw·2(N−1)/N = %3</translation>
    </message>
    <message>
        <source>all %1 steps done</source>
        <translation>alle %1 Schritte fertig</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>%1 %2 (%3 of %4 steps in all)</source>
        <translation>%1 %2 (%3 von %4 Schritten insgesamt)</translation>
    </message>
    <message>
        <source>T = 2⌈log₂N⌉·α + 2·M/B = 2·%1·%2 + 2 · %3 / %4 = %5   (pipelined in chunks: all levels busy at once)</source>
        <translation>T = 2⌈log₂N⌉·α + 2·M/B = 2·%1·%2 + 2 · %3 / %4 = %5   (in Stücken gepipelinet: alle Ebenen arbeiten gleichzeitig)</translation>
    </message>
    <message>
        <source>; drawn: %1 per node</source>
        <translation>; gezeichnet: %1 pro Knoten</translation>
    </message>
    <message>
        <source>T ≈ 2α + M/B(switch) (+ M/(r·B(NIC)) across nodes): no in-switch reduction on this hardware, so %1 is the best other algorithm&apos;s time</source>
        <translation>T ≈ 2α + M/B(Switch) (+ M/(r·B(NIC)) zwischen Knoten): keine Reduktion im Switch auf dieser Hardware, daher ist %1 die Zeit des besten anderen Algorithmus</translation>
    </message>
    <message>
        <source>; drawn: %1 nodes</source>
        <translation>; gezeichnet: %1 Knoten</translation>
    </message>
</context>
<context>
    <name>ScalingMarkers</name>
    <message>
        <source>No sync wall up to %1 GPUs: the expected JCT keeps falling</source>
        <translation>Keine Sync Wall bis %1 GPUs: Die erwartete JCT sinkt weiter</translation>
    </message>
    <message>
        <source>Past %1 GPUs the job gets slower</source>
        <translation>Über %1 GPUs hinaus wird der Job langsamer</translation>
    </message>
    <message>
        <source>Efficiency stays above %1</source>
        <translation>Effizienz bleibt über %1</translation>
    </message>
    <message>
        <source>Efficiency below %1 from %2 GPUs</source>
        <translation>Effizienz unter %1 ab %2 GPUs</translation>
    </message>
    <message>
        <source>&lt; %1</source>
        <translation>&lt; %1</translation>
    </message>
    <message>
        <source>This scenario (%1 GPUs)</source>
        <translation>Dieses Szenario (%1 GPUs)</translation>
    </message>
    <message>
        <source>fastest expected JCT: %1 at %2 GPUs</source>
        <translation>schnellste erwartete JCT: %1 bei %2 GPUs</translation>
    </message>
    <message>
        <source>No sync wall up to %1 GPUs: more GPUs keep making this job faster</source>
        <translation>Keine Sync Wall bis %1 GPUs: Mehr GPUs machen diesen Job weiter schneller</translation>
    </message>
    <message>
        <source>The sync wall is at %1 GPUs: more GPUs make this job slower</source>
        <translation>Die Sync Wall liegt bei %1 GPUs: Mehr GPUs machen diesen Job langsamer</translation>
    </message>
    <message>
        <source>Deadline: %1</source>
        <translation>Frist: %1</translation>
    </message>
    <message>
        <source>Does not fit
in GPU memory</source>
        <translation>Passt nicht in
den GPU-Speicher</translation>
    </message>
    <message>
        <source>Efficiency below 85% / 70%</source>
        <translation>Effizienz unter 85 % / 70 %</translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <source>The file is too large to be a scenario.</source>
        <translation>Die Datei ist zu groß für ein Szenario.</translation>
    </message>
</context>
<context>
    <name>ScenarioTitle</name>
    <message>
        <source>%1T model</source>
        <translation>%1T-Modell</translation>
    </message>
    <message>
        <source>%1B model</source>
        <translation>%1B-Modell</translation>
    </message>
    <message>
        <source>custom GPU</source>
        <translation>eigene GPU</translation>
    </message>
    <message>
        <source>%1 on %2 %3</source>
        <extracomment>A scenario&apos;s automatic name: model, GPU count, GPU type (&quot;Llama 3 70B on 1,024 H100&quot;).</extracomment>
        <translation>%1 auf %2 %3</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>A scenario&apos;s automatic name while its GPU count is invalid: model, GPU type (&quot;Llama 3 70B on H100&quot;).</extracomment>
        <translation>%1 auf %2</translation>
    </message>
</context>
<context>
    <name>TransferPainter</name>
    <message>
        <source>all</source>
        <translation>alle</translation>
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
        <translation>%1 Tage</translation>
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
        <translation>%1 %</translation>
    </message>
    <message>
        <source>$%1 bn</source>
        <translation>%1 Mrd. $</translation>
    </message>
    <message>
        <source>$%1 M</source>
        <translation>%1 Mio. $</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>%1 $</translation>
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
        <translation>%1 Bio.</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 Mrd.</translation>
    </message>
    <message>
        <source>%1 M</source>
        <translation>%1 Mio.</translation>
    </message>
    <message>
        <source>1 micro-batch per step</source>
        <translation>1 Micro-Batch pro Schritt</translation>
    </message>
    <message>
        <source>%1 micro-batches per step</source>
        <translation>%1 Micro-Batches pro Schritt</translation>
    </message>
    <message>
        <source>millions</source>
        <comment>grouping of money</comment>
        <extracomment>How this language groups large sums: translate as the word &quot;myriads&quot; where they are written in tens of thousands and hundreds of millions (万, 亿), else as &quot;millions&quot;.</extracomment>
        <translation>millions</translation>
    </message>
    <message>
        <source>$%1 hundred million</source>
        <translation>%1 Hundert Mio. $</translation>
    </message>
    <message>
        <source>$%1 ten thousand</source>
        <translation>%1 Zehntausend $</translation>
    </message>
</context>
<context>
    <name>WarningText</name>
    <message>
        <source>Does not fit in memory: %1 per GPU needed, %2 available.</source>
        <translation>Passt nicht in den Speicher: %1 pro GPU benötigt, %2 verfügbar.</translation>
    </message>
    <message>
        <source>Communication wall: GPU utilization efficiency is %1, below 70 %; more GPUs mostly add waiting.</source>
        <translation>Kommunikations-Wall: Die GPU-Nutzungseffizienz liegt bei %1, unter 70 %; mehr GPUs bringen vor allem mehr Warten.</translation>
    </message>
    <message>
        <source>Large pipeline bubble: %1 idle per step. More micro-batches or an interleaved schedule would shrink it.</source>
        <translation>Große Pipeline-Bubble: %1 Leerlauf pro Schritt. Mehr Micro-Batches oder ein Interleaved-Schedule würden sie verkleinern.</translation>
    </message>
    <message>
        <source>The tensor-parallel group (%1 GPUs) is larger than the NVLink domain: its traffic crosses the slower scale-out fabric.</source>
        <translation>Die Tensor-parallele Gruppe (%1 GPUs) ist größer als die NVLink-Domäne: Ihr Verkehr läuft über das langsamere Scale-out-Fabric.</translation>
    </message>
    <message>
        <source>Failures dominate: lost work and recovery add %1 to the run.</source>
        <translation>Ausfälle dominieren: Verlorene Arbeit und Wiederherstellung verlängern den Lauf um %1.</translation>
    </message>
    <message>
        <source>Checkpoints are slow: each one blocks training for %1.</source>
        <translation>Checkpoints sind langsam: Jeder blockiert das Training für %1.</translation>
    </message>
    <message>
        <source>Data-parallel communication is not hidden: %1 of it is exposed in every step.</source>
        <translation>Die datenparallele Kommunikation ist nicht verborgen: %1 davon liegt in jedem Schritt offen.</translation>
    </message>
    <message>
        <source>Warning.</source>
        <translation>Warnung.</translation>
    </message>
    <message>
        <source>Past the sync wall: beyond %1 GPUs, adding GPUs makes this job slower (expected JCT at the wall: %2).</source>
        <translation>Hinter der Sync Wall: Über %1 GPUs hinaus machen zusätzliche GPUs diesen Job langsamer (erwartete JCT an der Wall: %2).</translation>
    </message>
    <message>
        <source>These inputs cannot be computed:</source>
        <translation>Diese Eingaben lassen sich nicht berechnen:</translation>
    </message>
    <message numerus="yes">
        <source>and %n more; the parameter panel shows each beside its input.</source>
        <translation>
            <numerusform>und %n weiteres; das Parameter-Panel zeigt es neben seiner Eingabe.</numerusform>
            <numerusform>und %n weitere; das Parameter-Panel zeigt jedes neben seiner Eingabe.</numerusform>
        </translation>
    </message>
    <message>
        <source>Outside the closely validated range (dense 16-bit Megatron-style runs on A100 and H100, up to 8,192 GPUs): read this estimate as a rough guide.</source>
        <translation>Außerhalb des eng validierten Bereichs (dichte 16-Bit-Läufe im Megatron-Stil auf A100 und H100, bis 8.192 GPUs): Diese Schätzung ist nur ein grober Anhaltspunkt.</translation>
    </message>
    <message>
        <source>Large pipeline bubble: %1 idle per step. More micro-batches or more virtual stages would shrink it.</source>
        <translation>Große Pipeline-Bubble: %1 Leerlauf pro Schritt. Mehr Micro-Batches oder mehr virtuelle Stages würden sie verkleinern.</translation>
    </message>
    <message>
        <source>Power-limited GPU: the clock below the rated power follows a law fitted on a published run of H100s at 500 W. Other limits and GPUs are extrapolated.</source>
        <translation>Leistungsbegrenzte GPU: Der Takt unterhalb der Nennleistung folgt einem Gesetz, das an einem veröffentlichten Lauf von H100 bei 500 W angepasst wurde. Andere Grenzen und GPUs sind extrapoliert.</translation>
    </message>
    <message>
        <source>Megatron-LM of 2021-22 never trained in FP8 or FP4: its low-precision casts are priced as Megatron-Core&apos;s. Choose the Megatron-Core stack for a real run.</source>
        <translation>Megatron-LM von 2021-22 hat nie in FP8 oder FP4 trainiert: Die Umwandlungen in niedrige Genauigkeit sind wie bei Megatron-Core bepreist. Für einen echten Lauf den Megatron-Core-Stack wählen.</translation>
    </message>
    <message>
        <source>The GLU clamp does nothing here: the MLP is not gated. Turn on the gated MLP or set the clamp to 0.</source>
        <translation>Die GLU-Begrenzung wirkt hier nicht: das MLP ist nicht gated. Schalten Sie das Gated MLP ein oder setzen Sie die Begrenzung auf 0.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Views (--view NAME):</source>
        <translation>Ansichten (--view NAME):</translation>
    </message>
    <message>
        <source>What-if explorer for the job completion time of distributed training runs.

</source>
        <translation>What-if-Explorer für die Laufzeit (Job Completion Time) verteilter Trainingsläufe.

</translation>
    </message>
    <message>
        <source>Scenario to open (*.syncwall.json).</source>
        <translation>Zu öffnendes Szenario (*.syncwall.json).</translation>
    </message>
    <message>
        <source>Render the window to OUT.png and exit.</source>
        <translation>Das Fenster als OUT.png rendern und beenden.</translation>
    </message>
    <message>
        <source>Select a view (see the list above).</source>
        <translation>Eine Ansicht wählen (siehe Liste oben).</translation>
    </message>
    <message>
        <source>Window size for --screenshot.</source>
        <translation>Fenstergröße für --screenshot.</translation>
    </message>
    <message>
        <source>Run in this language (en, de, zh_CN, ...).</source>
        <translation>In dieser Sprache ausführen (en, de, zh_CN, …).</translation>
    </message>
    <message>
        <source>system, light or dark (overrides the setting).</source>
        <translation>system, light oder dark (überschreibt die Einstellung).</translation>
    </message>
    <message>
        <source>Write chart NAME (scaling, breakdown, checkpoint, memory, layouts, syncwall, compare) to --out as PNG, SVG, PDF or CSV and exit.</source>
        <translation>Diagramm NAME (scaling, breakdown, checkpoint, memory, layouts, syncwall, compare) als PNG, SVG, PDF oder CSV nach --out schreiben und beenden.</translation>
    </message>
    <message>
        <source>Draw one frame of animation NAME (ring, ring-tree, ring-hierarchical, ring-nvls, ddp, pipeline) at --phase to --out (PNG) and exit.</source>
        <translation>Ein Bild der Animation NAME (ring, ring-tree, ring-hierarchical, ring-nvls, ddp, pipeline) bei --phase nach --out (PNG) zeichnen und beenden.</translation>
    </message>
    <message>
        <source>Animation phase in [0, 1] for --render-frame.</source>
        <translation>Animationsphase in [0, 1] für --render-frame.</translation>
    </message>
    <message>
        <source>Output file for --export-chart and --render-frame.</source>
        <translation>Ausgabedatei für --export-chart und --render-frame.</translation>
    </message>
    <message>
        <source>With --render-frame: the presentation style (large, high contrast).</source>
        <translation>Mit --render-frame: der Präsentationsstil (groß, kontrastreich).</translation>
    </message>
    <message>
        <source>Parameter panel mode: simple or expert.</source>
        <translation>Modus des Parameter-Panels: simple oder expert.</translation>
    </message>
    <message>
        <source>Time panel changes with full refreshes; print refresh_ms p50/p99/max.</source>
        <translation>Panel-Änderungen mit vollständiger Aktualisierung messen; refresh_ms p50/p99/max ausgeben.</translation>
    </message>
    <message>
        <source>With --bench-ui: how many changes to time (%1 to %2, default %3).</source>
        <translation>Mit --bench-ui: wie viele Änderungen gemessen werden (%1 bis %2, Vorgabe %3).</translation>
    </message>
    <message>
        <source>Open BASELINE and pin it as the baseline, then open FILE.</source>
        <translation>BASELINE öffnen und als Baseline fixieren, dann FILE öffnen.</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::AnimationCanvas</name>
    <message>
        <source>Animation</source>
        <translation>Animation</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::AnimationTab</name>
    <message>
        <source>Show the animation and its formulas on the whole screen (Esc leaves)</source>
        <translation>Animation und Formeln im Vollbild zeigen (Esc beendet)</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <source>Prese&amp;ntation Mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::AnimationView</name>
    <message>
        <source>Ring all-reduce</source>
        <translation>Ring-All-Reduce</translation>
    </message>
    <message>
        <source>DDP: the five phases</source>
        <translation>DDP: die fünf Phasen</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>Pipeline-Schedule</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>Animation</translation>
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
        <translation>Hierarchisch</translation>
    </message>
    <message>
        <source>In-switch (NVLS)</source>
        <translation>In-Switch (NVLS)</translation>
    </message>
    <message>
        <source>As estimated</source>
        <translation>Wie geschätzt</translation>
    </message>
    <message>
        <source>All-reduce algorithm</source>
        <translation>All-Reduce-Algorithmus</translation>
    </message>
    <message>
        <source>Didactic (even phase lengths)</source>
        <translation>Didaktisch (gleich lange Phasen)</translation>
    </message>
    <message>
        <source>Give every phase the same length instead of drawing them to scale</source>
        <translation>Jeder Phase dieselbe Länge geben, statt sie maßstäblich zu zeichnen</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>&amp;Zeigen:</translation>
    </message>
    <message>
        <source>MoE: token dispatch and combine</source>
        <translation>MoE: Token-Dispatch und -Combine</translation>
    </message>
    <message>
        <source>Illustrative skew</source>
        <translation>Beispielhafte Schieflage</translation>
    </message>
    <message>
        <source>Route every other token to GPU 0&apos;s expert, to show the busiest expert pacing the layer (not from the estimate)</source>
        <translation>Jedes zweite Token zum Experten von GPU 0 routen, um zu zeigen, wie der meistbelastete Experte das Tempo der Schicht vorgibt (nicht aus der Schätzung)</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::AssumptionsView</name>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>selektiv</translation>
    </message>
    <message>
        <source>full</source>
        <translation>voll</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>Annahme</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>Peak basis</source>
        <translation>Basis der Spitzenleistung</translation>
    </message>
    <message>
        <source>%1, dense %2: %3 TFLOP/s per GPU</source>
        <translation>%1, dicht %2: %3 TFLOP/s pro GPU</translation>
    </message>
    <message>
        <source>FLOP count</source>
        <translation>FLOP-Zählung</translation>
    </message>
    <message>
        <source>Narayanan et al. 2021 eq. 3; MFU without recompute, HFU with it</source>
        <translation>Narayanan et al. 2021, Gl. 3; MFU ohne Recompute, HFU mit</translation>
    </message>
    <message>
        <source>GEMM efficiency</source>
        <translation>GEMM-Effizienz</translation>
    </message>
    <message>
        <source>%1 of peak on large matrix multiplies; smaller slices run less efficiently</source>
        <translation>%1 der Spitzenleistung bei großen Matrixmultiplikationen; kleinere Teilstücke laufen weniger effizient</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Kalibrierung</translation>
    </message>
    <message>
        <source>none (published-run calibration only)</source>
        <translation>keine (nur Kalibrierung an veröffentlichten Läufen)</translation>
    </message>
    <message>
        <source>compute x%1, links x%2</source>
        <translation>Rechnen ×%1, Links ×%2</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Recompute</translation>
    </message>
    <message>
        <source>%1 (auto: the least that fits)</source>
        <translation>%1 (auto: das Geringste, das passt)</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>Pipeline-Schedule</translation>
    </message>
    <message>
        <source>Communication</source>
        <translation>Kommunikation</translation>
    </message>
    <message>
        <source>DP overlap</source>
        <translation>DP-Überlappung</translation>
    </message>
    <message>
        <source>%1 of the gradient all-reduce hidden behind the backward pass</source>
        <translation>%1 des Gradienten-All-Reduce hinter dem Backward-Pass verborgen</translation>
    </message>
    <message>
        <source>Gradient bytes</source>
        <translation>Gradienten-Bytes</translation>
    </message>
    <message>
        <source>uncompressed</source>
        <translation>unkomprimiert</translation>
    </message>
    <message>
        <source>%1 of the uncompressed size</source>
        <translation>%1 der unkomprimierten Größe</translation>
    </message>
    <message>
        <source>Scale-up link</source>
        <translation>Scale-up-Link</translation>
    </message>
    <message>
        <source>%1 per GPU at %2 efficiency, %3 µs latency</source>
        <translation>%1 pro GPU bei %2 Effizienz, %3 µs Latenz</translation>
    </message>
    <message>
        <source>Scale-out link</source>
        <translation>Scale-out-Link</translation>
    </message>
    <message>
        <source>%1 Gb/s per GPU at %2 efficiency, %3 µs latency, %4:1 oversubscription</source>
        <translation>%1 Gb/s pro GPU bei %2 Effizienz, %3 µs Latenz, Überbuchung %4:1</translation>
    </message>
    <message>
        <source>In-switch reduction</source>
        <translation>In-Switch-Reduktion</translation>
    </message>
    <message>
        <source>available (NVLS / SHARP)</source>
        <translation>verfügbar (NVLS / SHARP)</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>Collectives</source>
        <translation>Kollektive</translation>
    </message>
    <message>
        <source>Hockney alpha-beta costs; nccl-tests bus bandwidth definition</source>
        <translation>Hockney-Alpha-Beta-Kosten; Busbandbreite nach der Definition von nccl-tests</translation>
    </message>
    <message>
        <source>Failures and checkpoints</source>
        <translation>Ausfälle und Checkpoints</translation>
    </message>
    <message>
        <source>Failure model</source>
        <translation>Ausfallmodell</translation>
    </message>
    <message>
        <source>exponential; measured cluster MTBF %1</source>
        <translation>exponentiell; gemessene Cluster-MTBF %1</translation>
    </message>
    <message>
        <source>exponential; MTTF GPU %1, NIC %2, PSU %3, host %4</source>
        <translation>exponentiell; MTTF GPU %1, NIC %2, Netzteil %3, Host %4</translation>
    </message>
    <message>
        <source>Cluster MTBF</source>
        <translation>Cluster-MTBF</translation>
    </message>
    <message>
        <source>Recovery per failure</source>
        <translation>Wiederherstellung pro Ausfall</translation>
    </message>
    <message>
        <source>%1 (restart %2, %3 hot spare(s))</source>
        <translation>%1 (Neustart %2, %3 Hot Spare(s))</translation>
    </message>
    <message>
        <source>Checkpoint policy</source>
        <translation>Checkpoint-Strategie</translation>
    </message>
    <message>
        <source>%1 every %2; %3</source>
        <translation>%1 alle %2; %3</translation>
    </message>
    <message>
        <source>asynchronous</source>
        <translation>asynchron</translation>
    </message>
    <message>
        <source>blocking</source>
        <translation>blockierend</translation>
    </message>
    <message>
        <source>interval set by hand</source>
        <translation>Intervall von Hand gesetzt</translation>
    </message>
    <message>
        <source>Daly&apos;s optimum</source>
        <translation>Dalys Optimum</translation>
    </message>
    <message>
        <source>Checkpoint size</source>
        <translation>Checkpoint-Größe</translation>
    </message>
    <message>
        <source>%1, written at %2 (%3 blocking)</source>
        <translation>%1, geschrieben mit %2 (%3 blockierend)</translation>
    </message>
    <message>
        <source>JCT distribution</source>
        <translation>JCT-Verteilung</translation>
    </message>
    <message>
        <source>Monte Carlo, %1 runs, fixed seed</source>
        <translation>Monte Carlo, %1 Läufe, fester Seed</translation>
    </message>
    <message>
        <source>Stragglers and cost</source>
        <translation>Straggler und Kosten</translation>
    </message>
    <message>
        <source>Stragglers</source>
        <translation>Straggler</translation>
    </message>
    <message>
        <source>one GPU %1 slower; step jitter CV %2</source>
        <translation>eine GPU %1 langsamer; Schritt-Jitter CV %2</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>%1 per GPU-hour</source>
        <translation>%1 pro GPU-Stunde</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>%1 W per GPU, PUE %2</source>
        <translation>%1 W pro GPU, PUE %2</translation>
    </message>
    <message>
        <source>Power limit</source>
        <translation>Leistungsgrenze</translation>
    </message>
    <message>
        <source>none: the GPU runs at its rated power</source>
        <translation>keine: die GPU läuft mit ihrer Nennleistung</translation>
    </message>
    <message>
        <source>unfused: batched matrix multiplies at the GEMM efficiency and the softmax&apos;s passes at memory speed</source>
        <translation>nicht fusioniert: Batch-Matrixmultiplikationen mit der GEMM-Effizienz, die Durchläufe des Softmax mit Speichergeschwindigkeit</translation>
    </message>
    <message>
        <source>FlashAttention-2: the curves measured on Hopper, scaled by this GPU&apos;s GEMM efficiency</source>
        <translation>FlashAttention-2: die auf Hopper gemessenen Kurven, skaliert mit der GEMM-Effizienz dieser GPU</translation>
    </message>
    <message>
        <source>cuDNN fused kernel: the curves measured on Hopper, scaled by this GPU&apos;s GEMM efficiency (not measured on this GPU)</source>
        <translation>fusionierter cuDNN-Kernel: die auf Hopper gemessenen Kurven, skaliert mit der GEMM-Effizienz dieser GPU (auf dieser GPU nicht gemessen)</translation>
    </message>
    <message>
        <source>%2 of the %1 peak in the linear layers, %3 of the BF16 peak in the rest (large matrix multiplies; smaller slices run less efficiently)</source>
        <translation>%2 der %1-Spitze in den Linearschichten, %3 der BF16-Spitze im Rest (große Matrixprodukte; kleinere Teile laufen weniger effizient)</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>cuDNN fused kernel: the curves measured on Hopper (H100, H200), as they are</source>
        <translation>fusionierter cuDNN-Kernel: die auf Hopper (H100, H200) gemessenen Kurven, unverändert</translation>
    </message>
    <message>
        <source>selective: every other matmul and the element-wise work (torchtitan&apos;s op policy)</source>
        <translation>selektiv: jede zweite Matrixmultiplikation und die elementweise Arbeit (torchtitans Op-Policy)</translation>
    </message>
    <message>
        <source>attention core</source>
        <translation>Attention-Kern</translation>
    </message>
    <message>
        <source>stand-alone norms</source>
        <translation>eigenständige Normen</translation>
    </message>
    <message>
        <source>expert activation</source>
        <translation>Experten-Aktivierung</translation>
    </message>
    <message>
        <source>MLA up-projections</source>
        <translation>MLA-Up-Projektionen</translation>
    </message>
    <message>
        <source>selective: %1</source>
        <translation>selektiv: %1</translation>
    </message>
    <message>
        <source>no module</source>
        <translation>kein Modul</translation>
    </message>
    <message>
        <source>selective: every matmul (low-precision outputs are not saved) and the element-wise work (torchtitan&apos;s op policy)</source>
        <translation>selektiv: jede Matrixmultiplikation (Ausgaben in niedriger Genauigkeit werden nicht gespeichert) und die elementweise Arbeit (torchtitans Op-Policy)</translation>
    </message>
    <message>
        <source>cuDNN fused kernel: %1 of Hopper&apos;s efficiency of its peak (the catalog&apos;s figure for this GPU, with its source)</source>
        <translation>fusionierter cuDNN-Kernel: %1 der Effizienz von Hopper, jeweils bezogen auf die eigene Spitzenleistung (der Katalogwert dieser GPU, mit seiner Quelle)</translation>
    </message>
    <message>
        <source>%1 W of the GPU&apos;s rated %2 W</source>
        <translation>%1 W der Nennleistung von %2 W</translation>
    </message>
    <message>
        <source>%1: %2 matrix multiplies at %3 of their rated-power clock, BF16 tensor work at %4</source>
        <translation>%1: %2-Matrixmultiplikationen mit %3 ihres Takts bei Nennleistung, BF16-Tensorarbeit mit %4</translation>
    </message>
    <message>
        <source>%1: tensor work (matrix multiplies, attention) at %2 of its rated-power clock</source>
        <translation>%1: Tensorarbeit (Matrixmultiplikationen, Attention) mit %2 ihres Takts bei Nennleistung</translation>
    </message>
    <message>
        <source>every query head&apos;s keys and values (repeated)</source>
        <translation>der Keys und Values aller Query-Heads (wiederholt)</translation>
    </message>
    <message>
        <source>the key/value heads</source>
        <translation>der Key/Value-Heads</translation>
    </message>
    <message>
        <source>a ring of point-to-point sends of %1, hidden behind the attention kernels</source>
        <translation>ein Ring von Punkt-zu-Punkt-Sendungen %1, verdeckt hinter den Attention-Kernels</translation>
    </message>
    <message>
        <source>PyTorch&apos;s all-gather of %1 per attention call, hidden behind its first step only</source>
        <translation>PyTorchs All-Gather %1 je Attention-Aufruf, nur hinter dessen erstem Schritt verdeckt</translation>
    </message>
    <message>
        <source>Context parallelism</source>
        <translation>Kontextparallelität</translation>
    </message>
    <message>
        <source>priced as a ring of point-to-point sends of %1, hidden behind the attention kernels; this stack&apos;s own scheme is not modelled</source>
        <translation>bewertet als Ring von Punkt-zu-Punkt-Sendungen %1, verdeckt hinter den Attention-Kernels; das eigene Verfahren dieses Stacks ist nicht modelliert</translation>
    </message>
    <message>
        <source>no sooner than the last flush to storage ends (Daly&apos;s optimum %1)</source>
        <translation>frühestens nach Ende des letzten Schreibens ins Speichersystem (Dalys Optimum %1)</translation>
    </message>
    <message>
        <source>once a step, the most often (Daly&apos;s optimum %1)</source>
        <translation>einmal pro Schritt, so oft wie möglich (Dalys Optimum %1)</translation>
    </message>
    <message>
        <source>%1, %2 virtual stage(s), %3</source>
        <translation>%1, %2 virtuelle Stage(s), %3</translation>
    </message>
    <message>
        <source>Expert all-to-all</source>
        <translation>Experten-All-to-All</translation>
    </message>
    <message>
        <source>hidden behind another micro-batch&apos;s compute (%1); %2 per step still exposed</source>
        <translation>hinter der Rechnung eines anderen Micro-Batches verborgen (%1); %2 je Schritt bleiben offen</translation>
    </message>
    <message>
        <source>DualPipe</source>
        <translation>DualPipe</translation>
    </message>
    <message>
        <source>Megatron-Core EP overlap</source>
        <translation>EP-Überlappung von Megatron-Core</translation>
    </message>
    <message>
        <source>each micro-batch waits for it; %1 per step</source>
        <translation>jeder Micro-Batch wartet darauf; %1 je Schritt</translation>
    </message>
    <message>
        <source>Host launch work</source>
        <translation>Startarbeit des Hosts</translation>
    </message>
    <message>
        <source>%1 ms per layer and micro-batch that the GPU waits for</source>
        <translation>%1 ms je Layer und Micro-Batch, auf die die GPU wartet</translation>
    </message>
    <message>
        <source>%1 (auto: the least that fits; never full under the EP overlap)</source>
        <translation>%1 (auto: das Geringste, das passt; unter der EP-Überlappung nie voll)</translation>
    </message>
    <message>
        <source>none: the forward and backward replay as one CUDA graph</source>
        <translation>keine: Vorwärts- und Rückwärtsdurchlauf laufen als ein CUDA-Graph</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::Autosaver</name>
    <message>
        <source>Recover unsaved work</source>
        <translation>Ungesicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>Syncwall did not close normally. Recover the unsaved scenario from %1?</source>
        <translation>Syncwall wurde nicht normal beendet. Das ungesicherte Szenario aus %1 wiederherstellen?</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::BreakdownChart</name>
    <message>
        <source>Where the step time goes</source>
        <translation>Wohin die Schrittzeit geht</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Aktuell</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>Schrittzeit (s)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>This scenario: step %1</source>
        <translation>Dieses Szenario: Schritt %1</translation>
    </message>
    <message>
        <source>GPUs (count; best layout at each)</source>
        <translation>GPUs (Anzahl; jeweils bestes Layout)</translation>
    </message>
    <message>
        <source>Share of the step (%)</source>
        <translation>Anteil am Schritt (%)</translation>
    </message>
    <message>
        <source>Across GPU counts</source>
        <translation>Über GPU-Anzahlen</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Fixiert</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::CalibrateDialog</name>
    <message>
        <source>Calibrate to a Measured Run</source>
        <translation>An einen gemessenen Lauf kalibrieren</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>Schrittzeit (s)</translation>
    </message>
    <message>
        <source>MFU (%)</source>
        <translation>MFU (%)</translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation>Durchsatz (Tokens/s)</translation>
    </message>
    <message>
        <source>Compute efficiency (GEMM)</source>
        <translation>Recheneffizienz (GEMM)</translation>
    </message>
    <message>
        <source>Link bandwidth (all tiers)</source>
        <translation>Link-Bandbreite (alle Ebenen)</translation>
    </message>
    <message>
        <source>Enter one number measured on a real run of this scenario. Syncwall fits one knob so that it predicts the measurement, and keeps the fit for every later what-if on this cluster.</source>
        <translation>Geben Sie eine Zahl ein, die auf einem echten Lauf dieses Szenarios gemessen wurde. Syncwall passt einen Regler so an, dass das Modell die Messung vorhersagt, und behält die Anpassung für jedes spätere What-if auf diesem Cluster.</translation>
    </message>
    <message>
        <source>&amp;Measured:</source>
        <translation>&amp;Gemessen:</translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation>&amp;Wert:</translation>
    </message>
    <message>
        <source>&amp;Fit:</source>
        <translation>An&amp;passen:</translation>
    </message>
    <message>
        <source>&amp;Calibrate</source>
        <translation>&amp;Kalibrieren</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>Ü&amp;bernehmen</translation>
    </message>
    <message>
        <source>Calibrate to a measured run</source>
        <translation>An einen gemessenen Lauf kalibrieren</translation>
    </message>
    <message>
        <source>Applied. Edit ▸ Undo restores the previous calibration.</source>
        <translation>Übernommen. Bearbeiten ▸ Rückgängig stellt die vorherige Kalibrierung wieder her.</translation>
    </message>
    <message>
        <source>Press Calibrate to fit.</source>
        <translation>„Kalibrieren“ drücken, um anzupassen.</translation>
    </message>
    <message>
        <source>Fix the scenario&apos;s inputs first.</source>
        <translation>Zuerst die Eingaben des Szenarios korrigieren.</translation>
    </message>
    <message>
        <source>Refused. %1</source>
        <translation>Abgelehnt. %1</translation>
    </message>
    <message>
        <source>“%1” is not a number the value can take (try 0.25, 1.2M or 2.5e6); it went back to %2.</source>
        <translation>„%1“ ist keine Zahl, die der Wert annehmen kann (etwa 0.25, 1.2M oder 2.5e6); er steht wieder auf %2.</translation>
    </message>
    <message>
        <source>From a training log</source>
        <translation>Aus einem Trainings-Log</translation>
    </message>
    <message>
        <source>From an nccl-tests output</source>
        <translation>Aus einer nccl-tests-Ausgabe</translation>
    </message>
    <message>
        <source>Paste or open the log of a real run of this scenario. Syncwall drops the warm-up and outlier iterations, takes the median of the rest and fits one knob to it.</source>
        <translation>Fügen Sie das Log eines echten Laufs dieses Szenarios ein oder öffnen Sie es. Syncwall verwirft die Warm-up- und Ausreißer-Iterationen, nimmt den Median der übrigen und passt einen Regler daran an.</translation>
    </message>
    <message>
        <source>Paste or open an nccl-tests output measured on this cluster. Syncwall fits the link efficiency and latency of the tier the test ran on (one NVLink domain: scale-up; several: scale-out).</source>
        <translation>Fügen Sie eine auf diesem Cluster gemessene nccl-tests-Ausgabe ein oder öffnen Sie eine. Syncwall passt Link-Effizienz und Latenz der Ebene an, auf der der Test lief (eine NVLink-Domäne: Scale-up; mehrere: Scale-out).</translation>
    </message>
    <message>
        <source>Calibrate links to an nccl-tests output</source>
        <translation>Links an eine nccl-tests-Ausgabe kalibrieren</translation>
    </message>
    <message>
        <source>Step times of several runs</source>
        <translation>Schrittzeiten mehrerer Läufe</translation>
    </message>
    <message>
        <source>Enter the step times measured on runs of this cluster at different scales: run 1 is the scenario as it is now, add the others with their GPU count and layout. With two or more, Syncwall fits compute and link efficiency apart and says how well the runs pin each down.</source>
        <translation>Geben Sie die Schrittzeiten ein, die auf Läufen dieses Clusters in unterschiedlicher Größe gemessen wurden: Lauf 1 ist das Szenario in seinem jetzigen Stand, fügen Sie die anderen mit ihrer GPU-Anzahl und ihrem Layout hinzu. Ab zwei Läufen passt Syncwall Recheneffizienz und Link-Effizienz getrennt an und gibt an, wie genau die Läufe jede der beiden festlegen.</translation>
    </message>
    <message>
        <source>Calibrate to a series of runs</source>
        <translation>An eine Reihe von Läufen kalibrieren</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>tok/s</source>
        <translation>Tok./s</translation>
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
        <translation>auto</translation>
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
        <translation>Lauf &amp;entfernen</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
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
        <translation>Gemessener Schritt</translation>
    </message>
    <message>
        <source>Model now</source>
        <translation>Modell jetzt</translation>
    </message>
    <message>
        <source>After fit</source>
        <translation>Nach Anpassung</translation>
    </message>
    <message>
        <source>Measured runs</source>
        <translation>Gemessene Läufe</translation>
    </message>
    <message>
        <source>Data-parallel degree; auto: GPUs / (TP × PP × CP)</source>
        <translation>Datenparalleler Grad; auto: GPUs / (TP × PP × CP)</translation>
    </message>
    <message>
        <source>Seconds per optimizer step measured on the run (typed like 12.5, 1.25e1)</source>
        <translation>Auf dem Lauf gemessene Sekunden pro Optimizer-Schritt (einzugeben etwa als 12.5 oder 1.25e1)</translation>
    </message>
    <message>
        <source>The step the model predicts now, and its error against the measurement</source>
        <translation>Der Schritt, den das Modell jetzt vorhersagt, und sein Fehler gegenüber der Messung</translation>
    </message>
    <message>
        <source>The step with the fitted compute and link scales, and its error</source>
        <translation>Der Schritt mit angepasstem Rechen- und Link-Faktor und sein Fehler</translation>
    </message>
    <message>
        <source>A&amp;dd Run</source>
        <translation>Lauf &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Another run of this scenario at another GPU count (Insert)</source>
        <translation>Ein weiterer Lauf dieses Szenarios mit anderer GPU-Anzahl (Einfg)</translation>
    </message>
    <message>
        <source>Add Run from F&amp;ile…</source>
        <translation>Lauf aus &amp;Datei hinzufügen …</translation>
    </message>
    <message>
        <source>A saved scenario of this cluster with its own measured step</source>
        <translation>Ein gespeichertes Szenario dieses Clusters mit eigenem gemessenem Schritt</translation>
    </message>
    <message>
        <source>Remove the selected run (Delete); run 1 is the scenario itself</source>
        <translation>Den ausgewählten Lauf entfernen (Entf); Lauf 1 ist das Szenario selbst</translation>
    </message>
    <message>
        <source>Run 1 is the scenario as it is now</source>
        <translation>Lauf 1 ist das Szenario in seinem jetzigen Stand</translation>
    </message>
    <message>
        <source>Cannot add %1 as a run: %2</source>
        <translation>%1 kann nicht als Lauf hinzugefügt werden: %2</translation>
    </message>
    <message>
        <source>Add a Measured Run</source>
        <translation>Gemessenen Lauf hinzufügen</translation>
    </message>
    <message>
        <source>Syncwall scenarios (*.json);;All files (*)</source>
        <translation>Syncwall-Szenarien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Run %1 (%2)</source>
        <translation>Lauf %1 (%2)</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <source>a time in seconds above 0, such as 12.5 or 1.25e1</source>
        <translation>eine Zeit in Sekunden über 0, etwa 12.5 oder 1.25e1</translation>
    </message>
    <message>
        <source>a whole number, or auto</source>
        <translation>eine ganze Zahl oder auto</translation>
    </message>
    <message>
        <source>a whole number, such as 512 or 2k</source>
        <translation>eine ganze Zahl, etwa 512 oder 2k</translation>
    </message>
    <message>
        <source>%1, %2: “%3” is not a number the cell can take (%4); it kept its value.</source>
        <translation>%1, %2: „%3“ ist keine Zahl, die die Zelle annehmen kann (%4); sie behält ihren Wert.</translation>
    </message>
    <message>
        <source>Fix the scenario&apos;s inputs first.</source>
        <translation>Zuerst die Eingaben des Szenarios korrigieren.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A series needs at least two runs of this cluster at different scales. Add a run (Insert) and type the step time measured on it; run 1 is the scenario as it is now.</source>
        <translation>Eine Reihe braucht mindestens zwei Läufe dieses Clusters in unterschiedlicher Größe. Fügen Sie einen Lauf hinzu (Einfg) und geben Sie die darauf gemessene Schrittzeit ein; Lauf 1 ist das Szenario in seinem jetzigen Stand.</translation>
    </message>
    <message>
        <source>Enter the measured step time of run %1 (seconds per optimizer step).</source>
        <translation>Geben Sie die gemessene Schrittzeit von Lauf %1 ein (Sekunden pro Optimizer-Schritt).</translation>
    </message>
    <message>
        <source>Enter the measured step times of runs %1 (seconds per optimizer step).</source>
        <translation>Geben Sie die gemessenen Schrittzeiten der Läufe %1 ein (Sekunden pro Optimizer-Schritt).</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::CalibrateSourcePanel</name>
    <message>
        <source>from the text</source>
        <translation>aus dem Text</translation>
    </message>
    <message>
        <source>Measured run text</source>
        <translation>Text des gemessenen Laufs</translation>
    </message>
    <message>
        <source>&amp;Open File…</source>
        <translation>Datei ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;GPUs in the test:</source>
        <translation>GPUs im &amp;Test:</translation>
    </message>
    <message>
        <source>&amp;Nodes:</source>
        <translation>K&amp;noten:</translation>
    </message>
    <message>
        <source>Paste a Megatron-LM, NeMo or torchtitan training log here, or open one. The iteration lines are enough.</source>
        <translation>Fügen Sie hier ein Trainings-Log von Megatron-LM, NeMo oder torchtitan ein oder öffnen Sie eines. Die Iterationszeilen genügen.</translation>
    </message>
    <message>
        <source>Paste an nccl-tests output (all_reduce_perf, all_gather_perf, reduce_scatter_perf, alltoall_perf, sendrecv_perf) here, or open one.</source>
        <translation>Fügen Sie hier eine nccl-tests-Ausgabe (all_reduce_perf, all_gather_perf, reduce_scatter_perf, alltoall_perf, sendrecv_perf) ein oder öffnen Sie eine.</translation>
    </message>
    <message>
        <source>Training log:</source>
        <translation>Trainings-Log:</translation>
    </message>
    <message>
        <source>nccl-tests output:</source>
        <translation>nccl-tests-Ausgabe:</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is %2; at most %3 is read. Open the part with the iterations (or the table) instead.</source>
        <translation>%1 ist %2 groß; höchstens %3 werden gelesen. Öffnen Sie stattdessen den Teil mit den Iterationen (oder der Tabelle).</translation>
    </message>
    <message>
        <source>Open a Training Log</source>
        <translation>Trainings-Log öffnen</translation>
    </message>
    <message>
        <source>Open an nccl-tests Output</source>
        <translation>nccl-tests-Ausgabe öffnen</translation>
    </message>
    <message>
        <source>Logs and text (*.log *.out *.txt *.md);;All files (*)</source>
        <translation>Logs und Text (*.log *.out *.txt *.md);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ChartTabs</name>
    <message>
        <source>GPU count from chart</source>
        <translation>GPU-Anzahl aus dem Diagramm</translation>
    </message>
    <message>
        <source>Layout from chart</source>
        <translation>Layout aus dem Diagramm</translation>
    </message>
    <message>
        <source>Apply what moves the sync wall</source>
        <translation>Übernehmen, was die Sync Wall verschiebt</translation>
    </message>
    <message>
        <source>S&amp;caling</source>
        <translation>&amp;Skalierung</translation>
    </message>
    <message>
        <source>Chec&amp;kpoints</source>
        <translation>Checkp&amp;oints</translation>
    </message>
    <message>
        <source>&amp;Memory</source>
        <translation>Speiche&amp;r</translation>
    </message>
    <message>
        <source>&amp;Layouts</source>
        <translation>&amp;Layouts</translation>
    </message>
    <message>
        <source>Sync &amp;Wall</source>
        <translation>Sync &amp;Wall</translation>
    </message>
    <message>
        <source>B&amp;reakdown</source>
        <translation>Aufte&amp;ilung</translation>
    </message>
    <message>
        <source>C&amp;ompare</source>
        <translation>&amp;Vergleich</translation>
    </message>
    <message>
        <source>&amp;Sensitivity</source>
        <translation>Se&amp;nsitivität</translation>
    </message>
    <message>
        <source>These inputs cannot be computed (the parameter panel says why): fix them to see this chart.</source>
        <translation>Diese Eingaben lassen sich nicht berechnen (das Parameterfeld sagt, warum): Korrigieren Sie sie, um dieses Diagramm zu sehen.</translation>
    </message>
    <message>
        <source>These inputs cannot be computed (the parameter panel says why); this chart shows the last scenario that could be: %1.</source>
        <translation>Diese Eingaben lassen sich nicht berechnen (das Parameterfeld sagt, warum); dieses Diagramm zeigt das letzte berechenbare Szenario: %1.</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ChartView</name>
    <message>
        <source>past %1 GPUs the job gets slower</source>
        <translation>über %1 GPUs hinaus wird der Job langsamer</translation>
    </message>
    <message>
        <source>no sync wall in the GPU counts swept</source>
        <translation>keine Sync Wall in den durchgerechneten GPU-Anzahlen</translation>
    </message>
    <message>
        <source>%1 GPUs: predicted JCT %2, expected with failures %3, GPU efficiency %4; %5. The data behind the chart: Edit, Copy Chart Data.</source>
        <translation>%1 GPUs: vorhergesagte JCT %2, erwartet mit Ausfällen %3, GPU-Effizienz %4; %5. Die Daten hinter dem Diagramm: Bearbeiten, Diagrammdaten kopieren.</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::CheckpointChart</name>
    <message>
        <source>Checkpoint interval, overhead and the spread of JCT under failures</source>
        <translation>Checkpoint-Intervall, Overhead und die Streuung der JCT unter Ausfällen</translation>
    </message>
    <message>
        <source>Overhead over the run vs checkpoint interval</source>
        <translation>Overhead über den Lauf vs. Checkpoint-Intervall</translation>
    </message>
    <message>
        <source>Checkpoint interval (%1, log scale)</source>
        <translation>Checkpoint-Intervall (%1, log. Skala)</translation>
    </message>
    <message>
        <source>Overhead (%1)</source>
        <translation>Overhead (%1)</translation>
    </message>
    <message>
        <source>Checkpoint writes</source>
        <translation>Checkpoint-Schreibvorgänge</translation>
    </message>
    <message>
        <source>Lost work + recovery</source>
        <translation>Verlorene Arbeit + Wiederherstellung</translation>
    </message>
    <message>
        <source>Total overhead</source>
        <translation>Gesamt-Overhead</translation>
    </message>
    <message>
        <source>Current: every %1, %2 overhead</source>
        <translation>Aktuell: alle %1, %2 Overhead</translation>
    </message>
    <message>
        <source>Young: %1</source>
        <translation>Young: %1</translation>
    </message>
    <message>
        <source>Daly: %1</source>
        <translation>Daly: %1</translation>
    </message>
    <message>
        <source>Job completion time (%1)</source>
        <translation>Laufzeit (%1)</translation>
    </message>
    <message>
        <source>Simulated runs</source>
        <translation>Simulierte Läufe</translation>
    </message>
    <message>
        <source>Simulated JCT</source>
        <translation>Simulierte JCT</translation>
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
        <translation>längster Lauf: %1</translation>
    </message>
    <message>
        <source>no failures: %1</source>
        <translation>ohne Ausfälle: %1</translation>
    </message>
    <message>
        <source>JCT under failures: Monte Carlo running…</source>
        <translation>JCT mit Ausfällen: Monte Carlo läuft …</translation>
    </message>
    <message>
        <source>Flush ends: %1</source>
        <translation>Schreiben endet: %1</translation>
    </message>
    <message>
        <source>JCT under failures alone (%1 runs)</source>
        <translation>JCT allein unter Ausfällen (%1 Läufe)</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ChoiceField</name>
    <message>
        <source>%1 (not valid here)</source>
        <translation>%1 (hier nicht gültig)</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::CompareTable</name>
    <message>
        <source>$%1</source>
        <translation>%1 $</translation>
    </message>
    <message>
        <source>%1%2 pts</source>
        <translation>%1%2 Pkt.</translation>
    </message>
    <message>
        <source> (%1%2)</source>
        <translation> (%1%2)</translation>
    </message>
    <message>
        <source>Baseline vs current scenario</source>
        <translation>Baseline vs. aktuelles Szenario</translation>
    </message>
    <message>
        <source>Expected JCT (with failures)</source>
        <translation>Erwartete JCT (mit Ausfällen)</translation>
    </message>
    <message>
        <source>JCT without failures</source>
        <translation>JCT ohne Ausfälle</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <source>Communication share of the step</source>
        <translation>Kommunikationsanteil am Schritt</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Pin the current scenario as a baseline, then change something: this table shows what moved.</source>
        <translation>Heften Sie das aktuelle Szenario als Baseline an und ändern Sie dann etwas: Diese Tabelle zeigt, was sich bewegt hat.</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>Baseline</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Aktuell</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>No baseline pinned</source>
        <translation>Keine Baseline angeheftet</translation>
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
        <translation>▲ besser</translation>
    </message>
    <message>
        <source>▼ worse</source>
        <translation>▼ schlechter</translation>
    </message>
    <message>
        <source>= same</source>
        <translation>= gleich</translation>
    </message>
    <message>
        <source>Metrics of the baseline and the current scenario</source>
        <translation>Kennzahlen der Baseline und des aktuellen Szenarios</translation>
    </message>
    <message>
        <source>Inputs that differ</source>
        <translation>Abweichende Eingaben</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Peak memory per GPU</source>
        <translation>Spitzenspeicher pro GPU</translation>
    </message>
    <message>
        <source>A (baseline): %1
B (current): %2</source>
        <translation>A (Baseline): %1
B (aktuell): %2</translation>
    </message>
    <message>
        <source>Pin Current as Baseline Again</source>
        <translation>Aktuelles erneut als Baseline anheften</translation>
    </message>
    <message>
        <source>Pin Current as Baseline</source>
        <translation>Aktuelles als Baseline anheften</translation>
    </message>
    <message>
        <source>Keep the current scenario as the baseline (A) the charts compare with (Ctrl+B)</source>
        <translation>Das aktuelle Szenario als Baseline (A) behalten, mit der die Diagramme vergleichen (Strg+B)</translation>
    </message>
    <message>
        <source>Baseline (A)</source>
        <translation>Baseline (A)</translation>
    </message>
    <message>
        <source>Current (B)</source>
        <translation>Aktuell (B)</translation>
    </message>
    <message>
        <source>B vs A</source>
        <translation>B vs. A</translation>
    </message>
    <message>
        <source>No input differs between A and B.</source>
        <translation>Keine Eingabe unterscheidet sich zwischen A und B.</translation>
    </message>
    <message>
        <source>Inputs that differ (%1)</source>
        <translation>Abweichende Eingaben (%1)</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>%1, no input changed</source>
        <translation>%1, keine Eingabe geändert</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <extracomment>One changed input in Compare&apos;s B label: key, value in A, value in B.</extracomment>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>%1, with %2</source>
        <translation>%1, mit %2</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Between the changed inputs in Compare&apos;s B label.</extracomment>
        <translation>; </translation>
    </message>
    <message numerus="yes">
        <source>%1, with %2 (+%n more)</source>
        <translation>
            <numerusform>%1, mit %2 (+%n weitere)</numerusform>
            <numerusform>%1, mit %2 (+%n weitere)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ExplorerView</name>
    <message>
        <source>Explorer</source>
        <translation>Explorer</translation>
    </message>
    <message>
        <source>The same job at other GPU counts (the best layout at each; the rest as in this run, global batch and tokens included)</source>
        <translation>Derselbe Job bei anderen GPU-Anzahlen (jeweils das beste Layout; alles andere wie in diesem Lauf, Global Batch und Tokens eingeschlossen)</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ExportController</name>
    <message>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf);;CSV data (*.csv)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf);;CSV-Daten (*.csv)</translation>
    </message>
    <message>
        <source>The chart was not written: %1</source>
        <translation>Das Diagramm wurde nicht geschrieben: %1</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ExportDialog</name>
    <message>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Scenario name, model and GPU count</source>
        <translation>Szenarioname, Modell und GPU-Anzahl</translation>
    </message>
    <message>
        <source>Slide 16:9, 1920 × 1080</source>
        <translation>Folie 16:9, 1920 × 1080</translation>
    </message>
    <message>
        <source>Slide 16:9, 3840 × 2160</source>
        <translation>Folie 16:9, 3840 × 2160</translation>
    </message>
    <message>
        <source>Slide 4:3, 1600 × 1200</source>
        <translation>Folie 4:3, 1600 × 1200</translation>
    </message>
    <message>
        <source>Slide 4:3, 3200 × 2400</source>
        <translation>Folie 4:3, 3200 × 2400</translation>
    </message>
    <message>
        <source>As on screen, %1 × %2</source>
        <translation>Wie am Bildschirm, %1 × %2</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>&amp;Subtitle:</source>
        <translation>&amp;Untertitel:</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>The chart&apos;s title</source>
        <translation>Titel des Diagramms</translation>
    </message>
    <message>
        <source>The finding (sync wall callout)</source>
        <translation>Die Erkenntnis (Sync-Wall-Hinweis)</translation>
    </message>
    <message>
        <source>Custom text</source>
        <translation>Eigener Text</translation>
    </message>
    <message>
        <source>Slide 16:9 (13.33 × 7.5 in): PDF page; PNG, SVG 1920 × 1080 at 144 dpi</source>
        <translation>Folie 16:9 (13,33 × 7,5 in): PDF-Seite; PNG, SVG 1920 × 1080 bei 144 dpi</translation>
    </message>
    <message>
        <source>Draw:</source>
        <translation>Zeichnen:</translation>
    </message>
    <message>
        <source>%1 (does not fit)</source>
        <translation>%1 (passt nicht)</translation>
    </message>
    <message>
        <source>GPU axis from</source>
        <translation>GPU-Achse von</translation>
    </message>
    <message>
        <source>GPU axis to</source>
        <translation>GPU-Achse bis</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>&amp;GPU axis:</source>
        <translation>GPU-&amp;Achse:</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>JCT axis from, days</source>
        <translation>JCT-Achse von, Tage</translation>
    </message>
    <message>
        <source>JCT axis to, days</source>
        <translation>JCT-Achse bis, Tage</translation>
    </message>
    <message>
        <source>&amp;JCT axis:</source>
        <translation>&amp;JCT-Achse:</translation>
    </message>
    <message>
        <source>JCT axis from</source>
        <translation>JCT-Achse von</translation>
    </message>
    <message>
        <source>JCT axis to</source>
        <translation>JCT-Achse bis</translation>
    </message>
    <message>
        <source>%1: “%2” is not a number of days (for example 30 or 1.5k); the field went back to %3.</source>
        <translation>%1: „%2“ ist keine Anzahl von Tagen (zum Beispiel 30 oder 1.5k); das Feld ist zu %3 zurückgekehrt.</translation>
    </message>
    <message>
        <source>%1: must be between 0 (auto) and %2 days, not “%3”; the field went back to %4.</source>
        <translation>%1: muss zwischen 0 (auto) und %2 Tagen liegen, nicht „%3“; das Feld ist zu %4 zurückgekehrt.</translation>
    </message>
    <message>
        <source>The GPU axis must start below where it ends (%1 to %2 GPUs).</source>
        <translation>Die GPU-Achse muss unterhalb ihres Endes beginnen (%1 bis %2 GPUs).</translation>
    </message>
    <message>
        <source>The JCT axis must start below where it ends (%1 to %2).</source>
        <translation>Die JCT-Achse muss unterhalb ihres Endes beginnen (%1 bis %2).</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::FieldRow</name>
    <message>
        <source>Problem with %1</source>
        <translation>Problem bei %1</translation>
    </message>
    <message>
        <source>the field went back to the value in use.</source>
        <translation>das Feld zeigt wieder den verwendeten Wert.</translation>
    </message>
    <message>
        <source>%1 takes whole numbers, not “%2”; %3</source>
        <translation>%1 nimmt ganze Zahlen, nicht „%2“; %3</translation>
    </message>
    <message>
        <source>%1 “%2” was not taken; %3</source>
        <translation>%1 „%2“ wurde nicht übernommen; %3</translation>
    </message>
    <message>
        <source>for example %1</source>
        <translation>zum Beispiel %1</translation>
    </message>
    <message>
        <source>for example %1 or %1 %2</source>
        <translation>zum Beispiel %1 oder %1 %2</translation>
    </message>
    <message>
        <source>“%1” is not a number this field can read (%2); %3</source>
        <translation>„%1“ ist keine Zahl, die dieses Feld lesen kann (%2); %3</translation>
    </message>
    <message>
        <source>%1 step</source>
        <translation>%1 Schritt</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 Schritte</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::FileController</name>
    <message>
        <source>Syncwall scenarios (*.syncwall.json);;Exported charts (*.png *.svg *.pdf);;JSON files (*.json);;All files (*)</source>
        <translation>Syncwall-Szenarien (*.syncwall.json);;Exportierte Diagramme (*.png *.svg *.pdf);;JSON-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation>Szenario speichern unter</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>The scenario was not saved to %1:
%2</source>
        <translation>Das Szenario wurde nicht unter %1 gespeichert:
%2</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungesicherte Änderungen</translation>
    </message>
    <message>
        <source>The scenario has unsaved changes. Save them first?</source>
        <translation>Das Szenario hat ungesicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>Szenario kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 was not opened; the current scenario is unchanged.</source>
        <translation>%1 wurde nicht geöffnet; das aktuelle Szenario bleibt unverändert.</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>Datei auf der Festplatte geändert</translation>
    </message>
    <message>
        <source>%1 was changed by another program. Reload it? Your current scenario stays if you keep it.</source>
        <translation>%1 wurde von einem anderen Programm geändert. Neu laden? Wenn Sie Ihres behalten, bleibt das aktuelle Szenario unverändert.</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>&amp;Keep Mine</source>
        <translation>Meines &amp;behalten</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::FramePainter</name>
    <message>
        <source>Unknown animation &quot;%1&quot;; known: %2</source>
        <translation>Unbekannte Animation „%1“; bekannt: %2</translation>
    </message>
    <message>
        <source>--phase must be in [0, 1]</source>
        <translation>--phase muss in [0, 1] liegen</translation>
    </message>
    <message>
        <source>--size must be between 320x200 and 8192x8192</source>
        <translation>--size muss zwischen 320x200 und 8192x8192 liegen</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::HeadlineCards</name>
    <message>
        <source>communication-bound
(below 70 %)</source>
        <translation>kommunikationsgebunden
(unter 70 %)</translation>
    </message>
    <message>
        <source>balanced
(70 to 85 %)</source>
        <translation>ausgewogen
(70 bis 85 %)</translation>
    </message>
    <message>
        <source>compute-bound
(above 85 %)</source>
        <translation>rechengebunden
(über 85 %)</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>Tree</translation>
    </message>
    <message>
        <source>hierarchical</source>
        <translation>hierarchisch</translation>
    </message>
    <message>
        <source>in-switch</source>
        <translation>In-Switch</translation>
    </message>
    <message>
        <source>Predicted JCT</source>
        <translation>Vorhergesagte JCT</translation>
    </message>
    <message>
        <source>Expected with failures</source>
        <translation>Erwartet mit Ausfällen</translation>
    </message>
    <message>
        <source>Sync wall</source>
        <translation>Sync Wall</translation>
    </message>
    <message>
        <source>GPU utilization efficiency</source>
        <translation>GPU-Nutzungseffizienz</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>Communication share</source>
        <translation>Kommunikationsanteil</translation>
    </message>
    <message>
        <source>All-reduce time</source>
        <translation>All-Reduce-Zeit</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Speicher pro GPU</translation>
    </message>
    <message>
        <source>Expected failures</source>
        <translation>Erwartete Ausfälle</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>Checkpoint-Intervall</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>fix the inputs
to see this</source>
        <translation>Eingaben korrigieren,
um dies zu sehen</translation>
    </message>
    <message>
        <source>failure-free
%1 steps</source>
        <translation>ohne Ausfälle
%1 Schritte</translation>
    </message>
    <message>
        <source>%1 TFLOP/s per GPU
HFU %2</source>
        <translation>%1 TFLOP/s pro GPU
HFU %2</translation>
    </message>
    <message>
        <source>compute %1
bubble %2</source>
        <translation>Rechnen %1
Bubble %2</translation>
    </message>
    <message>
        <source>of %1
fits in HBM</source>
        <translation>von %1
passt in den HBM</translation>
    </message>
    <message>
        <source>of %1
does not fit in HBM</source>
        <translation>von %1
passt nicht in den HBM</translation>
    </message>
    <message>
        <source>cluster MTBF %1</source>
        <translation>Cluster-MTBF %1</translation>
    </message>
    <message>
        <source>set by hand</source>
        <translation>von Hand gesetzt</translation>
    </message>
    <message>
        <source>optimal, Daly</source>
        <translation>optimal, Daly</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 Tok./s</translation>
    </message>
    <message>
        <source>%1 tokens in the run</source>
        <translation>%1 Tokens im Lauf</translation>
    </message>
    <message>
        <source>%1 GPU-hours</source>
        <translation>%1 GPU-Stunden</translation>
    </message>
    <message>
        <source>at PUE %1</source>
        <translation>bei PUE %1</translation>
    </message>
    <message>
        <source>sweeping GPU counts</source>
        <translation>GPU-Anzahlen werden durchgerechnet</translation>
    </message>
    <message>
        <source>efficiency &lt; 85 % from %1</source>
        <translation>Effizienz &lt; 85 % ab %1</translation>
    </message>
    <message>
        <source>efficiency &lt; 70 % from %1</source>
        <translation>Effizienz &lt; 70 % ab %1</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>nicht erreicht</translation>
    </message>
    <message>
        <source>efficiency stays above 85 %</source>
        <translation>Effizienz bleibt über 85 %</translation>
    </message>
    <message>
        <source>Monte Carlo running…</source>
        <translation>Monte Carlo läuft …</translation>
    </message>
    <message>
        <source>not within %1</source>
        <translation>nicht bis %1</translation>
    </message>
    <message>
        <source>bubble-bound
(below 70 %)</source>
        <translation>bubble-gebunden
(unter 70 %)</translation>
    </message>
    <message>
        <source>Compute-only time</source>
        <translation>Reine Rechenzeit</translation>
    </message>
    <message>
        <source>CP %1 · EP %2 · ZeRO %3</source>
        <translation>CP %1 · EP %2 · ZeRO %3</translation>
    </message>
    <message>
        <source>1 micro-batch of %1</source>
        <translation>1 Micro-Batch à %1</translation>
    </message>
    <message>
        <source>%1 micro-batches of %2</source>
        <translation>%1 Micro-Batches à %2</translation>
    </message>
    <message>
        <source>P10–P90 of %1 runs
%2</source>
        <translation>P10–P90 aus %1 Läufen
%2</translation>
    </message>
    <message>
        <source>at achieved kernel speed:</source>
        <translation>bei erreichter Kernel-Geschwindigkeit:</translation>
    </message>
    <message>
        <source>at kernel speed:</source>
        <translation>bei Kernel-Tempo:</translation>
    </message>
    <message>
        <source>no comm., bubble, failures</source>
        <translation>ohne Komm., Bubble, Ausfälle</translation>
    </message>
    <message>
        <source>no comm./bubble/fails</source>
        <translation>o. Komm./Bubble/Ausf.</translation>
    </message>
    <message>
        <source>exposed communication</source>
        <translation>offene Kommunikation</translation>
    </message>
    <message>
        <source>exposed comm.</source>
        <translation>offene Komm.</translation>
    </message>
    <message>
        <source>in each step</source>
        <translation>in jedem Schritt</translation>
    </message>
    <message>
        <source>%1 per rank, %2 ranks</source>
        <translation>%1 pro Rank, %2 Ranks</translation>
    </message>
    <message>
        <source>%1 × %2 ranks</source>
        <translation>%1 × %2 Ranks</translation>
    </message>
    <message>
        <source>%1, bus %2</source>
        <translation>%1, Bus %2</translation>
    </message>
    <message>
        <source>when the last flush ends; Daly %1</source>
        <translation>nach Ende des letzten Schreibens; Daly %1</translation>
    </message>
    <message>
        <source>when the last flush ends</source>
        <translation>nach Schreibende</translation>
    </message>
    <message>
        <source>once a step, the most often; Daly %1</source>
        <translation>einmal pro Schritt, so oft wie möglich; Daly %1</translation>
    </message>
    <message>
        <source>once a step</source>
        <translation>einmal pro Schritt</translation>
    </message>
    <message>
        <source>%1; Young %2</source>
        <translation>%1; Young %2</translation>
    </message>
    <message>
        <source>each blocks %1</source>
        <translation>jeder blockiert %1</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 Tokens</translation>
    </message>
    <message>
        <source>&lt; 85 % from %1</source>
        <translation>&lt; 85 % ab %1</translation>
    </message>
    <message>
        <source>&lt; 70 % from %1</source>
        <translation>&lt; 70 % ab %1</translation>
    </message>
    <message>
        <source>P10–P90 %1</source>
        <translation>P10–P90 %1</translation>
    </message>
    <message>
        <source>model error × failures</source>
        <translation>Modellfehler × Ausfälle</translation>
    </message>
    <message>
        <source>experts: %1 more, %2 ranks</source>
        <translation>Experten: %1 mehr, %2 Ranks</translation>
    </message>
    <message>
        <source>experts: +%1</source>
        <translation>Experten: +%1</translation>
    </message>
    <message>
        <source>no valid layout
at any GPU count</source>
        <translation>kein gültiges Layout
bei irgendeiner GPU-Anzahl</translation>
    </message>
    <message>
        <source>%1 mean × %2 ranks</source>
        <translation>%1 Mittel × %2 Ranks</translation>
    </message>
    <message>
        <source>%1 per rank, the mean of an fp32 reduce-scatter and a 16-bit all-gather, %2 ranks</source>
        <translation>%1 pro Rank, das Mittel aus einem fp32-Reduce-Scatter und einem 16-Bit-All-Gather, %2 Ranks</translation>
    </message>
    <message>
        <source>flush-bound; Daly %1</source>
        <translation>Schreibende; Daly %1</translation>
    </message>
    <message>
        <source>once a step; Daly %1</source>
        <translation>einmal pro Schritt; Daly %1</translation>
    </message>
    <message>
        <source>outside the validated range:</source>
        <translation>außerhalb des validierten Bereichs:</translation>
    </message>
    <message>
        <source>not validated:</source>
        <translation>nicht validiert:</translation>
    </message>
    <message>
        <source>no P10–P90 band</source>
        <translation>kein P10–P90-Band</translation>
    </message>
    <message>
        <source>%1 GPU-h</source>
        <translation>%1 GPU-h</translation>
    </message>
    <message>
        <source>no valid layout beyond %1 GPUs</source>
        <translation>kein gültiges Layout über %1 GPUs</translation>
    </message>
    <message>
        <source>no layout beyond %1</source>
        <translation>kein Layout über %1</translation>
    </message>
    <message>
        <source>at this global batch</source>
        <translation>bei diesem Global Batch</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ImportController</name>
    <message>
        <source>larger than %1 bytes: not a config to import</source>
        <translation>größer als %1 Bytes: keine importierbare Konfiguration</translation>
    </message>
    <message>
        <source>Import Config</source>
        <translation>Konfiguration importieren</translation>
    </message>
    <message>
        <source>Launch and model configs (*.sh *.bash *.yaml *.yml *.toml *.json *.txt);;Megatron-LM launch scripts (*.sh *.bash *.txt);;NeMo and Megatron-Bridge recipes (*.yaml *.yml);;torchtitan configs (*.toml);;Hugging Face config.json (*.json);;All files (*)</source>
        <translation>Start- und Modellkonfigurationen (*.sh *.bash *.yaml *.yml *.toml *.json *.txt);;Megatron-LM-Startskripte (*.sh *.bash *.txt);;NeMo- und Megatron-Bridge-Rezepte (*.yaml *.yml);;torchtitan-Konfigurationen (*.toml);;Hugging Face config.json (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 importieren</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>Import nicht möglich</translation>
    </message>
    <message>
        <source>%1 was not imported; the current scenario is unchanged.</source>
        <translation>%1 wurde nicht importiert; das aktuelle Szenario bleibt unverändert.</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ImportReportDialog</name>
    <message>
        <source>Imported</source>
        <translation>Importiert</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>%1 importiert</translation>
    </message>
    <message>
        <source>Change these keys: the imported scenario does not validate yet.
%1</source>
        <translation>Ändern Sie diese Schlüssel: Das importierte Szenario ist noch nicht gültig.
%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n key(s) set from the file or its framework&apos;s defaults</source>
        <translation>
            <numerusform>%1 (%2): %n Schlüssel aus der Datei oder den Vorgaben ihres Frameworks gesetzt</numerusform>
            <numerusform>%1 (%2): %n Schlüssel aus der Datei oder den Vorgaben ihres Frameworks gesetzt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n more changed with them (listed last)</source>
        <translation>
            <numerusform>; %n weiterer damit geändert (zuletzt aufgeführt)</numerusform>
            <numerusform>; %n weitere damit geändert (zuletzt aufgeführt)</numerusform>
        </translation>
    </message>
    <message>
        <source>; every other key keeps its value. Edit › Undo takes the import back.</source>
        <translation>; alle anderen Schlüssel behalten ihren Wert. Bearbeiten › Rückgängig nimmt den Import zurück.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>the imported model is no preset</source>
        <translation>das importierte Modell ist keine Vorlage</translation>
    </message>
    <message>
        <source>reset: the layout did not fit the imported model</source>
        <translation>zurückgesetzt: das Layout passte nicht zum importierten Modell</translation>
    </message>
    <message>
        <source>the imported model&apos;s default</source>
        <translation>Vorgabe des importierten Modells</translation>
    </message>
    <message>
        <source>not in the file: was %1 (%2)</source>
        <translation>nicht in der Datei: war %1 (%2)</translation>
    </message>
    <message>
        <source>%1; was %2</source>
        <translation>%1; war %2</translation>
    </message>
    <message>
        <source>the file sets %1 instead</source>
        <translation>die Datei setzt stattdessen %1</translation>
    </message>
    <message>
        <source>the catalog&apos;s model of the imported shape</source>
        <translation>das Katalogmodell der importierten Form</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::LayoutsChart</name>
    <message>
        <source>Layout search: best step time by TP and PP</source>
        <translation>Layout-Suche: beste Schrittzeit nach TP und PP</translation>
    </message>
    <message>
        <source>Best step time (s%1)</source>
        <translation>Beste Schrittzeit (s%1)</translation>
    </message>
    <message>
        <source>, log scale</source>
        <translation>, log. Skala</translation>
    </message>
    <message>
        <source>Tensor-parallel degree TP (GPUs per layer)</source>
        <translation>Tensor-paralleler Grad TP (GPUs pro Layer)</translation>
    </message>
    <message>
        <source>Pipeline-parallel degree PP (stages)</source>
        <translation>Pipeline-paralleler Grad PP (Stages)</translation>
    </message>
    <message>
        <source>Nothing fits in %1 per GPU at %2 GPUs: the smallest layout needs %3</source>
        <translation>Nichts passt in %1 pro GPU bei %2 GPUs: Das kleinste Layout braucht %3</translation>
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
        <translation>Schnellstes, das passt: %1 s</translation>
    </message>
    <message>
        <source>✕ does not fit: memory needed per GPU</source>
        <translation>✕ passt nicht: benötigter Speicher pro GPU</translation>
    </message>
    <message>
        <source>– no valid layout</source>
        <translation>– kein gültiges Layout</translation>
    </message>
    <message>
        <source>%1
%2
Step %3, MFU %4, memory %5 per GPU</source>
        <translation>%1
%2
Schritt %3, MFU %4, Speicher %5 pro GPU</translation>
    </message>
    <message>
        <source>Does not fit in GPU memory</source>
        <translation>Passt nicht in den GPU-Speicher</translation>
    </message>
    <message>
        <source>Click to apply this layout</source>
        <translation>Klicken, um dieses Layout zu übernehmen</translation>
    </message>
    <message>
        <source>* ZeRO-3: outside the validated range</source>
        <translation>* ZeRO-3: außerhalb des validierten Bereichs</translation>
    </message>
    <message>
        <source>ZeRO-3 under this software stack: outside the validated range (measured runs check only PyTorch FSDP&apos;s)</source>
        <translation>ZeRO-3 mit diesem Software-Stack: außerhalb des validierten Bereichs (gemessene Läufe prüfen nur das von PyTorch FSDP)</translation>
    </message>
    <message>
        <source>This scenario&apos;s layout (TP %1, PP %2): %3 s</source>
        <translation>Layout dieses Szenarios (TP %1, PP %2): %3 s</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::MainWindow</name>
    <message>
        <source>E&amp;xplorer</source>
        <translation>E&amp;xplorer</translation>
    </message>
    <message>
        <source>&amp;Assumptions</source>
        <translation>Annahm&amp;en</translation>
    </message>
    <message>
        <source>%1[*] — Syncwall</source>
        <translation>%1[*] – Syncwall</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>Beis&amp;piele</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>&amp;Export Chart…</source>
        <translation>Diagramm &amp;exportieren …</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Copy Chart</source>
        <translation>Diagramm &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy Chart &amp;Data (CSV)</source>
        <translation>Diagramm&amp;daten kopieren (CSV)</translation>
    </message>
    <message>
        <source>Reset to &amp;Presets</source>
        <translation>Auf &amp;Presets zurücksetzen</translation>
    </message>
    <message>
        <source>Reset to presets</source>
        <translation>Auf Presets zurücksetzen</translation>
    </message>
    <message>
        <source>Apply the model and system presets again</source>
        <translation>Modell- und System-Presets erneut anwenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Expert Mode</source>
        <translation>Expertenmo&amp;dus</translation>
    </message>
    <message>
        <source>Keep the current scenario as the baseline the charts compare with</source>
        <translation>Das aktuelle Szenario als Baseline behalten, mit der die Diagramme vergleichen</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>F&amp;arbschema</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Syncwall</source>
        <translation>Ü&amp;ber Syncwall</translation>
    </message>
    <message>
        <source>About Syncwall</source>
        <translation>Über Syncwall</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Syncwall %1&lt;/h3&gt;&lt;p&gt;A what-if explorer for the job completion time of distributed training runs.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Syncwall %1&lt;/h3&gt;&lt;p&gt;Ein What-if-Explorer für die Laufzeit (Job Completion Time) verteilter Trainingsläufe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Ca&amp;librate to a Measured Run…</source>
        <translation>An gemessenen &amp;Lauf kalibrieren …</translation>
    </message>
    <message>
        <source>Fit the efficiency to a step time, MFU or throughput measured on a real run</source>
        <translation>Die Effizienz an eine auf einem echten Lauf gemessene Schrittzeit, MFU oder einen Durchsatz anpassen</translation>
    </message>
    <message>
        <source>P&amp;in as Baseline</source>
        <translation>Als &amp;Baseline anheften</translation>
    </message>
    <message>
        <source>Sim&amp;ple Mode</source>
        <translation>Einfacher &amp;Modus</translation>
    </message>
    <message>
        <source>Clear &amp;Baseline</source>
        <translation>Baseline ent&amp;fernen</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>Benutzer&amp;handbuch</translation>
    </message>
    <message>
        <source>Read how to use Syncwall (works offline)</source>
        <translation>Lesen, wie Syncwall bedient wird (auch offline)</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren …</translation>
    </message>
    <message>
        <source>Take the model or the layout from a config.json, a Megatron-LM script, a NeMo recipe or a torchtitan TOML</source>
        <translation>Modell oder Layout aus einer config.json, einem Megatron-LM-Skript, einem NeMo-Rezept oder einer torchtitan-TOML übernehmen</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::MemoryChart</name>
    <message>
        <source>Memory per GPU against HBM capacity</source>
        <translation>Speicher pro GPU im Vergleich zur HBM-Kapazität</translation>
    </message>
    <message>
        <source>This scenario
%1</source>
        <translation>Dieses Szenario
%1</translation>
    </message>
    <message>
        <source>TP %1 · PP %2
mb %3 · ZeRO %4</source>
        <translation>TP %1 · PP %2
MB %3 · ZeRO %4</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>Optimizer-Zustand</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>HBM capacity %1 per GPU (✕ = does not fit)</source>
        <translation>HBM-Kapazität %1 pro GPU (✕ = passt nicht)</translation>
    </message>
    <message>
        <source>GPUs (count; best layout at each)</source>
        <translation>GPUs (Anzahl; jeweils bestes Layout)</translation>
    </message>
    <message>
        <source>Best layouts at %1 GPUs</source>
        <translation>Beste Layouts bei %1 GPUs</translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>Speicher pro GPU (GB)</translation>
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
        <translation>Name</translation>
    </message>
    <message>
        <source>Scenario name</source>
        <translation>Szenarioname</translation>
    </message>
    <message>
        <source>The scenario&apos;s name in the window title, saved file, exports and Compare. Leave it empty to name the scenario from its content.</source>
        <translation>Der Name des Szenarios in Fenstertitel, gespeicherter Datei, Exporten und Vergleich. Lassen Sie ihn leer, um das Szenario nach seinem Inhalt zu benennen.</translation>
    </message>
    <message>
        <source>Named from the content</source>
        <translation>Nach dem Inhalt benannt</translation>
    </message>
    <message>
        <source>Named by you</source>
        <translation>Von Ihnen benannt</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::NearbyCountsOffer</name>
    <message>
        <source>No layout works at %1 GPUs with this model and batch. Nearest that work: %2.</source>
        <translation>Bei %1 GPUs funktioniert mit diesem Modell und Batch kein Layout. Nächstgelegene, die funktionieren: %2.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ParameterPanel</name>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Simple mode shows the inputs that matter most. Expert mode (View ▸ Expert Mode) shows every key of the scenario file.</source>
        <translation>Der einfache Modus zeigt die wichtigsten Eingaben. Der Expertenmodus (Ansicht ▸ Expertenmodus) zeigt jeden Schlüssel der Szenariodatei.</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>Einfach</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>%1 mode</source>
        <translation>Modus „%1“</translation>
    </message>
    <message>
        <source>Data parallel (DP) is derived once the layout is valid.</source>
        <translation>Die Datenparallelität (DP) wird abgeleitet, sobald das Layout gültig ist.</translation>
    </message>
    <message>
        <source>GPUs %1</source>
        <translation>GPUs auf %1</translation>
    </message>
    <message>
        <source>Data parallel (DP) = %1, derived from the GPU count</source>
        <translation>Datenparallelität (DP) = %1, aus der GPU-Anzahl abgeleitet</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::PlanView</name>
    <message>
        <source>Finish within</source>
        <translation>Fertig in</translation>
    </message>
    <message>
        <source>Spend at most</source>
        <translation>Höchstens ausgeben</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>Deadline in days</source>
        <translation>Frist in Tagen</translation>
    </message>
    <message>
        <source> USD</source>
        <translation> USD</translation>
    </message>
    <message>
        <source>Budget in US dollars</source>
        <translation>Budget in US-Dollar</translation>
    </message>
    <message>
        <source>For each system of the catalog: the fewest GPUs whose expected JCT (failures and checkpoints included) meets the deadline, or the fastest run within the budget, with the best layout at that count. The model, batch, tokens and precision are this scenario&apos;s; the price per GPU-hour and the failure rates are each system&apos;s own, unless you set this scenario&apos;s yourself.</source>
        <translation>Für jedes System des Katalogs: die wenigsten GPUs, deren erwartete JCT (mit Ausfällen und Checkpoints) die Frist einhält, oder der schnellste Lauf innerhalb des Budgets, jeweils mit dem besten Layout bei dieser Anzahl. Modell, Batch, Tokens und Präzision sind die dieses Szenarios; Preis pro GPU-Stunde und Ausfallraten sind die des jeweiligen Systems, außer Sie haben die dieses Szenarios selbst gesetzt.</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Expected JCT</source>
        <translation>Erwartete JCT</translation>
    </message>
    <message>
        <source>P10–P90</source>
        <translation>P10–P90</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Plans per system</source>
        <translation>Pläne je System</translation>
    </message>
    <message>
        <source>The scenario has problems: fix them in the panel to plan.</source>
        <translation>Das Szenario hat Probleme: Beheben Sie sie im Panel, um zu planen.</translation>
    </message>
    <message>
        <source>Planning…</source>
        <translation>Plane…</translation>
    </message>
    <message>
        <source>no layout fits in memory</source>
        <translation>kein Layout passt in den Speicher</translation>
    </message>
    <message>
        <source>no peak at this precision</source>
        <translation>keine Spitzenleistung in dieser Präzision</translation>
    </message>
    <message>
        <source>met</source>
        <translation>erreicht</translation>
    </message>
    <message>
        <source>missed: the fastest run shown</source>
        <translation>verfehlt: schnellster Lauf gezeigt</translation>
    </message>
    <message>
        <source>over budget: the cheapest run shown</source>
        <translation>über Budget: günstigster Lauf gezeigt</translation>
    </message>
    <message>
        <source>Draw the deadline on the scaling chart</source>
        <translation>Frist im Diagramm zeigen</translation>
    </message>
    <message>
        <source>Saves the deadline in the scenario (plan.deadline_days): the scaling chart and its exports draw it as a line</source>
        <translation>Speichert die Frist im Szenario (plan.deadline_days): Das Skalierungsdiagramm und seine Exporte zeichnen sie als Linie ein</translation>
    </message>
    <message>
        <source>Set the deadline</source>
        <translation>Frist setzen</translation>
    </message>
    <message>
        <source>Remove the deadline</source>
        <translation>Frist entfernen</translation>
    </message>
    <message>
        <source>hour,hours</source>
        <translation>Stunde,Stunden,Std,Std.</translation>
    </message>
    <message>
        <source>day,days</source>
        <translation>Tag,Tage,Tagen</translation>
    </message>
    <message>
        <source>week,weeks</source>
        <translation>Woche,Wochen</translation>
    </message>
    <message>
        <source>month,months</source>
        <translation>Monat,Monate,Monaten</translation>
    </message>
    <message>
        <source>year,years</source>
        <translation>Jahr,Jahre,Jahren</translation>
    </message>
    <message>
        <source>Days, or hours, weeks, months, years: 90, 2160 h, 12 weeks, 3 months</source>
        <translation>Tage, oder Stunden, Wochen, Monate, Jahre: 90, 2160 h, 12 Wochen, 3 Monate</translation>
    </message>
    <message>
        <source>thousand</source>
        <translation>Tausend,Tsd,Tsd.</translation>
    </message>
    <message>
        <source>million</source>
        <translation>Million,Millionen,Mio,Mio.</translation>
    </message>
    <message>
        <source>billion</source>
        <translation>Milliarde,Milliarden,Mrd,Mrd.</translation>
    </message>
    <message>
        <source>US dollars: 20000000, 20M, 20 million or $20M</source>
        <translation>US-Dollar: 20000000, 20M, 20 Millionen oder $20M</translation>
    </message>
    <message>
        <source>“%1” is not a deadline the plan can take: type days (90) or hours, weeks, months or years (2160 h, 12 weeks, 3 months), from %2 to %3 days.</source>
        <translation>„%1“ ist keine Frist, mit der die Planung rechnen kann: Tage (90) oder Stunden, Wochen, Monate oder Jahre eingeben (2160 h, 12 Wochen, 3 Monate), von %2 bis %3 Tagen.</translation>
    </message>
    <message>
        <source>“%1” is not a budget the plan can take: type US dollars (20000000, 20M, 20 million or $20M), from %2 to %3.</source>
        <translation>„%1“ ist kein Budget, mit dem die Planung rechnen kann: US-Dollar eingeben (20000000, 20M, 20 Millionen oder $20M), von %2 bis %3.</translation>
    </message>
    <message>
        <source>“%1” is outside the deadlines the plan can take: from %2 to %3 days.</source>
        <translation>„%1“ liegt außerhalb der Fristen, die der Plan annimmt: von %2 bis %3 Tagen.</translation>
    </message>
    <message>
        <source>“%1” is outside the budgets the plan can take: from %2 to %3.</source>
        <translation>„%1“ liegt außerhalb der Budgets, die der Plan annimmt: von %2 bis %3.</translation>
    </message>
    <message>
        <source>not validated</source>
        <translation>nicht validiert</translation>
    </message>
    <message>
        <source>Outside the validated range: no P10–P90 band</source>
        <translation>Außerhalb des validierten Bereichs: kein P10–P90-Band</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>über Budget</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::PresetPicker</name>
    <message>
        <source>%1, as of %2</source>
        <translation>%1, Stand %2</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Apply the preset again, undoing edits of its fields</source>
        <translation>Das Preset erneut anwenden und Änderungen an seinen Feldern verwerfen</translation>
    </message>
    <message>
        <source>Reset %1 to preset</source>
        <translation>%1 auf Preset zurücksetzen</translation>
    </message>
    <message>
        <source>%1 source</source>
        <translation>Quelle für %1</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene Werte</translation>
    </message>
    <message>
        <source>Values set by hand</source>
        <translation>Von Hand gesetzte Werte</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::PresetPickers</name>
    <message>
        <source>Mo&amp;del</source>
        <translation>&amp;Modell</translation>
    </message>
    <message>
        <source>S&amp;ystem</source>
        <translation>S&amp;ystem</translation>
    </message>
    <message>
        <source>GP&amp;U type</source>
        <translation>GP&amp;U-Typ</translation>
    </message>
    <message>
        <source>Fabr&amp;ic</source>
        <translation>&amp;Fabric</translation>
    </message>
    <message>
        <source>Choose model %1</source>
        <translation>Modell %1 wählen</translation>
    </message>
    <message>
        <source>Choose system %1</source>
        <translation>System %1 wählen</translation>
    </message>
    <message>
        <source>Choose GPU %1</source>
        <translation>GPU %1 wählen</translation>
    </message>
    <message>
        <source>Choose fabric %1</source>
        <translation>Fabric %1 wählen</translation>
    </message>
    <message>
        <source>Choose failure data %1</source>
        <translation>Ausfalldaten %1 wählen</translation>
    </message>
    <message>
        <source>Fa&amp;ilure data</source>
        <translation>A&amp;usfalldaten</translation>
    </message>
    <message>
        <source>Not the GPU of the %1 (%2): its NVLink, NICs, price and failure data stay the system&apos;s.</source>
        <translation>Nicht die GPU des %1 (%2): NVLink, NICs, Preis und Ausfalldaten bleiben die des Systems.</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ScalingChart</name>
    <message>
        <source>Job completion time and efficiency vs GPU count</source>
        <translation>Laufzeit und Effizienz vs. GPU-Anzahl</translation>
    </message>
    <message>
        <source>Ideal linear scaling</source>
        <translation>Ideale lineare Skalierung</translation>
    </message>
    <message>
        <source>Efficiency (right axis)</source>
        <translation>Effizienz (rechte Achse)</translation>
    </message>
    <message>
        <source>JCT without failures</source>
        <translation>JCT ohne Ausfälle</translation>
    </message>
    <message>
        <source>Expected JCT with failures and checkpoints</source>
        <translation>Erwartete JCT mit Ausfällen und Checkpoints</translation>
    </message>
    <message>
        <source>Does not fit in GPU memory</source>
        <translation>Passt nicht in den GPU-Speicher</translation>
    </message>
    <message>
        <source>GPUs (count, log₂ scale)</source>
        <translation>GPUs (Anzahl, log₂-Skala)</translation>
    </message>
    <message>
        <source>Job completion time (%1, log scale)</source>
        <translation>Laufzeit (%1, log. Skala)</translation>
    </message>
    <message>
        <source>Efficiency (%)</source>
        <translation>Effizienz (%)</translation>
    </message>
    <message>
        <source>Efficiency below 85% / 70%</source>
        <translation>Effizienz unter 85 % / 70 %</translation>
    </message>
    <message>
        <source>P10–P90 band of this scenario</source>
        <translation>P10–P90-Band dieses Szenarios</translation>
    </message>
    <message>
        <source>This scenario&apos;s point</source>
        <translation>Punkt dieses Szenarios</translation>
    </message>
    <message>
        <source>Deadline line</source>
        <translation>Fristlinie</translation>
    </message>
    <message>
        <source>Baseline (dashed)</source>
        <translation>Baseline (gestrichelt)</translation>
    </message>
    <message>
        <source>Baseline: expected JCT and efficiency (dashed)</source>
        <translation>Baseline: erwartete JCT und Effizienz (gestrichelt)</translation>
    </message>
    <message>
        <source>P10–P90 at %1 GPUs</source>
        <translation>P10–P90 bei %1 GPUs</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ScenarioModel</name>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>%1 (layout %2 to stay valid)</source>
        <translation>%1 (Layout %2, damit es gültig bleibt)</translation>
    </message>
    <message>
        <source>The layout changed to %1: the one before has no valid form at %2 GPUs.</source>
        <translation>Das Layout wurde zu %1 geändert: das vorige ist bei %2 GPUs nicht gültig.</translation>
    </message>
    <message>
        <source>Use the automatic name</source>
        <translation>Automatischen Namen verwenden</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>Szenario umbenennen</translation>
    </message>
    <message>
        <source>TP %1 · PP %2 · CP %3 · EP %4, micro-batch %5</source>
        <translation>TP %1 · PP %2 · CP %3 · EP %4, Micro-Batch %5</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::SensitivityChart</name>
    <message>
        <source>What moves the expected JCT: each assumption over its range</source>
        <translation>Was die erwartete JCT bewegt: jede Annahme über ihren Bereich</translation>
    </message>
    <message>
        <source>Compute (GEMM) efficiency</source>
        <translation>Recheneffizienz (GEMM)</translation>
    </message>
    <message>
        <source>Scale-up link efficiency</source>
        <translation>Scale-up-Link-Effizienz</translation>
    </message>
    <message>
        <source>Scale-out link efficiency</source>
        <translation>Scale-out-Link-Effizienz</translation>
    </message>
    <message>
        <source>DP overlap</source>
        <translation>DP-Überlappung</translation>
    </message>
    <message>
        <source>Cluster MTBF</source>
        <translation>Cluster-MTBF</translation>
    </message>
    <message>
        <source>Checkpoint bandwidth</source>
        <translation>Checkpoint-Bandbreite</translation>
    </message>
    <message>
        <source>Recovery time</source>
        <translation>Wiederherstellungszeit</translation>
    </message>
    <message>
        <source>Step jitter (CV)</source>
        <translation>Schritt-Jitter (CV)</translation>
    </message>
    <message>
        <source>One slow GPU</source>
        <translation>Eine langsame GPU</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>Assumption at the low end of its range</source>
        <translation>Annahme am unteren Ende ihres Bereichs</translation>
    </message>
    <message>
        <source>Assumption at the high end of its range</source>
        <translation>Annahme am oberen Ende ihres Bereichs</translation>
    </message>
    <message>
        <source>%1
%2 → %3</source>
        <translation>%1
%2 → %3</translation>
    </message>
    <message>
        <source>Expected JCT (%1)</source>
        <translation>Erwartete JCT (%1)</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>erwartet %1</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>keine Wirkung</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::SweepTable</name>
    <message>
        <source>GPU-count sweep</source>
        <translation>GPU-Anzahl-Sweep</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Layout (TP·PP·CP·DP)</source>
        <translation>Layout (TP·PP·CP·DP)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>JCT</source>
        <translation>JCT</translation>
    </message>
    <message>
        <source>With failures</source>
        <translation>Mit Ausfällen</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
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
        <translation>kein gültiges Layout</translation>
    </message>
    <message>
        <source>%1&#x2009;◀&#x2009;sync wall</source>
        <translation>%1&#x2009;◀&#x2009;Sync Wall</translation>
    </message>
    <message>
        <source>%1&#x2009;◀&#x2009;this run</source>
        <translation>%1&#x2009;◀&#x2009;dieser Lauf</translation>
    </message>
    <message>
        <source>Does not fit in GPU memory</source>
        <translation>Passt nicht in den GPU-Speicher</translation>
    </message>
    <message>
        <source>This run with its own layout</source>
        <translation>Dieser Lauf mit seinem eigenen Layout</translation>
    </message>
    <message>
        <source>The best layout at %1 GPUs; double-click to apply it</source>
        <translation>Das beste Layout bei %1 GPUs; Doppelklick übernimmt es</translation>
    </message>
    <message>
        <source>Apply the best layout at %1 GPUs</source>
        <translation>Bestes Layout bei %1 GPUs übernehmen</translation>
    </message>
    <message>
        <source>%1&#x2009;◀&#x2009;this run, sync wall</source>
        <translation>%1&#x2009;◀&#x2009;dieser Lauf, Sync Wall</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::SyncWallFinder</name>
    <message>
        <source>The sync wall and what would move it</source>
        <translation>Die Sync Wall und was sie verschieben würde</translation>
    </message>
    <message>
        <source>Double the scale-out bandwidth</source>
        <translation>Scale-out-Bandbreite verdoppeln</translation>
    </message>
    <message>
        <source>The best other layout</source>
        <translation>Das beste andere Layout</translation>
    </message>
    <message>
        <source>Double the global batch</source>
        <translation>Global Batch verdoppeln</translation>
    </message>
    <message>
        <source>Compress gradients 2×</source>
        <translation>Gradienten 2× komprimieren</translation>
    </message>
    <message>
        <source>Asynchronous checkpoints</source>
        <translation>Asynchrone Checkpoints</translation>
    </message>
    <message>
        <source>%1 → %2 Gb/s per GPU</source>
        <translation>%1 → %2 Gb/s pro GPU</translation>
    </message>
    <message>
        <source>already the fastest layout at %1 GPUs</source>
        <translation>bereits das schnellste Layout bei %1 GPUs</translation>
    </message>
    <message>
        <source>%1 → %2 sequences per step</source>
        <translation>%1 → %2 Sequenzen pro Schritt</translation>
    </message>
    <message>
        <source>DP bytes ×%1 → ×%2</source>
        <translation>DP-Bytes ×%1 → ×%2</translation>
    </message>
    <message>
        <source>snapshot to host memory, write in the background</source>
        <translation>Snapshot in den Host-Speicher, im Hintergrund schreiben</translation>
    </message>
    <message>
        <source>already on</source>
        <translation>bereits aktiv</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <source>none up to %1</source>
        <translation>keine bis %1</translation>
    </message>
    <message>
        <source>stays at %1</source>
        <translation>bleibt bei %1</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source> (×%1)</source>
        <translation> (×%1)</translation>
    </message>
    <message>
        <source>fastest %1 → %2</source>
        <translation>schnellste %1 → %2</translation>
    </message>
    <message>
        <source>%1 → %2 (%3%4)</source>
        <translation>%1 → %2 (%3%4)</translation>
    </message>
    <message>
        <source>below %1 from %2 GPUs</source>
        <translation>unter %1 ab %2 GPUs</translation>
    </message>
    <message>
        <source>above %1 up to %2 GPUs</source>
        <translation>über %1 bis %2 GPUs</translation>
    </message>
    <message>
        <source>Efficiency stays %1 and %2.</source>
        <translation>Die Effizienz bleibt %1 und %2.</translation>
    </message>
    <message>
        <source>Efficiency drops %1 and %2.</source>
        <translation>Die Effizienz fällt %1 und %2.</translation>
    </message>
    <message>
        <source>Fastest expected JCT %1 at %2 GPUs. </source>
        <translation>Schnellste erwartete JCT %1 bei %2 GPUs. </translation>
    </message>
    <message>
        <source>What changes</source>
        <translation>Was sich ändert</translation>
    </message>
    <message>
        <source>Sync wall</source>
        <translation>Sync Wall</translation>
    </message>
    <message>
        <source>Expected JCT at %1 GPUs</source>
        <translation>Erwartete JCT bei %1 GPUs</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Load this change into the scenario</source>
        <translation>Diese Änderung ins Szenario laden</translation>
    </message>
    <message>
        <source>Apply: %1</source>
        <translation>Übernehmen: %1</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::TransportBar</name>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Go to the start (Home)</source>
        <translation>Zum Anfang (Pos1)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Step back one step or phase (Left)</source>
        <translation>Einen Schritt oder eine Phase zurück (Links)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Abspielen oder pausieren (Leertaste)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>Step forward one step or phase (Right)</source>
        <translation>Einen Schritt oder eine Phase vor (Rechts)</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Go to the end (End)</source>
        <translation>Zum Ende (Ende)</translation>
    </message>
    <message>
        <source>Position in the animation</source>
        <translation>Position in der Animation</translation>
    </message>
    <message>
        <source>Drag to scrub through the animation</source>
        <translation>Ziehen, um durch die Animation zu spulen</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Wiedergabegeschwindigkeit</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>Schleife</translation>
    </message>
    <message>
        <source>Reduced motion</source>
        <translation>Reduzierte Bewegung</translation>
    </message>
    <message>
        <source>Show whole steps, held for a moment, instead of continuous motion</source>
        <translation>Ganze Schritte zeigen, jeweils kurz gehalten, statt fließender Bewegung</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Playback speed ([ slower, ] faster)</source>
        <translation>Wiedergabegeschwindigkeit ([ langsamer, ] schneller)</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::UserGuideWindow</name>
    <message>
        <source>Syncwall User Guide</source>
        <translation>Syncwall-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ValueField</name>
    <message>
        <source>%1 slider</source>
        <translation>Schieberegler %1</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ViewHost</name>
    <message>
        <source>Views</source>
        <translation>Ansichten</translation>
    </message>
    <message>
        <source>headline cards and the warning banner</source>
        <translation>Kennzahlen-Karten und das Warnbanner</translation>
    </message>
    <message>
        <source>what the estimate assumes</source>
        <translation>was die Schätzung annimmt</translation>
    </message>
    <message>
        <source>JCT and efficiency against GPU count, with the sync wall</source>
        <translation>JCT und Effizienz gegen die GPU-Anzahl, mit der Sync Wall</translation>
    </message>
    <message>
        <source>the step time split into compute, communication and bubble</source>
        <translation>die Schrittzeit aufgeteilt in Rechnen, Kommunikation und Bubble</translation>
    </message>
    <message>
        <source>overhead against checkpoint interval; the failure Monte Carlo</source>
        <translation>Overhead gegen Checkpoint-Intervall; die Monte-Carlo-Simulation der Ausfälle</translation>
    </message>
    <message>
        <source>memory per GPU by kind against HBM capacity</source>
        <translation>Speicher pro GPU nach Art, verglichen mit der HBM-Kapazität</translation>
    </message>
    <message>
        <source>the TP x PP layout heatmap</source>
        <translation>die TP × PP-Layout-Heatmap</translation>
    </message>
    <message>
        <source>the sync-wall finder: what would move the wall</source>
        <translation>der Sync-Wall-Finder: was die Wall verschieben würde</translation>
    </message>
    <message>
        <source>the pinned baseline against the current scenario</source>
        <translation>die angeheftete Baseline im Vergleich zum aktuellen Szenario</translation>
    </message>
    <message>
        <source>ring all-reduce, the DDP phases and the pipeline schedule</source>
        <translation>Ring-All-Reduce, die DDP-Phasen und der Pipeline-Schedule</translation>
    </message>
    <message>
        <source>which assumption moves the expected JCT most</source>
        <translation>welche Annahme die erwartete JCT am stärksten bewegt</translation>
    </message>
    <message>
        <source>the fewest GPUs of each system to meet a deadline or a budget</source>
        <translation>die wenigsten GPUs je System für eine Frist oder ein Budget</translation>
    </message>
</context>
<context>
    <name>syncwall::ui::WarningBanner</name>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
</context>
</TS>
