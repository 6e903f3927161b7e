// syncwall-frame: draws one animation frame to a PNG without the main window.
//   syncwall-frame NAME --phase X --out F.png [--size WxH] [--presentation] [--dark] [--widget]
//                  [SCENARIO.json]
// --dark draws the frame with the dark palette (the window's dark theme).
// --widget grabs the whole AnimationView (selector, canvas, transport) instead of one frame;
// --indexed writes a 256-colour PNG (small files for the docs).
#include <QApplication>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QStringList>
#include <QTextStream>

#include "animation_view.h"
#include "core/catalog.h"
#include "core/estimator.h"
#include "core/scenario_io.h"
#include "core/validator.h"
#include "frame_painter.h"
#include "playback_clock.h"

namespace {

int usage(QTextStream& err)
{
    err << "usage: syncwall-frame NAME --phase X --out F.png [--size WxH] [--presentation] "
           "[--dark] [--widget] [--indexed] [SCENARIO.json]\n"
        << "names: " << syncwall::ui::animationNames().join(QStringLiteral(", ")) << '\n';
    return 2;
}

bool toIndexed(const QString& file)
{
    const QImage image(file);
    return !image.isNull()
           && image.convertToFormat(QImage::Format_Indexed8, Qt::DiffuseDither).save(file);
}

}  // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTextStream err(stderr);
    const QStringList args = app.arguments().mid(1);
    QString name, out, file;
    double phase = -1;
    QSize size(1280, 720);
    bool presentation = false;
    bool widget = false;
    bool indexed = false;
    bool dark = false;
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == QLatin1String("--phase") && hasValue) {
            bool ok = false;
            phase = args[++i].toDouble(&ok);
            if (!ok)
                phase = -1;
        } else if (a == QLatin1String("--out") && hasValue) {
            out = args[++i];
        } else if (a == QLatin1String("--size") && hasValue) {
            const QStringList wh = args[++i].split(QLatin1Char('x'));
            size = wh.size() == 2 ? QSize(wh[0].toInt(), wh[1].toInt()) : QSize();
        } else if (a == QLatin1String("--presentation")) {
            presentation = true;
        } else if (a == QLatin1String("--dark")) {
            dark = true;
        } else if (a == QLatin1String("--widget")) {
            widget = true;
        } else if (a == QLatin1String("--indexed")) {
            indexed = true;
        } else if (a.startsWith(QLatin1String("--"))) {
            return usage(err);
        } else if (name.isEmpty()) {
            name = a;
        } else {
            file = a;
        }
    }
    if (name.isEmpty() || out.isEmpty() || phase < 0)
        return usage(err);

    const syncwall::core::Catalog catalog = syncwall::core::Catalog::builtIn();
    syncwall::core::Scenario scenario = syncwall::core::defaultScenario(catalog);
    if (!file.isEmpty()) {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly)) {
            err << "cannot read " << file << '\n';
            return 2;
        }
        const syncwall::core::ParsedScenario parsed =
            syncwall::core::parseScenario(f.readAll().toStdString(), catalog);
        syncwall::core::Problems problems = parsed.problems;
        if (parsed.ok())
            problems = syncwall::core::validate(parsed.scenario);
        for (const syncwall::core::Problem& p : problems)
            err << file << ": " << QString::fromStdString(p.key) << ": "
                << QString::fromStdString(p.detail) << '\n';
        if (!problems.empty())
            return 2;
        scenario = parsed.scenario;
    }
    if (widget) {
        syncwall::ui::AnimationView view;
        view.setInputs(scenario, syncwall::core::estimate(scenario));
        if (!view.setAnimation(name))
            return usage(err);
        view.setPresentationMode(presentation);
        view.resize(size);
        view.clock()->setPhase(phase);
        view.show();
        QApplication::processEvents();
        if (!view.grab().save(out))
            return 2;
        return indexed && !toIndexed(out) ? 2 : 0;
    }
    QString error;
    if (!syncwall::ui::renderAnimationFrame(name, phase, scenario, size, presentation, out, &error,
                                            dark)) {
        err << error << '\n';
        return 2;
    }
    return indexed && !toIndexed(out) ? 2 : 0;
}
