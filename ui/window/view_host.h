#pragma once
// The central area: named views in tabs. Issue 3 adds "explorer" and "assumptions"; chart and
// animation views register here the same way, and `--view NAME` selects one.

#include <QTabWidget>

namespace syncwall::ui {

struct ViewInfo {
    QString name;
    QString description;
};

class ViewHost : public QTabWidget {
    Q_OBJECT
public:
    explicit ViewHost(QWidget* parent = nullptr);

    void addView(const QString& name, const QString& title, QWidget* view);
    bool select(const QString& name);
    QString currentName() const;
    QStringList names() const;
    QWidget* view(const QString& name) const;

    // Every view the window offers, in tab order, for --help.
    static QList<ViewInfo> knownViews();
};

}  // namespace syncwall::ui
