#pragma once
// The sync-wall finder: states the wall and the efficiency crossings in plain words, then what
// would move the wall and by how much (double scale-out bandwidth, the best other layout, a
// larger global batch, gradient compression, async checkpoints), each one Apply away.

#include "chart_view.h"
#include "wall_levers.h"

class QGridLayout;
class QLabel;

namespace syncwall::ui {

class SyncWallFinder : public ChartView {
    Q_OBJECT
public:
    explicit SyncWallFinder(QWidget* parent = nullptr);
    QString name() const override { return QStringLiteral("syncwall"); }
    QString title() const override;
    QString csv() const override;
    void render(QPainter& painter, const QRect& rect, const ExportStyle& style) override;

    void setSweepPolicy(core::SweepLayoutPolicy policy);
    const WallLevers& levers() const { return m_levers; }
    int lastGpus() const;

    static QString leverName(LeverKind kind);
    QString leverChange(const WallLever& lever) const;  // what exactly changes
    QString wallEffect(const WallLever& lever) const;   // 32,768 -> 65,536 GPUs (x2)
    QString jctEffect(const WallLever& lever) const;    // 18.0 -> 17.2 days (-4%)
    QString headline() const;
    QString crossings() const;

protected:
    void refresh() override;

private:
    QString wallText(const std::optional<int>& gpus) const;
    void rebuildRows();

    core::SweepLayoutPolicy m_policy = core::SweepLayoutPolicy::Best;
    WallLevers m_levers;
    QLabel* m_headline = nullptr;
    QLabel* m_crossings = nullptr;
    QGridLayout* m_rows = nullptr;
};

}  // namespace syncwall::ui
