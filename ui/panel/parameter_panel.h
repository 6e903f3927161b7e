#pragma once
// The grouped parameter panel: presets at the top of their groups, one FieldRow per input,
// simple mode (the few inputs that matter most) and expert mode (every scenario key). It shows
// the model's values and problems and sends edits to the model; it computes nothing.

#include <QList>
#include <QScrollArea>
#include <QSet>
#include <QTimer>
#include <array>
#include <vector>

#include "field_specs.h"

class QButtonGroup;
class QGroupBox;
class QLabel;

namespace syncwall::ui {

class FieldRow;
class NearbyCountsOffer;
class PresetPickers;
class ProblemLine;
class WrapLabel;
class ScenarioModel;

class ParameterPanel : public QScrollArea {
    Q_OBJECT
public:
    // How long edits must pause before problem lines settle: the lines of problems that went
    // collapse, and problems shown in callouts over the rows below take their lines.
    static constexpr int kSettleAfterMs = 1200;

    enum class Mode { Simple, Expert };

    explicit ParameterPanel(ScenarioModel* model, QWidget* parent = nullptr);

    Mode mode() const { return m_mode; }
    void setMode(Mode mode);
    // At least 340 px, and never narrower than its rows need: in a language with longer
    // labels (German) the splitter must not clip the value fields.
    QSize minimumSizeHint() const override;
    FieldRow* row(const QString& key) const;
    QList<FieldRow*> visibleRows() const;
    PresetPickers* pickers() const { return m_pickers; }
    QString otherProblemsText() const;

signals:
    void modeChanged(ParameterPanel::Mode mode);

protected:
    void resizeEvent(QResizeEvent* event) override;
    // The inputs' wheel and focus events (guardInputs).
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // A wheel over an input the person has not clicked into scrolls the panel instead of
    // editing the input (a tester scrolling the long expert panel moved a slider nine times, an
    // undo step each), and an input that takes the focus (a mnemonic, Tab) scrolls into view.
    void guardInputs(QWidget* content);
    QSet<const QObject*> m_guarded;
    // Problems with no input on screen show in a line pinned under the scrolled rows: when it
    // appears the view gets shorter at the bottom, and no row moves under the pointer.
    void placeOtherProblems();
    // The nearest GPU counts with a legal layout (NearbyCountsOffer) show under the layout
    // when they land; a link applies that count as one undo step.
    void refreshDerived();
    void applyGpuCount(const QString& link);
    QWidget* buildModeSwitch();
    void refresh();
    void refreshDegrees();
    void refreshProblems();
    void settleProblems();

    ScenarioModel* m_model;
    PresetPickers* m_pickers;
    QList<FieldRow*> m_rows;
    std::array<QGroupBox*, kFieldGroupCount> m_groups {};
    QButtonGroup* m_modeButtons = nullptr;
    ProblemLine* m_otherProblems = nullptr;
    QTimer m_settle;
    WrapLabel* m_derived = nullptr;
    WrapLabel* m_modeHint = nullptr;
    Mode m_mode = Mode::Simple;
    std::vector<double> m_degreeInputs;
    NearbyCountsOffer* m_nearby;
};

}  // namespace syncwall::ui
