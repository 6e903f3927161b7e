#pragma once
// The grid of headline numbers under the banner. Reads the model's estimate and the runner's
// sweep and Monte Carlo results; formats them, nothing more. ExplorerView says when.

#include <QHash>
#include <QWidget>

namespace syncwall::ui {

class Card;
class ScenarioModel;

class HeadlineCards : public QWidget {
    Q_OBJECT
public:
    explicit HeadlineCards(ScenarioModel* model, QWidget* parent = nullptr);
    // By id: jct, expected, theoretical, wall, efficiency, mfu, step, comm, allreduce, memory,
    // failures, checkpoint, layout, throughput, cost, energy.
    Card* card(const QString& id) const { return m_cards.value(id); }
    // The explorer calls these as the model and the runner change, while it is shown.
    void refresh();
    void refreshSweep();
    void refreshMonteCarlo();

private:
    void refreshEstimate();

    ScenarioModel* m_model;
    QHash<QString, Card*> m_cards;
};

}  // namespace syncwall::ui
