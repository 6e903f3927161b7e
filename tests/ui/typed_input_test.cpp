// Typed input in the panel: magnitude letters and e-notation are read and shown back in the
// field's unit; what cannot be read is explained beside the field, never dropped or reverted
// in silence; a value below the slider's range (0 GPUs) stays visible with its problem.

#include <QApplication>
#include <QDoubleSpinBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QLocale>
#include <QTest>

#include "cards/explorer_view.h"
#include "cards/units.h"
#include "cards/warning_banner.h"
#include "controls/value_field.h"
#include "core/catalog.h"
#include "core/scenario_keys.h"
#include "model/scenario_model.h"
#include "panel/field_row.h"
#include "panel/field_specs.h"
#include "panel/parameter_panel.h"
#include "test_window.h"

using namespace syncwall;
using namespace syncwall::ui;

namespace {

// Selects the field's text, types `text` and ends the edit with Enter, as a person would.
void typeInto(TypedSpinBox* spin, const QString& text)
{
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Return);
}

// The panel's typed field for a scenario key.
TypedSpinBox* spinBoxOf(const MainWindow& w, const char* key)
{
    return w.panel()->row(QString::fromLatin1(key))->valueField()->spinBox();
}

}  // namespace

class TypedInputTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void lettersAreReadInTheFieldsUnit();
    void numbersInTheFieldsLanguage();
    void magnitudesAsTheWindowWritesThem();
    void moneyInTheLanguagesGrouping();
    void aSmallTokenCountIsShownNotTheDefault();
    void theWindowsShortcutsReachItFromAField();
    void unreadableTextIsExplained();
    void zeroGpusStaysVisibleWithItsProblem();
    void fractionsAndHugeValuesAreExplained();
    void stepsStopAtTheLowestSensibleValue();
    void catalogFiguresFitTheirFields();
    void aPowerLimitIsWarnedAboutUnderTheSweep();
    void undoInAFieldUndoesTheScenarioOnceTheEditIsDone();
    void tokensSayWhenTheStepsSetTheRun();
};

void TypedInputTest::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TypedInputTest::lettersAreReadInTheFieldsUnit()
{
    auto w = test::makeWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    auto* model = w->model();
    // Tokens are shown in billions: 15T is 15,000 B.
    FieldRow* tokens = w->panel()->row(QStringLiteral("training.tokens"));
    typeInto(tokens->valueField()->spinBox(), QStringLiteral("15T"));
    QCOMPARE(model->scenario().training.tokens, 15e12);
    QCOMPARE(tokens->valueField()->spinBox()->text(), QStringLiteral("15,000 B"));
    typeInto(tokens->valueField()->spinBox(), QStringLiteral("500M"));
    QCOMPARE(tokens->valueField()->spinBox()->text(), QStringLiteral("0.5 B"));
    QCOMPARE(model->scenario().training.tokens, 500e6);
    // A plain number is in the field's unit; e-notation is a plain number.
    typeInto(tokens->valueField()->spinBox(), QStringLiteral("300"));
    QCOMPARE(model->scenario().training.tokens, 300e9);

    TypedSpinBox* gpus = spinBoxOf(*w, "cluster.gpus");
    typeInto(gpus, QStringLiteral("12k"));
    QCOMPARE(model->scenario().gpus, 12000);
    QCOMPARE(gpus->text(), QStringLiteral("12,000"));
    typeInto(gpus, QStringLiteral("1.5e3"));
    QCOMPARE(model->scenario().gpus, 1500);

    // Peak FLOP/s in TFLOP/s: 1.5P is 1,500 TFLOP/s.
    w->panel()->setMode(ParameterPanel::Mode::Expert);
    FieldRow* peak = w->panel()->row(QStringLiteral("hardware.gpu.peak_tflops.bf16"));
    typeInto(peak->valueField()->spinBox(), QStringLiteral("1.5P"));
    QCOMPARE(model->scenario().hardware.gpu.peak_flops[int(core::Precision::Bf16)], 1.5e15);
    QCOMPARE(peak->valueField()->spinBox()->text(), QStringLiteral("1,500 TFLOP/s"));
    // The unit the field shows may be typed too, with or without a space, though the field keeps
    // its own after the typed text ("800 Gb/s Gb/s").
    TypedSpinBox* nic = spinBoxOf(*w, "hardware.scale_out_Gbps");
    for (const QString& typed : {QStringLiteral("800 Gb/s"), QStringLiteral("800Gb/s")}) {
        typeInto(nic, typed);
        QCOMPARE(model->scenario().hardware.scaleOut_bps, 800e9);
        QCOMPARE(nic->text(), QStringLiteral("800 Gb/s"));
        typeInto(nic, QStringLiteral("400"));
    }
}

