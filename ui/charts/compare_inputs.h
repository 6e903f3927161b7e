#pragma once
// Compare's words for what differs between the baseline (A) and the current scenario (B): the
// inputs whose values differ (core::differingInputs, keys as the file names them) and a note
// for each assumption they share although their GPUs differ (core::sharedAssumptions).

#include <QCoreApplication>
#include <QStringList>
#include <QVector>

#include "core/scenario.h"

namespace syncwall::ui {

class CompareInputs {
    Q_DECLARE_TR_FUNCTIONS(CompareInputs)

public:
    struct Row {
        QString key;  // dotted file key
        QString a, b;
    };
    static QVector<Row> rows(const core::Scenario& a, const core::Scenario& b);
    static QStringList notes(const core::Scenario& a, const core::Scenario& b);
};

}  // namespace syncwall::ui
