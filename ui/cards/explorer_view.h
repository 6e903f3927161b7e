#pragma once
// The "explorer" view: the headline cards, the sweep table, and the warning banner pinned under
// them. It follows the model and the runner only while it is shown: a hidden tab costs nothing
// per slider step, and catches up when it is shown again.

#include <QScrollArea>

namespace syncwall::ui {

class HeadlineCards;
class ScenarioModel;
class SweepTable;
class WarningBanner;

class ExplorerView : public QScrollArea {
    Q_OBJECT
public:
    explicit ExplorerView(ScenarioModel* model, QWidget* parent = nullptr);
    HeadlineCards* cards() const { return m_cards; }
    SweepTable* sweepTable() const { return m_sweep; }
    WarningBanner* banner() const { return m_banner; }

protected:
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void refreshBanner();
    // The banner is pinned under the scrolled view, not in its column: when it appears (the
    // scenario turns invalid, a warning starts) the view gets shorter at the bottom and the
    // sweep table with it; the cards do not move, and they and the panel are not laid out again.
    void placeBanner();
    // Runs `part` now when the view is shown, else once it is.
    void follow(void (ExplorerView::*part)());
    void scenarioChanged();
    void sweepLanded();
    void monteCarloLanded();
    void refreshAll();

    ScenarioModel* m_model;
    WarningBanner* m_banner;
    HeadlineCards* m_cards;
    SweepTable* m_sweep;
    bool m_stale = false;
};

}  // namespace syncwall::ui
