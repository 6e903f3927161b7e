// ts_check FILE.ts...: lists every message of a Qt Linguist file that would show English or
// break at run time: unfinished or empty translations, placeholders (%1, %L2, %n) that differ
// from the source, and a lost keyboard mnemonic (&X). Exit 1 when any file has one.

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTextStream>
#include <QXmlStreamReader>

namespace {

struct Message {
    QString context;
    QString source;
    QStringList translations;  // one, or one per plural form
    bool unfinished = false;
    bool numerus = false;
};

QSet<QString> placeholders(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("%L?(\\d+|n)"));
    QSet<QString> found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(0).remove(QLatin1Char('L')));
    return found;
}

bool hasMnemonic(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("&(?!&)[^\\s]"));
    return re.match(QString(text).remove(QStringLiteral("&&"))).hasMatch();
}

QList<Message> read(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current =
                Message {context,
                         {},
                         {},
                         false,
                         xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes")};
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            const auto type = xml.attributes().value(QLatin1String("type"));
            if (type == QLatin1String("vanished") || type == QLatin1String("obsolete")) {
                xml.skipCurrentElement();
                continue;
            }
            current.unfinished = type == QLatin1String("unfinished");
            if (current.numerus) {
                while (xml.readNextStartElement())
                    current.translations << xml.readElementText();
            } else if (xml.attributes().value(QLatin1String("variants")) == QLatin1String("yes")) {
                // Length variants (<lengthvariant>), joined with U+009C as lrelease joins them.
                QStringList variants;
                while (xml.readNextStartElement())
                    variants << xml.readElementText();
                current.translations << variants.join(QChar(0x9C));
            } else {
                current.translations << xml.readElementText();
            }
            messages << current;
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
    return messages;
}

QStringList problemsOf(const Message& m)
{
    if (m.unfinished)
        return {QStringLiteral("unfinished")};
    QStringList problems;
    const QSet<QString> wanted = placeholders(m.source);
    for (const QString& t : m.translations) {
        if (t.trimmed().isEmpty() && !m.source.trimmed().isEmpty()) {
            problems << QStringLiteral("empty translation");
            continue;
        }
        QSet<QString> got = placeholders(t);
        if (got != wanted)
            problems << QStringLiteral("placeholders %1, translation has %2")
                            .arg(QStringList(wanted.values()).join(QLatin1Char(' ')),
                                 QStringList(got.values()).join(QLatin1Char(' ')));
        if (hasMnemonic(m.source) && !hasMnemonic(t))
            problems << QStringLiteral("keyboard mnemonic (&) lost");
    }
    return problems;
}

}  // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QStringList files = app.arguments().mid(1);
    if (files.isEmpty()) {
        out << "usage: ts_check FILE.ts...\n";
        return 2;
    }
    int bad = 0;
    for (const QString& path : files) {
        QString error;
        const QList<Message> messages = read(path, &error);
        if (!error.isEmpty()) {
            out << path << ": " << error << '\n';
            ++bad;
            continue;
        }
        int failing = 0;
        for (const Message& m : messages) {
            const QStringList problems = problemsOf(m);
            if (problems.isEmpty())
                continue;
            ++failing;
            out << path << ": [" << m.context << "] \"" << m.source
                << "\": " << problems.join(QStringLiteral("; ")) << '\n';
        }
        out << path << ": " << messages.size() << " messages, " << failing << " to fix\n";
        bad += failing;
    }
    return bad == 0 ? 0 : 1;
}
