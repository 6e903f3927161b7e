#pragma once
// The line under an input (or atop the panel) that says why the scenario cannot work. A problem
// shows at once. Where the line has a float host (the panel's rows), a problem that appears
// where the line has no space yet shows in a callout over the rows below, in space no row owns,
// so no row moves; settle() gives it its place in the column once edits pause. When a problem
// goes, its words go at once but its line is held, empty, until settle(). Either way dragging a
// value back and forth across an invalid range does not make every row below jump (and relay out
// and repaint the whole panel) on each step.

#include <functional>

#include "controls/wrap_label.h"

namespace syncwall::ui {

class ProblemLine : public WrapLabel {
    Q_OBJECT
public:
    explicit ProblemLine(QWidget* parent = nullptr);

    // `host`: a widget over the line's layout in which the callout floats (it scrolls with the
    // rows); `anchor`: where the line would be, in the host's coordinates (top, left, width).
    void setFloatHost(QWidget* host, std::function<QRect()> anchor);
    // `text` empty: no problem. `rowShown`: the input is on screen (simple or expert mode).
    void setProblem(const QString& text, bool rowShown);
    // Once edits pause: frees a held empty line, gives a floating problem its line.
    void settle();
    // Puts a floating problem in its line at once (the panel is being laid out anyway).
    void place();
    bool isHolding() const { return m_holding; }
    bool isFloating() const;
    // The callout (for tests); null until a problem first floated.
    WrapLabel* callout() const { return m_callout; }

private:
    void showCallout();
    void hideCallout();

    bool m_holding = false;
    QWidget* m_host = nullptr;
    std::function<QRect()> m_anchor;
    WrapLabel* m_callout = nullptr;
};

}  // namespace syncwall::ui
