#pragma once
// Imports in words, for the window: where each key came from, and why a file was refused. The
// file's own lines are quoted as written; the rest is translated.

#include <QCoreApplication>
#include <QString>
#include <map>
#include <optional>

#include "core/import_source.h"
#include "core/launch_import.h"
#include "core/problem.h"

namespace syncwall::ui {

class ImportText {
    Q_DECLARE_TR_FUNCTIONS(ImportText)
public:
    // "Megatron-LM", "NeMo", "torchtitan", "Hugging Face"
    static QString kindName(core::ImportKind kind);
    // The value in words a reader takes in: "bf16", "auto", "true", numbers in the UI's
    // language ("8,192").
    static QString value(const core::ImportSource& source);
    // The same for any key's value in file units, numbers in the reader's language
    // ("405,853,388,800", "0.5"); empty = unset ("auto" for an Auto integer, else "null").
    static QString value(const std::string& key, std::optional<double> value);
    // "line 56: --tensor-model-parallel-size 8", "Megatron-LM default", "kept: ..."
    static QString source(const core::ImportSource& source, core::ImportKind kind);
    // One refused file's problem: "line 57: ... does not divide ...".
    // `imported` quotes the lines (none for a config.json's problems).
    static QString problem(const core::Problem& problem, const core::LaunchImport* imported);
};

}  // namespace syncwall::ui
