#pragma once
// The "assumptions" view: what the estimate takes as given (peak basis, efficiencies, overlap,
// link efficiencies, failure model, checkpoint policy), read from the scenario and estimate.

#include <QTreeWidget>
#include <vector>

#include "core/scenario.h"

namespace syncwall::ui {

class ScenarioModel;

class AssumptionsView : public QTreeWidget {
    Q_OBJECT
public:
    explicit AssumptionsView(ScenarioModel* model, QWidget* parent = nullptr);
    // "Section/Name" -> value text; for tests.
    QString valueOf(const QString& section, const QString& name) const;

protected:
    void showEvent(QShowEvent* event) override;

private:
    struct Section {
        QString title;
        std::vector<std::pair<QString, QString>> lines;  // name, value
    };
    void refresh();
    // Which attention kernel runs and where its speed comes from (measured or scaled).
    static QString attentionText(core::SoftwareStack stack, const core::GpuSpec& gpu);
    static QString contextRingText(core::SoftwareStack stack);
    // Collecting one refresh's lines: a new section (its index), a line in it.
    int section(const QString& title);
    void add(int section, const QString& name, const QString& value);
    // Shows the collected lines: new values in place when the sections and names are the ones
    // shown (most edits), the tree rebuilt otherwise (language, first show).
    void display(const std::vector<Section>& sections);
    bool displays(const std::vector<Section>& sections) const;

    ScenarioModel* m_model;
    bool m_dirty = true;
    std::vector<Section> m_collecting;
};

}  // namespace syncwall::ui
