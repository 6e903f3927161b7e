#pragma once
// The "explorer" view: the warning banner over the headline cards.

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

private:
    void refreshBanner();

    ScenarioModel* m_model;
    WarningBanner* m_banner;
    HeadlineCards* m_cards;
    SweepTable* m_sweep;
};

}  // namespace syncwall::ui
