#pragma once
// Calls back once a scroll area has shown or hidden its vertical scroll bar, after the layout
// that did so (geometry set inside that layout is overwritten by what it computed before): what
// sits beside the viewport (a banner, a line of problems, a gutter) follows the viewport's new
// width. QAbstractScrollArea shows and hides the bar's container, not the bar: it is watched.

#include <QObject>
#include <functional>

class QAbstractScrollArea;

namespace syncwall::ui {

class ScrollBarWatcher : public QObject {
public:
    ScrollBarWatcher(QAbstractScrollArea* area, std::function<void()> changed);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    std::function<void()> m_changed;
};

}  // namespace syncwall::ui
