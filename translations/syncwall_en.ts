<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CalibrateSourceText</name>
    <message numerus="yes">
        <source>Read a %1 log: %n iteration line(s).</source>
        <translation>
            <numerusform>Read a %1 log: %n iteration line.</numerusform>
            <numerusform>Read a %1 log: %n iteration lines.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Used, %n line(s): %1</source>
        <translation>
            <numerusform>Used, %n line: %1</numerusform>
            <numerusform>Used, %n lines: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Read %1: %2 GPUs on %3 node(s), %n size(s).</source>
        <translation>
            <numerusform>Read %1: %2 GPUs on %3 node(s), %n size.</numerusform>
            <numerusform>Read %1: %2 GPUs on %3 node(s), %n sizes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WarningText</name>
    <message numerus="yes">
        <source>and %n more; the parameter panel shows each beside its input.</source>
        <translation>
            <numerusform>and %n more; the parameter panel shows each beside its input.</numerusform>
            <numerusform>and %n more; the parameter panel shows each beside its input.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>syncwall::ui::CompareTable</name>
    <message numerus="yes">
        <source>%1, with %2 (+%n more)</source>
        <translation>
            <numerusform>%1, with %2 (+%n more)</numerusform>
            <numerusform>%1, with %2 (+%n more)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>syncwall::ui::ImportReportDialog</name>
    <message numerus="yes">
        <source>%1 (%2): %n key(s) set from the file or its framework&apos;s defaults</source>
        <translation>
            <numerusform>%1 (%2): %n key set from the file or its framework&apos;s defaults</numerusform>
            <numerusform>%1 (%2): %n keys set from the file or its framework&apos;s defaults</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n more changed with them (listed last)</source>
        <translation>
            <numerusform>; %n more changed with them (listed last)</numerusform>
            <numerusform>; %n more changed with them (listed last)</numerusform>
        </translation>
    </message>
</context>
</TS>
