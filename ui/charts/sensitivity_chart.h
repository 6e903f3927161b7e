#pragma once
// A tornado chart: how far the expected JCT moves when each uncertain assumption moves over its
// plausible range, one at a time (core::sensitivity), largest swing on top, with a line at the
// scenario's expected JCT.

#include <QCoreApplication>

#include "chart_format.h"
#include "core/sensitivity.h"
#include "qcp_chart.h"

namespace syncwall::ui {

class SensitivityChart : public QcpChart {
    Q_OBJECT
public:
    explicit SensitivityChart(QWidget* parent = nullptr);
    QString name() const override { return QStringLiteral("sensitivity"); }
    bool drawsSweep() const override { return false; }
    QString title() const override;
    QString csv() const override;

    const core::SensitivityResult& result() const { return m_result; }
    // Display name and value text of an input (translated).
    static QString inputName(core::SensitivityInput input);
    static QString inputValue(core::SensitivityInput input, double value);

protected:
    void build(const ExportStyle& style, const QSize& size) override;
    void refresh() override;

private:
    core::SensitivityResult m_result;
};

}  // namespace syncwall::ui
