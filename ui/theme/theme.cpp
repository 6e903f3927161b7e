#include "theme.h"

#include <QApplication>
#include <QEvent>
#include <QStyle>
#include <QStyleFactory>
#include <QWidget>

#include "indicator_style.h"

namespace syncwall::ui {

namespace {
QPalette g_systemPalette;
ThemeChoice g_current = ThemeChoice::System;

// Tones live in widget palettes (no style sheet: the style-sheet style slows every paint).
// When the application palette changes, each toned widget gets its tone colours again.
class ToneKeeper : public QObject {
public:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::PaletteChange)
            Theme::reapplyTone(static_cast<QWidget*>(watched));
        return false;
    }
};

ToneKeeper* keeper()
{
    static auto* k = new ToneKeeper;
    return k;
}
}  // namespace

void Theme::initialize()
{
    // Fusion, with check boxes and radio buttons that stay visible on the dark palette.
    QApplication::setStyle(new IndicatorStyle(QStyleFactory::create(QStringLiteral("Fusion"))));
    g_systemPalette = QApplication::palette();
}

void Theme::setTone(QWidget* widget, Tone tone, bool fillBackground)
{
    if (!widget->property("syncwallTone").isValid())
        widget->installEventFilter(keeper());
    widget->setProperty("syncwallTone", static_cast<int>(tone));
    widget->setProperty("syncwallToneFill", fillBackground);
    reapplyTone(widget);
}

void Theme::reapplyTone(QWidget* widget)
{
    const auto tone = static_cast<Tone>(widget->property("syncwallTone").toInt());
    QPalette p = widget->palette();
    p.setColor(QPalette::WindowText, tone == Tone::Muted ? muted() : text(tone));
    if (widget->property("syncwallToneFill").toBool())
        p.setColor(QPalette::Window, background(tone));
    if (p != widget->palette())
        widget->setPalette(p);
}

void Theme::apply(ThemeChoice choice)
{
    g_current = choice;
    switch (choice) {
    case ThemeChoice::System:
        QApplication::setPalette(g_systemPalette);
        break;
    case ThemeChoice::Light:
        QApplication::setPalette(QApplication::style()->standardPalette());
        break;
    case ThemeChoice::Dark:
        QApplication::setPalette(darkPalette());
        break;
    }
}

ThemeChoice Theme::current() { return g_current; }

bool Theme::isDark() { return QApplication::palette().color(QPalette::Window).lightness() < 128; }

QColor Theme::text(Tone tone)
{
    const bool dark = isDark();
    switch (tone) {
    case Tone::Good:
        return dark ? QColor(0x6c, 0xd9, 0x8a) : QColor(0x1b, 0x7a, 0x3a);
    case Tone::Warning:
        return dark ? QColor(0xf2, 0xc1, 0x4e) : QColor(0x9a, 0x5b, 0x00);
    case Tone::Bad:
        return dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb3, 0x26, 0x1e);
    case Tone::Neutral:
    case Tone::Muted:
        break;
    }
    return tone == Tone::Muted ? muted() : QApplication::palette().color(QPalette::WindowText);
}

QColor Theme::background(Tone tone)
{
    const bool dark = isDark();
    switch (tone) {
    case Tone::Good:
        return dark ? QColor(0x1e, 0x3b, 0x28) : QColor(0xe3, 0xf4, 0xe7);
    case Tone::Warning:
        return dark ? QColor(0x4a, 0x3a, 0x12) : QColor(0xfd, 0xf0, 0xcf);
    case Tone::Bad:
        return dark ? QColor(0x52, 0x1f, 0x1c) : QColor(0xfb, 0xe3, 0xe1);
    case Tone::Neutral:
    case Tone::Muted:
        break;
    }
    return QApplication::palette().color(QPalette::Base);
}

QColor Theme::muted() { return isDark() ? QColor(0xa8, 0xae, 0xb8) : QColor(0x5c, 0x63, 0x6e); }

QPalette Theme::darkPalette()
{
    QPalette p;
    const QColor window(0x25, 0x27, 0x2b), base(0x1b, 0x1d, 0x20), text(0xe6, 0xe8, 0xeb);
    const QColor button(0x30, 0x33, 0x38), highlight(0x3d, 0x8b, 0xd9);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, button);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x8a, 0x90, 0x99));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, button);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x45, 0x48, 0x4e));
    p.setColor(QPalette::Midlight, QColor(0x3a, 0x3d, 0x42));
    p.setColor(QPalette::Mid, QColor(0x4a, 0x4e, 0x55));
    p.setColor(QPalette::Dark, QColor(0x15, 0x16, 0x18));
    p.setColor(QPalette::Shadow, QColor(0x0a, 0x0a, 0x0a));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, QColor(0xff, 0xff, 0xff));
    p.setColor(QPalette::Link, QColor(0x6a, 0xb0, 0xf3));
    const QColor disabled(0x7a, 0x7f, 0x87);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    return p;
}

}  // namespace syncwall::ui
