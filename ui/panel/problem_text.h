#pragma once
// A core Problem in words. The core carries codes, keys and ranges only; the sentences live
// here, translated.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "core/problem.h"
#include "core/scenario.h"

namespace syncwall::ui {

class ProblemText {
    Q_DECLARE_TR_FUNCTIONS(ProblemText)
public:
    // The sentence shown beside the control (the field is implied). With the scenario, the
    // other input a rule refers to is quoted with its value.
    static QString sentence(const core::Problem& problem, const core::Scenario* scenario = nullptr);
    // "Field name (key): sentence", for lists that are not next to a control.
    static QString withField(const core::Problem& problem,
                             const core::Scenario* scenario = nullptr);
    static QStringList list(const core::Problems& problems,
                            const core::Scenario* scenario = nullptr);
};

}  // namespace syncwall::ui