void TypedInputTest::numbersInTheFieldsLanguage()
{
    auto w = test::makeWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    TypedSpinBox* tokens = spinBoxOf(*w, "training.tokens");
    tokens->setLocale(QLocale(QLocale::German, QLocale::Germany));
    typeInto(tokens, QStringLiteral("1,5T"));
    QCOMPARE(w->model()->scenario().training.tokens, 1.5e12);
    QCOMPARE(tokens->text(), QStringLiteral("1.500 B"));  // no fraction's trailing zeros
    typeInto(tokens, QStringLiteral("2,25"));
    QCOMPARE(tokens->text(), QStringLiteral("2,25 B"));
    // A locale with its own digits drops its own trailing zeros (Egyptian Arabic: 1.5 written
    // with Arabic-Indic digits and its own decimal separator).
    {
        QDoubleSpinBox plain;
        TypedSpinBox arabic(1.0);
        const QLocale egypt(QLocale::Arabic, QLocale::Egypt);
        plain.setLocale(egypt);
        arabic.setLocale(egypt);
        for (QDoubleSpinBox* box : {&plain, static_cast<QDoubleSpinBox*>(&arabic)}) {
            box->setDecimals(2);
            box->setRange(0, 10);
            box->setValue(1.5);
        }
        const QString full = plain.text();  // 1.50 in Arabic-Indic digits
        QVERIFY2(full.endsWith(egypt.zeroDigit()), qPrintable(full));
        QCOMPARE(arabic.text(), full.chopped(egypt.zeroDigit().size()));
    }
    typeInto(tokens, QStringLiteral("2.000"));  // German grouping: two thousand billion
    QCOMPARE(w->model()->scenario().training.tokens, 2e12);
    // Not a German grouping: C notation, as the letters are.
    typeInto(tokens, QStringLiteral("1.5T"));
    QCOMPARE(w->model()->scenario().training.tokens, 1.5e12);

    // In English "1,5" is no number at all (QLocale alone would read 15).
    FieldRow* gpus = w->panel()->row(QStringLiteral("cluster.gpus"));
    const int before = w->model()->scenario().gpus;
    typeInto(gpus->valueField()->spinBox(), QStringLiteral("1,5"));
    QCOMPARE(w->model()->scenario().gpus, before);
    QVERIFY2(gpus->problemText().contains(QStringLiteral("1,5")), qPrintable(gpus->problemText()));
    typeInto(gpus->valueField()->spinBox(), QStringLiteral("2,048"));
    QCOMPARE(w->model()->scenario().gpus, 2048);
}

void TypedInputTest::magnitudesAsTheWindowWritesThem()
{
    // The German window writes 2e12 tokens as "2,0 Bio." (the Throughput card) but refused
    // "2 Bio." typed into Tokens ("ist keine Zahl"); "2T" was taken. The words it writes are
    // read as the core's letters.
    const test::ScopedLanguage german(QStringLiteral("de"));
    QVERIFY(german.ok());
    auto w = test::makeWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    TypedSpinBox* tokens = spinBoxOf(*w, "training.tokens");
    tokens->setLocale(QLocale(QLocale::German, QLocale::Germany));  // --lang de sets it for all
    typeInto(tokens, QStringLiteral("2 Bio."));
    QCOMPARE(w->model()->scenario().training.tokens, 2e12);
    typeInto(tokens, QStringLiteral("1,5 bio."));
    QCOMPARE(w->model()->scenario().training.tokens, 1.5e12);
    typeInto(tokens, QStringLiteral("900 Mrd."));  // the field's own unit
    QCOMPARE(w->model()->scenario().training.tokens, 9e11);
    QVERIFY(Units::bigCount(2e12).endsWith(QStringLiteral("Bio.")));  // what the cards write
}

