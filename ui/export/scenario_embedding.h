#pragma once
// The scenario JSON inside an exported chart, so a chart from a deck can be reopened: PNG text
// chunk "syncwall-scenario", SVG <desc>, PDF XMP metadata (QPdfWriter::setDocumentXmpMetadata;
// the JSON is base64 in a syncwall:scenario property, and Qt writes the XMP stream
// uncompressed, so reading it back needs no PDF parser).

#include <QByteArray>
#include <QString>
#include <optional>

namespace syncwall::ui {

class ScenarioEmbedding {
public:
    static QString pngKey() { return QStringLiteral("syncwall-scenario"); }
    static QByteArray xmp(const QString& title, const QString& scenarioJson);
    // The JSON found in a file's bytes, by format; empty when there is none.
    static std::optional<QString> fromPdf(const QByteArray& bytes);
    static std::optional<QString> fromSvg(const QByteArray& bytes);
    static std::optional<QString> fromPng(const QByteArray& bytes);
    static std::optional<QString> fromAny(const QByteArray& bytes);
};

}  // namespace syncwall::ui
