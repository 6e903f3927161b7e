#pragma once
// What FieldSpecs::build() and its parts declare fields with. Internal to the panel.

#include <QList>
#include <QPair>
#include <QString>

#include "field_specs.h"

namespace syncwall::ui::fields {

// 1, 2, 3, 4, 6, 8, 12, 16, 24, ... : powers of two and their 1.5x, from `lo` up to `hi`.
QList<double> ladder(double lo, double hi);
FieldSpec spec(const char* key, FieldGroup group, FieldKind kind, const QString& label);
FieldSpec& range(FieldSpec& s, double min, double max, const QString& suffix = {}, double scale = 1,
                 int decimals = 0, bool log = false);
// A choice field's entries in the core's order of its file words (core/scenario_keys.cpp), each
// with its translated label; a word without a label shows as itself.
QList<FieldChoice> declaredChoices(const char* key,
                                   const QList<QPair<const char*, QString>>& labels);
// Appends a field with its tooltip (and whether simple mode shows it); returns it for range().
FieldSpec& addTo(QList<FieldSpec>& list, FieldSpec s, const QString& tip, bool simple = false);

}  // namespace syncwall::ui::fields