void TypedInputTest::moneyInTheLanguagesGrouping()
{
    // The Chinese Cost card read "1.61 百万美元"; Chinese writes sums in 万 and 亿 (10^4,
    // 10^8), and the budget field reads them back.
    QCOMPARE(Units::money(1.61e6), QStringLiteral("$1.61 M"));
    QCOMPARE(Units::money(2.5e9), QStringLiteral("$2.50 bn"));
    const test::ScopedLanguage chinese(QStringLiteral("zh_CN"));
    QVERIFY(chinese.ok());
    QCOMPARE(Units::money(1.61e6), QStringLiteral("161 万美元"));
    QCOMPARE(Units::money(2.5e9), QStringLiteral("25.0 亿美元"));
    QCOMPARE(Units::money(45000), QStringLiteral("4.50 万美元"));
    QCOMPARE(Units::money(12345), QStringLiteral("1.23 万美元"));
    QCOMPARE(Units::money(950), QStringLiteral("$950"));
    QCOMPARE(Units::money(3e7, 2.5e9), QStringLiteral("0.30 亿美元"));  // a column's unit
}

void TypedInputTest::aSmallTokenCountIsShownNotTheDefault()
{
    // A tester typed "1.5 M" into Tokens: the field showed "20 per parameter" (1.5 M rounds to
    // 0.00 B, the automatic value) while the cards used 1.5 M. The field shows the count, and a
    // count under one step's tokens is a problem beside it, not a run of "0 steps".
    auto w = test::makeWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    TypedSpinBox* tokens = spinBoxOf(*w, "training.tokens");
    typeInto(tokens, QStringLiteral("1.5 M"));
    QCOMPARE(w->model()->scenario().training.tokens, 1.5e6);
    QVERIFY2(tokens->text().contains(QStringLiteral("0.0015")), qPrintable(tokens->text()));
    QVERIFY(!w->model()->isValid());
    typeInto(tokens, QStringLiteral("50 M"));
    QCOMPARE(w->model()->scenario().training.tokens, 5e7);
    QVERIFY2(tokens->text().contains(QStringLiteral("0.05")), qPrintable(tokens->text()));
    QVERIFY(w->model()->isValid());
}

void TypedInputTest::theWindowsShortcutsReachItFromAField()
{
    // The menu offers Ctrl+E for Export Chart; in a typed field the line edit took it (X11's
    // Emacs-style end of line) and nothing was exported. Keys the window binds go to it; the
    // field keeps the editing ones.
    auto w = test::makeWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    TypedSpinBox* gpus = spinBoxOf(*w, "cluster.gpus");
    gpus->setFocus();
    QVERIFY(!gpus->window()->findChildren<QAction*>().isEmpty());
    QAction exportChart(QStringLiteral("Export"));
    exportChart.setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    const QList<QAction*> actions {&exportChart};
    const auto key = [](int k, Qt::KeyboardModifiers m) {
        return QKeyEvent(QEvent::ShortcutOverride, k, m);
    };
    QVERIFY(TypedSpinBox::windowTakes(key(Qt::Key_E, Qt::ControlModifier), actions));
    QVERIFY(!TypedSpinBox::windowTakes(key(Qt::Key_E, Qt::NoModifier), actions));  // typing
    QVERIFY(!TypedSpinBox::windowTakes(key(Qt::Key_A, Qt::ControlModifier), actions));
    exportChart.setShortcut(QKeySequence(QKeySequence::SelectAll));  // editing stays the field's
    QVERIFY(!TypedSpinBox::windowTakes(key(Qt::Key_A, Qt::ControlModifier), actions));
    exportChart.setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    exportChart.setEnabled(false);
    QVERIFY(!TypedSpinBox::windowTakes(key(Qt::Key_E, Qt::ControlModifier), actions));
}

