#pragma once
// The part of the calibration dialog that takes a measured run as text (issue 17): a training
// log or an nccl-tests output, pasted or opened from a file, and for nccl-tests the ranks and
// nodes when the text does not say them. It holds text only; the dialog reads it with the core.

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QSpinBox;

namespace syncwall::ui {

class CalibrateSourcePanel : public QWidget {
    Q_OBJECT
public:
    enum class Kind { TrainingLog, NcclTests };

    explicit CalibrateSourcePanel(QWidget* parent = nullptr);

    void setKind(Kind kind);
    Kind kind() const { return m_kind; }
    QString text() const;
    // The file's name when the text came from a file (names the nccl-tests test), else empty.
    QString fileName() const { return m_fileName; }
    void setText(const QString& text, const QString& fileName = {});
    // Reads `path` (refused above the core's size limit for the kind); false with a message.
    bool openFile(const QString& path);
    int ranks() const;  // 0: from the text
    int nodes() const;
    void setCounts(int ranks, int nodes);

signals:
    void changed();
    void message(const QString& text);

private:
    void browse();

    Kind m_kind = Kind::TrainingLog;
    QPlainTextEdit* m_text;
    QLabel* m_countsLabel;
    QSpinBox* m_ranks;
    QSpinBox* m_nodes;
    QWidget* m_counts;
    QString m_fileName;
};

}  // namespace syncwall::ui
