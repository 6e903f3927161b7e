#pragma once
// How the front end names a scenario: the user's name, or one made from its content
// (core::automaticNameParts: "Llama 3 70B on 1,024 H100"). The window title, the Save As file
// name, export subtitles and footers and Compare's labels all ask here.

#include <QCoreApplication>
#include <QString>

#include "core/catalog.h"
#include "core/scenario.h"

namespace syncwall::ui {

class ScenarioTitle {
    Q_DECLARE_TR_FUNCTIONS(ScenarioTitle)

public:
    // The user's name if there is one, else automatic().
    static QString of(const core::Scenario& scenario);
    static QString of(const core::Scenario& scenario, const core::Catalog& catalog);
    // The name made from the content, whatever the user named it.
    static QString automatic(const core::Scenario& scenario, const core::Catalog& catalog);
    // A file name for Save As: of() in lower case, words joined by hyphens, with the suffix
    // ("llama-3-70b-on-1024-h100.syncwall.json").
    static QString fileName(const core::Scenario& scenario, const core::Catalog& catalog);
};

}  // namespace syncwall::ui