void TypedInputTest::unreadableTextIsExplained()
{
    auto w = test::makeWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    auto* model = w->model();
    FieldRow* row = w->panel()->row(QStringLiteral("training.tokens"));
    TypedSpinBox* spin = row->valueField()->spinBox();
    const double before = model->scenario().training.tokens;
    const QString shown = spin->text();
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, QStringLiteral("15X"));
    // No keystroke is dropped while typing...
    QVERIFY2(spin->findChild<QLineEdit*>()->text().startsWith(QStringLiteral("15X")),
             qPrintable(spin->findChild<QLineEdit*>()->text()));
    QTest::keyClick(spin, Qt::Key_Return);
    // ...and at the end of the edit the field says what happened.
    QCOMPARE(model->scenario().training.tokens, before);
    QCOMPARE(spin->text(), shown);
    const QString text = row->problemText();
    QVERIFY2(text.contains(QStringLiteral("15X")) && text.contains(QStringLiteral("went back")),
             qPrintable(text));
    // Its examples are the field's own: the value it shows, with and without its unit.
    QVERIFY2(text.contains(
                 QStringLiteral("%1 or %1 B").arg(spin->locale().toString(spin->value(), 'g', 6))),
             qPrintable(text));
    // The next change of the scenario redraws the problems: the note goes.
    typeInto(spin, QStringLiteral("400"));
    QVERIFY2(row->problemText().isEmpty(), qPrintable(row->problemText()));
    // A value in use out of range is no example: a batch of -5 had offered "for example -5 or
    // -5 seq"; the range's nearest end is.
    FieldRow* batchRow = w->panel()->row(QStringLiteral("training.global_batch"));
    TypedSpinBox* batch = batchRow->valueField()->spinBox();
    typeInto(batch, QStringLiteral("-5"));
    QCOMPARE(model->scenario().training.globalBatch, -5);
    typeInto(batch, QStringLiteral("abc"));
    const QString refused = batchRow->problemText();
    QVERIFY2(refused.contains(QStringLiteral("abc")) && !refused.contains(QStringLiteral("-5")),
             qPrintable(refused));
}

void TypedInputTest::zeroGpusStaysVisibleWithItsProblem()
{
    auto w = test::makeWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    auto* model = w->model();
    FieldRow* row = w->panel()->row(QStringLiteral("cluster.gpus"));
    TypedSpinBox* spin = row->valueField()->spinBox();
    const int before = model->scenario().gpus;
    typeInto(spin, QStringLiteral("0"));
    // What was typed is what the field shows and what the problem is about.
    QCOMPARE(model->scenario().gpus, 0);
    QCOMPARE(spin->text(), QStringLiteral("0"));
    QVERIFY(!model->isValid());
    const QString text = row->problemText();
    QVERIFY2(text.contains(QStringLiteral("between 1 and")), qPrintable(text));
    model->undoStack()->undo();
    QCOMPARE(model->scenario().gpus, before);
    QVERIFY(row->problemText().isEmpty());
}

void TypedInputTest::fractionsAndHugeValuesAreExplained()
{
    auto w = test::makeWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    auto* model = w->model();
    FieldRow* row = w->panel()->row(QStringLiteral("cluster.gpus"));
    TypedSpinBox* spin = row->valueField()->spinBox();
    const int before = model->scenario().gpus;
    typeInto(spin, QStringLiteral("1.5"));
    QCOMPARE(model->scenario().gpus, before);
    QVERIFY2(row->problemText().contains(QStringLiteral("whole numbers")),
             qPrintable(row->problemText()));
    typeInto(spin, QStringLiteral("1e12"));
    QCOMPARE(model->scenario().gpus, before);
    QVERIFY2(row->problemText().contains(QStringLiteral("was not taken"))
                 && row->problemText().contains(QStringLiteral("between 1 and")),
             qPrintable(row->problemText()));
}

