#include "name_field.h"

#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>

#include "model/scenario_model.h"
#include "model/scenario_title.h"
#include "theme/theme.h"

namespace syncwall::ui {

NameField::NameField(ScenarioModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_edit(new QLineEdit(this)), m_source(new QLabel(this))
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setColumnStretch(1, 1);
    // No mnemonic: N, a, m and e are all taken in the window (tests/ui/mnemonic_test); the
    // field is the first in the panel's tab order.
    auto* label = new QLabel(tr("Name"), this);
    label->setBuddy(m_edit);
    m_edit->setObjectName(QStringLiteral("scenarioName"));
    m_edit->setAccessibleName(tr("Scenario name"));
    m_edit->setClearButtonEnabled(true);
    Theme::setTone(m_source, Tone::Muted);
    grid->addWidget(label, 0, 0);
    grid->addWidget(m_edit, 0, 1);
    grid->addWidget(m_source, 1, 1);
    connect(m_edit, &QLineEdit::editingFinished, this, &NameField::commit);
    connect(model, &ScenarioModel::changed, this, &NameField::refresh);
    refresh();
}

void NameField::refresh()
{
    const core::Scenario& s = m_model->scenario();
    const QString name = QString::fromStdString(s.name);
    if (!m_edit->hasFocus() && m_edit->text() != name) {
        m_edit->setText(name);
        m_edit->setCursorPosition(0);  // a long name shows its start, not its end
    }
    const QString automatic = ScenarioTitle::automatic(s, m_model->catalog());
    m_edit->setPlaceholderText(automatic);
    // The whole name (a long one is cut in the field), then what the field is for.
    const QString help = tr("The scenario's name in the window title, saved file, exports and "
                            "Compare. Leave it empty to name the scenario from its content.");
    const QString shown = ScenarioTitle::of(s, m_model->catalog());
    m_edit->setToolTip(shown.toHtmlEscaped() + QStringLiteral("<br><br>") + help.toHtmlEscaped());
    m_source->setText(s.name.empty() ? tr("Named from the content") : tr("Named by you"));
}

void NameField::commit() { m_model->editName(m_edit->text()); }

}  // namespace syncwall::ui
