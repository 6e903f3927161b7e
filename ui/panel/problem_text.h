#pragma once
// A core Problem in words. The core carries codes, keys and ranges only; the sentences live
// here, translated.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "core/problem.h"

namespace syncwall::ui {

class ProblemText {
    Q_DECLARE_TR_FUNCTIONS(ProblemText)
public:
    // The sentence shown beside the control (the field is implied).
    static QString sentence(const core::Problem& problem);
    // "Field name (key): sentence", for lists that are not next to a control.
    static QString withField(const core::Problem& problem);
    static QStringList list(const core::Problems& problems);
};

}  // namespace syncwall::ui
