#pragma once
// The grouped parameter panel: presets at the top of their groups, one FieldRow per input,
// simple mode (the few inputs that matter most) and expert mode (every scenario key). It shows
// the model's values and problems and sends edits to the model; it computes nothing.

#include <QList>
#include <QScrollArea>
#include <QTimer>
#include <array>
#include <vector>

#include "field_specs.h"

class QButtonGroup;
class QGroupBox;
class QLabel;

namespace syncwall::ui {

class FieldRow;
class PresetPickers;
class ProblemLine;
class WrapLabel;
class ScenarioModel;

class ParameterPanel : public QScrollArea {
    Q_OBJECT
public:
    // How long edits must pause before the lines of problems that went are collapsed.
    static constexpr int kCollapseAfterMs = 1200;

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

private:
    // Problems with no input on screen show in a line pinned under the scrolled rows: when it
    // appears the view gets shorter at the bottom, and no row moves under the pointer.
    void placeOtherProblems();
    // Rich text offering the nearest GPU counts with a legal layout, when none is legal at the
    // scenario's count; empty otherwise. A link applies that count as one undo step.
    QString nearbyCountsOffer() const;
    void applyGpuCount(const QString& link);
    QWidget* buildModeSwitch();
    void refresh();
    void refreshDegrees();
    void refreshProblems();
    void collapseProblems();

    ScenarioModel* m_model;
    PresetPickers* m_pickers;
    QList<FieldRow*> m_rows;
    std::array<QGroupBox*, kFieldGroupCount> m_groups {};
    QButtonGroup* m_modeButtons = nullptr;
    ProblemLine* m_otherProblems = nullptr;
    QTimer m_collapse;
    WrapLabel* m_derived = nullptr;
    WrapLabel* m_modeHint = nullptr;
    Mode m_mode = Mode::Simple;
    std::vector<double> m_degreeInputs;
    QString m_nearbyOffer;
};

}  // namespace syncwall::ui
