#include "calibrate_source_panel.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "core/nccl_tests.h"
#include "core/training_log.h"
#include "settings/app_settings.h"

namespace syncwall::ui {

namespace {

qint64 maxBytes(CalibrateSourcePanel::Kind kind)
{
    return qint64(kind == CalibrateSourcePanel::Kind::TrainingLog ? core::kMaxTrainingLogBytes
                                                                  : core::kMaxNcclTestsBytes);
}

QSpinBox* countBox(QWidget* parent)
{
    auto* box = new QSpinBox(parent);
    box->setRange(0, 1 << 24);
    box->setSpecialValueText(CalibrateSourcePanel::tr("from the text"));
    box->setGroupSeparatorShown(true);
    return box;
}

}  // namespace

CalibrateSourcePanel::CalibrateSourcePanel(QWidget* parent)
    : QWidget(parent), m_text(new QPlainTextEdit(this)), m_countsLabel(new QLabel(this)),
      m_ranks(countBox(this)), m_nodes(countBox(this)), m_counts(new QWidget(this))
{
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setMinimumHeight(150);
    m_text->setAccessibleName(tr("Measured run text"));
    auto* open = new QPushButton(tr("&Open File\u2026"), this);
    connect(open, &QPushButton::clicked, this, &CalibrateSourcePanel::browse);

    auto* counts = new QHBoxLayout(m_counts);
    counts->setContentsMargins(0, 0, 0, 0);
    auto* ranksLabel = new QLabel(tr("&GPUs in the test:"), m_counts);
    ranksLabel->setBuddy(m_ranks);
    auto* nodesLabel = new QLabel(tr("&Nodes:"), m_counts);
    nodesLabel->setBuddy(m_nodes);
    counts->addWidget(ranksLabel);
    counts->addWidget(m_ranks);
    counts->addSpacing(12);
    counts->addWidget(nodesLabel);
    counts->addWidget(m_nodes);
    counts->addStretch(1);

    auto* row = new QHBoxLayout;
    row->addWidget(m_countsLabel, 1);
    row->addWidget(open);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_counts);
    m_countsLabel->setWordWrap(true);

    connect(m_text, &QPlainTextEdit::textChanged, this, &CalibrateSourcePanel::changed);
    connect(m_ranks, &QSpinBox::valueChanged, this, &CalibrateSourcePanel::changed);
    connect(m_nodes, &QSpinBox::valueChanged, this, &CalibrateSourcePanel::changed);
    setKind(Kind::TrainingLog);
}

void CalibrateSourcePanel::setKind(Kind kind)
{
    m_kind = kind;
    const bool log = kind == Kind::TrainingLog;
    m_text->setPlaceholderText(
        log ? tr("Paste a Megatron-LM, NeMo or torchtitan training log here, or open one. The "
                 "iteration lines are enough.")
            : tr("Paste an nccl-tests output (all_reduce_perf, all_gather_perf, "
                 "reduce_scatter_perf, alltoall_perf, sendrecv_perf) here, or open one."));
    m_countsLabel->setText(log ? tr("Training log:") : tr("nccl-tests output:"));
    m_counts->setVisible(!log);
    emit changed();
}

QString CalibrateSourcePanel::text() const { return m_text->toPlainText(); }

void CalibrateSourcePanel::setText(const QString& text, const QString& fileName)
{
    m_fileName = fileName;
    m_text->setPlainText(text);
}

bool CalibrateSourcePanel::openFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        emit message(tr("Cannot open %1: %2").arg(path, file.errorString()));
        return false;
    }
    const QLocale locale;
    if (file.size() > maxBytes(m_kind)) {
        emit message(tr("%1 is %2; at most %3 is read. Open the part with the iterations (or the "
                        "table) instead.")
                         .arg(QFileInfo(path).fileName(), locale.formattedDataSize(file.size()),
                              locale.formattedDataSize(maxBytes(m_kind))));
        return false;
    }
    setText(QString::fromUtf8(file.readAll()), QFileInfo(path).fileName());
    return true;
}

int CalibrateSourcePanel::ranks() const { return m_ranks->value(); }
int CalibrateSourcePanel::nodes() const { return m_nodes->value(); }

void CalibrateSourcePanel::setCounts(int ranks, int nodes)
{
    m_ranks->setValue(ranks);
    m_nodes->setValue(nodes);
}

void CalibrateSourcePanel::browse()
{
    AppSettings settings;
    const QString path = QFileDialog::getOpenFileName(
        this,
        m_kind == Kind::TrainingLog ? tr("Open a Training Log") : tr("Open an nccl-tests Output"),
        settings.folder(AppSettings::FileKind::Measurement),
        tr("Logs and text (*.log *.out *.txt *.md);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.setFolder(AppSettings::FileKind::Measurement, path);
    openFile(path);
}

}  // namespace syncwall::ui