void TypedInputTest::stepsStopAtTheLowestSensibleValue()
{
    auto w = test::makeWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    TypedSpinBox* spin = spinBoxOf(*w, "cluster.gpus");
    typeInto(spin, QStringLiteral("1"));
    QCOMPARE(w->model()->scenario().gpus, 1);
    QTest::keyClick(spin, Qt::Key_Down);
    spin->stepBy(-1);
    QCOMPARE(w->model()->scenario().gpus, 1);
    QCOMPARE(spin->value(), 1.0);
    QTest::keyClick(spin, Qt::Key_Up);
    QCOMPARE(w->model()->scenario().gpus, 2);
}

void TypedInputTest::catalogFiguresFitTheirFields()
{
    // Every GPU of the catalog, chosen in the window: each of its figures shows in its field as
    // it is (no field's range cuts it off), e.g. the B200's measured attention as "93.3 %".
    auto w = test::makeWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    w->panel()->setMode(ParameterPanel::Mode::Expert);
    const core::Catalog catalog = core::Catalog::builtIn();
    for (const core::GpuEntry& entry : catalog.gpus()) {
        core::Scenario s = w->model()->scenario();
        s.hardware.gpu = entry.spec;
        w->model()->applyScenario(s);
        for (const FieldSpec& spec : FieldSpecs::all()) {
            if (!spec.key.startsWith(QStringLiteral("hardware.gpu."))
                || spec.kind != FieldKind::Number)
                continue;
            FieldRow* row = w->panel()->row(spec.key);
            QVERIFY2(row, qPrintable(spec.key));
            const double shown = row->valueField()->spinBox()->value();
            const core::ScenarioKey* key = core::findScenarioKey(spec.key.toStdString());
            QVERIFY2(key && key->get, qPrintable(spec.key));
            const double si = key->get(w->model()->scenario()).value_or(0.0);
            QVERIFY2(std::abs(shown * spec.scale - si) <= 1e-9 * std::max(1.0, std::abs(si)),
                     qPrintable(QStringLiteral("%1 on %2: field %3, scenario %4")
                                    .arg(spec.key, QString::fromStdString(entry.spec.id))
                                    .arg(shown * spec.scale)
                                    .arg(si)));
        }
    }
    TypedSpinBox* attention = spinBoxOf(*w, "hardware.gpu.attention_scale");
    core::Scenario s = w->model()->scenario();
    s.hardware.gpu = catalog.gpu("b200")->spec;
    w->model()->applyScenario(s);
    QCOMPARE(attention->text(), QStringLiteral("76.5 %"));

    // The arrows still move these fields in whole units, onto whole values: 68.8 % up is 69 %,
    // down 68 %; an FP8 efficiency of 0 goes to 1 %; a 19.5 TFLOP/s peak up to 20.
    s.hardware.gpu = catalog.gpu("h100-sxm")->spec;
    w->model()->applyScenario(s);
    TypedSpinBox* gemm = spinBoxOf(*w, "hardware.gpu.gemm_efficiency");
    QCOMPARE(gemm->text(), QStringLiteral("68.8 %"));
    gemm->stepBy(1);
    QCOMPARE(w->model()->scenario().hardware.gpu.gemmEfficiency, 0.69);
    gemm->stepBy(-2);
    QCOMPARE(w->model()->scenario().hardware.gpu.gemmEfficiency, 0.67);
    TypedSpinBox* fp4 = spinBoxOf(*w, "hardware.gpu.gemm_efficiency_fp4");
    QCOMPARE(fp4->value(), 0.0);
    fp4->stepBy(1);
    QCOMPARE(fp4->text(), QStringLiteral("1 %"));
    s = w->model()->scenario();
    s.hardware.gpu = catalog.gpu("a100-sxm-80gb")->spec;
    w->model()->applyScenario(s);
    TypedSpinBox* fp32 = spinBoxOf(*w, "hardware.gpu.peak_tflops.fp32");
    QCOMPARE(fp32->text(), QStringLiteral("19.5 TFLOP/s"));
    fp32->stepBy(1);
    QCOMPARE(fp32->text(), QStringLiteral("20 TFLOP/s"));
}

