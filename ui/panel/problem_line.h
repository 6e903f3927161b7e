#pragma once
// The line under an input (or atop the panel) that says why the scenario cannot work. A problem
// shows at once. When it goes, its words go at once but its line is held, empty, until
// collapse(): the panel collapses held lines once edits pause, so dragging a value back and
// forth across an invalid range does not make every row below jump (and relay out and repaint
// the whole panel) on each step.

#include "controls/wrap_label.h"

namespace syncwall::ui {

class ProblemLine : public WrapLabel {
    Q_OBJECT
public:
    explicit ProblemLine(QWidget* parent = nullptr);

    // `text` empty: no problem. `rowShown`: the input is on screen (simple or expert mode).
    void setProblem(const QString& text, bool rowShown);
    // Frees a held empty line.
    void collapse();
    bool isHolding() const { return m_holding; }

private:
    bool m_holding = false;
};

}  // namespace syncwall::ui
