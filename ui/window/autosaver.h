#pragma once
// Keeps unsaved work safe: a few seconds after each change, a modified scenario is written to
// the app-data folder. A clean exit removes the copy, so finding one at start-up means the
// last session ended without saving (a crash), and the copy is offered back.

#include <QObject>
#include <QTimer>

class QWidget;

namespace syncwall::ui {

class ScenarioModel;

class Autosaver : public QObject {
    Q_OBJECT
public:
    explicit Autosaver(ScenarioModel* model, QObject* parent = nullptr);

    static QString directory();
    bool hasRecovery() const;
    // Asks (window-modal, without blocking the event loop) whether to restore the copy;
    // restores it into the model (as modified) on Yes, deletes it on Discard.
    void offerRecovery(QWidget* parent);
    // Loads the copy without asking (tests).
    bool recover();
    void writeNow();
    // Called on a clean exit: the copy is no longer needed.
    void discard();
    static constexpr int kDelay_ms = 3000;

private:
    QString scenarioPath() const;
    QString originPath() const;

    ScenarioModel* m_model;
    QTimer m_timer;
};

}  // namespace syncwall::ui