void TypedInputTest::aPowerLimitIsWarnedAboutUnderTheSweep()
{
    // A person types a power limit below the H100's rated 700 W: the estimate slows and the
    // banner says the clock law there is fitted on few runs; back at 700 W the warning goes. A
    // limit at or below the static power (70 W) is refused on the field, naming the range.
    auto w = test::makeWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    w->panel()->setMode(ParameterPanel::Mode::Expert);
    const core::Catalog catalog = core::Catalog::builtIn();
    core::Scenario s = w->model()->scenario();
    s.hardware.gpu = catalog.gpu("h100-sxm")->spec;
    w->model()->applyScenario(s);
    const auto warned = [&w] {
        return w->explorer()
            ->banner()
            ->texts()
            .join(QLatin1Char('\n'))
            .contains(QStringLiteral("Power-limited GPU"));
    };
    QVERIFY(!warned());
    const double fullPowerStep = w->model()->estimate().step.total_s;
    TypedSpinBox* watts = spinBoxOf(*w, "hardware.gpu.watts");
    // Its tip quotes the core's law: 75 % for BF16, 83 % for FP8 (compute_model_test).
    const QString tip =
        w->panel()->row(QStringLiteral("hardware.gpu.watts"))->valueField()->toolTip();
    QVERIFY2(tip.contains(QStringLiteral("BF16 at about 75 %"))
                 && tip.contains(QStringLiteral("FP8 at about 83 %")),
             qPrintable(tip));
    typeInto(watts, QStringLiteral("500"));
    QCOMPARE(w->model()->scenario().hardware.gpu.watts, 500.0);
    QVERIFY(w->model()->estimate().step.total_s > fullPowerStep);
    QVERIFY(warned());
    QVERIFY(w->explorer()->banner()->isVisible());
    typeInto(watts, QStringLiteral("700"));
    QVERIFY(!warned());
    typeInto(watts, QStringLiteral("50"));
    QVERIFY(!w->model()->isValid());
    const QString problem = w->panel()->row(QStringLiteral("hardware.gpu.watts"))->problemText();
    QVERIFY2(problem.contains(QStringLiteral("between 71 W and")), qPrintable(problem));
    w->model()->undoStack()->undo();
    QVERIFY(w->model()->isValid());
    QCOMPARE(w->model()->scenario().hardware.gpu.watts, 700.0);
}

