#pragma once
// A catalog picker: a combo listing presets by name, a line under it with the chosen entry's
// source and as-of date, and an optional "reset" button that applies the preset again.

#include <QObject>
#include <QString>

class QComboBox;
class QLabel;
class QGridLayout;
class QToolButton;
class QWidget;

namespace syncwall::ui {

class WrapLabel;

struct PresetItem {
    QString id;
    QString name;
    QString source;
    QString asOf;
    QString notes;
};

class PresetPicker : public QObject {
    Q_OBJECT
public:
    PresetPicker(const QString& label, const QList<PresetItem>& items, bool resettable,
                 QGridLayout* grid, QWidget* parent);

    // Selects `id` without emitting chosen(); an unknown or empty id shows "Custom".
    void setCurrentId(const QString& id);
    QString currentId() const;
    void setShown(bool shown);
    QComboBox* combo() const { return m_combo; }
    QString provenanceText() const;
    // A caution shown in place of the source line (a warning tone), until set empty.
    void setCaution(const QString& caution);

signals:
    void chosen(const QString& id);
    void resetRequested();

private:
    void showProvenance();

    QList<PresetItem> m_items;
    QLabel* m_label;
    QWidget* m_box;
    QComboBox* m_combo;
    QToolButton* m_reset = nullptr;
    WrapLabel* m_provenance;
    QString m_caution;
};

}  // namespace syncwall::ui
