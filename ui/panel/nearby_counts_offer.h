#pragma once
// The nearest GPU counts with a legal layout, when none is legal at the scenario's count, as a
// line of links under the layout. Up to 96 layout enumerations, so searched on a worker; the
// newest request waits while one runs, and an answer to an older request is dropped.

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <optional>

#include "core/layout_search.h"
#include "core/scenario.h"

namespace syncwall::ui {

class NearbyCountsOffer : public QObject {
    Q_OBJECT
public:
    explicit NearbyCountsOffer(QObject* parent = nullptr);
    ~NearbyCountsOffer() override;

    // New layout inputs: the offer shown (or being searched) belonged to the last ones. Searches
    // only when `needed` (no layout is legal at the scenario's count).
    void request(const core::Scenario& scenario, bool needed);
    // Rich text starting with a line break, links "gpus:N"; empty while there is none.
    const QString& offer() const { return m_offer; }
    // The count a link of the offer names, or nothing for another link.
    static std::optional<int> countOf(const QString& link);

signals:
    void offerChanged();

private:
    struct Job {
        quint64 generation = 0;
        core::Scenario scenario;
    };
    struct Found {
        quint64 generation = 0;
        int gpus = 0;  // the count searched around
        core::NearbyGpuCounts counts;
    };
    void start();
    void landed();

    QString m_offer;
    quint64 m_generation = 0;
    std::optional<Job> m_pending;
    QFutureWatcher<Found> m_watcher;
};

}  // namespace syncwall::ui