void TypedInputTest::undoInAFieldUndoesTheScenarioOnceTheEditIsDone()
{
    auto w = test::makeWindow();
    w->show();
    w->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(w.get()));
    auto* model = w->model();
    TypedSpinBox* gpus = spinBoxOf(*w, "cluster.gpus");
    const int before = model->scenario().gpus;
    typeInto(gpus, QStringLiteral("2048"));
    QCOMPARE(model->scenario().gpus, 2048);
    QVERIFY(gpus->hasFocus());

    // A field whose edit has ended holds the scenario's value: Ctrl+Z, still in the field, undoes
    // the scenario's last change (the window's Undo), as it does anywhere else in the window; the
    // field's own text undo had put back "2048" typed over, or nothing at all.
    QTest::keyClick(gpus, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(model->scenario().gpus, before);
    QCOMPARE(gpus->value(), double(before));
    QTest::keyClick(gpus, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);  // redo
    QCOMPARE(model->scenario().gpus, 2048);

    // While an edit is under way, Ctrl+Z undoes the typing first, as in any text field; the
    // scenario is untouched until the field is back to its value, and the next Ctrl+Z is the
    // window's again.
    gpus->selectAll();
    QTest::keyClicks(gpus, QStringLiteral("77"));
    for (int press = 0; press < 3 && gpus->text() != QStringLiteral("2,048"); ++press) {
        QTest::keyClick(gpus, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(model->scenario().gpus, 2048);
    }
    QCOMPARE(gpus->text(), QStringLiteral("2,048"));
    QTest::keyClick(gpus, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(model->scenario().gpus, before);

    // The value undo or redo puts in the field is selected whole, as after Enter: what is typed
    // next replaces it (the old selection's length had covered " B" or "50" of the new text).
    TypedSpinBox* tokens = spinBoxOf(*w, "training.tokens");
    typeInto(tokens, QStringLiteral("500"));
    QTest::keyClick(tokens, Qt::Key_Z, Qt::ControlModifier);
    QTest::keyClick(tokens, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(model->scenario().training.tokens, 500e9);
    QTest::keyClicks(tokens, QStringLiteral("12"));
    QTest::keyClick(tokens, Qt::Key_Return);
    QCOMPARE(model->scenario().training.tokens, 12e9);
    QTest::keyClick(tokens, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(model->scenario().training.tokens, 500e9);
    QTest::keyClicks(tokens, QStringLiteral("7"));
    QTest::keyClick(tokens, Qt::Key_Return);
    QCOMPARE(model->scenario().training.tokens, 7e9);
}

void TypedInputTest::tokensSayWhenTheStepsSetTheRun()
{
    // A file may set the run's length in steps (the core then ignores the tokens): the Tokens
    // field says so instead of "20 per parameter", and typing tokens takes the run over from the
    // steps in one undo step.
    auto w = test::makeWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    auto* model = w->model();
    core::Scenario s = model->scenario();
    s.training.tokens = 0;
    s.training.steps = 1000;
    model->editScenario(s, QStringLiteral("steps"));
    TypedSpinBox* tokens = spinBoxOf(*w, "training.tokens");
    QCOMPARE(tokens->text(), QStringLiteral("1,000 steps"));

    typeInto(tokens, QStringLiteral("300"));
    QCOMPARE(model->scenario().training.tokens, 300e9);
    QCOMPARE(model->scenario().training.steps, 0.0);
    model->undoStack()->undo();
    QCOMPARE(model->scenario().training.steps, 1000.0);
    QCOMPARE(tokens->text(), QStringLiteral("1,000 steps"));

    // Steps typed in expert mode take the run over from typed tokens the same way.
    model->undoStack()->undo();  // back to the default's 300 B tokens, no steps
    QCOMPARE(model->scenario().training.tokens, 300e9);
    w->panel()->setMode(ParameterPanel::Mode::Expert);
    typeInto(spinBoxOf(*w, "training.steps"), QStringLiteral("500"));
    QCOMPARE(model->scenario().training.steps, 500.0);
    QCOMPARE(model->scenario().training.tokens, 0.0);
    QCOMPARE(tokens->text(), QStringLiteral("500 steps"));

    // In a field showing its word ("from tokens") Ctrl+Z and Ctrl+Shift+Z are the window's too.
    TypedSpinBox* steps = spinBoxOf(*w, "training.steps");
    QTest::keyClick(steps, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(model->scenario().training.steps, 0.0);
    QCOMPARE(steps->text(), steps->specialValueText());
    QTest::keyClick(steps, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(model->scenario().training.steps, 500.0);

    // A slider drag over the tokens clears the steps and stays one undo step.
    const int depth = model->undoStack()->count();
    model->editField(QStringLiteral("training.tokens"), QVariant(100e9), 77, QStringLiteral("T"));
    model->editField(QStringLiteral("training.tokens"), QVariant(200e9), 77, QStringLiteral("T"));
    QCOMPARE(model->undoStack()->count(), depth + 1);
    QCOMPARE(model->scenario().training.tokens, 200e9);
    QCOMPARE(model->scenario().training.steps, 0.0);
    model->undoStack()->undo();
    QCOMPARE(model->scenario().training.steps, 500.0);
    QCOMPARE(model->scenario().training.tokens, 0.0);
}

QTEST_MAIN(TypedInputTest)

#include "typed_input_test.moc"
