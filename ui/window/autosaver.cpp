#include "autosaver.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QSaveFile>
#include <QStandardPaths>

#include "model/scenario_file.h"
#include "model/scenario_model.h"

namespace syncwall::ui {

Autosaver::Autosaver(ScenarioModel* model, QObject* parent) : QObject(parent), m_model(model)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(kDelay_ms);
    connect(&m_timer, &QTimer::timeout, this, &Autosaver::writeNow);
    connect(model, &ScenarioModel::changed, this, [this] { m_timer.start(); });
    connect(model, &ScenarioModel::fileStateChanged, this, [this] {
        if (!m_model->isModified())
            discard();
    });
}

QString Autosaver::directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString Autosaver::scenarioPath() const
{
    return QDir(directory()).filePath(QStringLiteral("autosave.syncwall.json"));
}

QString Autosaver::originPath() const
{
    return QDir(directory()).filePath(QStringLiteral("autosave.origin"));
}

bool Autosaver::hasRecovery() const { return QFileInfo::exists(scenarioPath()); }

void Autosaver::writeNow()
{
    if (!m_model->isModified())
        return;
    QDir().mkpath(directory());
    if (!ScenarioFile::write(scenarioPath(), m_model->scenario(), nullptr))
        return;
    QSaveFile origin(originPath());
    if (origin.open(QIODevice::WriteOnly)) {
        origin.write(m_model->filePath().toUtf8());
        origin.commit();
    }
}

void Autosaver::discard()
{
    m_timer.stop();
    QFile::remove(scenarioPath());
    QFile::remove(originPath());
}

void Autosaver::offerRecovery(QWidget* parent)
{
    if (!hasRecovery())
        return;
    const QString when =
        QLocale().toString(QFileInfo(scenarioPath()).lastModified(), QLocale::ShortFormat);
    auto* box = new QMessageBox(
        QMessageBox::Question, tr("Recover unsaved work"),
        tr("Syncwall did not close normally. Recover the unsaved scenario from %1?").arg(when),
        QMessageBox::Yes | QMessageBox::Discard, parent);
    box->setObjectName(QStringLiteral("recoverUnsavedWork"));
    box->setDefaultButton(QMessageBox::Yes);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box] {
        if (box->clickedButton() == box->button(QMessageBox::Yes))
            recover();
        else
            discard();
    });
    box->open();
}

bool Autosaver::recover()
{
    const ScenarioRead read = ScenarioFile::read(scenarioPath(), m_model->catalog());
    QString origin;
    QFile file(originPath());
    if (file.open(QIODevice::ReadOnly))
        origin = QString::fromUtf8(file.readAll());
    if (!read.readable) {  // unsaved work with a problem is still the user's work
        discard();
        return false;
    }
    m_model->replaceDocument(read.scenario, origin, true);
    return true;
}

}  // namespace syncwall::ui
