#include "scenario_embedding.h"

#include <QBuffer>
#include <QImageReader>
#include <QXmlStreamReader>

namespace syncwall::ui {

namespace {
const QByteArray kOpen = QByteArrayLiteral("<syncwall:scenario>");
const QByteArray kClose = QByteArrayLiteral("</syncwall:scenario>");
}  // namespace

QByteArray ScenarioEmbedding::xmp(const QString& title, const QString& scenarioJson)
{
    const QByteArray escapedTitle = title.toHtmlEscaped().toUtf8();
    QByteArray x;
    x += "<?xpacket begin=\"\xEF\xBB\xBF\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>\n";
    x += "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">\n";
    x += " <rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">\n";
    x += "  <rdf:Description rdf:about=\"\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\"";
    x += " xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\" xmlns:syncwall=\"urn:syncwall:ns:1/\">\n";
    x += "   <dc:title><rdf:Alt><rdf:li xml:lang=\"x-default\">" + escapedTitle
         + "</rdf:li></rdf:Alt></dc:title>\n";
    x += "   <xmp:CreatorTool>Syncwall " SYNCWALL_VERSION "</xmp:CreatorTool>\n";
    x += "   " + kOpen + scenarioJson.toUtf8().toBase64() + kClose + "\n";
    x += "  </rdf:Description>\n </rdf:RDF>\n</x:xmpmeta>\n<?xpacket end=\"w\"?>";
    return x;
}

std::optional<QString> ScenarioEmbedding::fromPdf(const QByteArray& bytes)
{
    const qsizetype open = bytes.lastIndexOf(kOpen);
    if (open < 0)
        return std::nullopt;
    const qsizetype start = open + kOpen.size();
    const qsizetype close = bytes.indexOf(kClose, start);
    if (close < 0)
        return std::nullopt;
    const auto decoded = QByteArray::fromBase64Encoding(bytes.mid(start, close - start),
                                                        QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return std::nullopt;
    return QString::fromUtf8(*decoded);
}

std::optional<QString> ScenarioEmbedding::fromSvg(const QByteArray& bytes)
{
    QXmlStreamReader xml(bytes);
    int depth = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            ++depth;
            // The document's own description: a direct child of the root <svg>.
            if (depth == 2 && xml.name() == QStringLiteral("desc"))
                return xml.readElementText();
        } else if (xml.isEndElement()) {
            --depth;
        }
    }
    return std::nullopt;
}

std::optional<QString> ScenarioEmbedding::fromPng(const QByteArray& bytes)
{
    QBuffer buffer;
    buffer.setData(bytes);
    QImageReader reader(&buffer, "png");
    const QString text = reader.text(pngKey());
    if (text.isEmpty())
        return std::nullopt;
    return text;
}

std::optional<QString> ScenarioEmbedding::fromAny(const QByteArray& bytes)
{
    if (bytes.startsWith("\x89PNG"))
        return fromPng(bytes);
    if (bytes.startsWith("%PDF"))
        return fromPdf(bytes);
    if (bytes.contains("<svg"))
        return fromSvg(bytes);
    return std::nullopt;
}

}  // namespace syncwall::ui
