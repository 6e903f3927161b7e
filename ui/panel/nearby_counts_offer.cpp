#include "nearby_counts_offer.h"

#include <QLocale>
#include <QStringList>
#include <QtConcurrent/QtConcurrentRun>

namespace syncwall::ui {

NearbyCountsOffer::NearbyCountsOffer(QObject* parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &NearbyCountsOffer::landed);
}

NearbyCountsOffer::~NearbyCountsOffer() { m_watcher.waitForFinished(); }

void NearbyCountsOffer::request(const core::Scenario& scenario, bool needed)
{
    m_offer.clear();
    m_pending.reset();
    ++m_generation;
    if (!needed)
        return;
    m_pending = Job {m_generation, scenario};
    if (!m_watcher.isRunning())
        start();
}

void NearbyCountsOffer::start()
{
    if (!m_pending)
        return;
    Job job = std::move(*m_pending);
    m_pending.reset();
    m_watcher.setFuture(QtConcurrent::run([job] {
        // Only when no layout at all is legal at this GPU count (a layout the user can fix by
        // choosing TP or PP is offered by those rows): the nearest counts where one is.
        const core::Scenario& s = job.scenario;
        Found found {job.generation, s.gpus, {}};
        if (core::enumerateLayouts(s, s.gpus, core::SearchOptions {}).empty())
            found.counts = core::nearestLegalGpuCounts(s, s.gpus);
        return found;
    }));
}

void NearbyCountsOffer::landed()
{
    const Found found = m_watcher.result();
    start();  // a newer request waited
    if (found.generation != m_generation)
        return;
    QStringList links;
    for (int n : {found.counts.below, found.counts.above})
        if (n > 0)
            links << QStringLiteral("<a href=\"gpus:%1\">%2</a>").arg(n).arg(QLocale().toString(n));
    if (links.isEmpty())
        return;
    m_offer = QStringLiteral("<br>")
              + tr("No layout works at %1 GPUs with this model and batch. Nearest that work: %2.")
                    .arg(QLocale().toString(found.gpus), links.join(tr(" or ")));
    emit offerChanged();
}

std::optional<int> NearbyCountsOffer::countOf(const QString& link)
{
    bool ok = false;
    const int n = link.section(QLatin1Char(':'), 1).toInt(&ok);
    if (!ok || !link.startsWith(QLatin1String("gpus:")))
        return std::nullopt;
    return n;
}

}  // namespace syncwall::ui
