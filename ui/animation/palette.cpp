#include "palette.h"

#include <array>
#include <cmath>

namespace syncwall::ui {
namespace {

QColor roleColor(PaletteRole role)
{
    switch (role) {
    case PaletteRole::Compute:
        return QColor(0x00, 0x72, 0xB2);  // blue
    case PaletteRole::ComputeBackward:
        return QColor(0x00, 0x4C, 0x77);  // the same blue, darker
    case PaletteRole::Communication:
        return QColor(0xE6, 0x9F, 0x00);  // orange
    case PaletteRole::Idle:
        return QColor(0x99, 0x99, 0x99);  // grey
    case PaletteRole::Checkpoint:
        return QColor(0x00, 0x9E, 0x73);  // bluish green
    case PaletteRole::Failure:
        return QColor(0xD5, 0x5E, 0x00);  // vermillion
    case PaletteRole::Straggler:
        return QColor(0xCC, 0x79, 0xA7);  // reddish purple
    }
    return QColor(0x99, 0x99, 0x99);
}

double luminance(const QColor& c)
{
    auto lin = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF());
}

}  // namespace

Palette Palette::light()
{
    Palette p;
    p.m_dark = false;
    p.m_background = QColor(0xFF, 0xFF, 0xFF);
    p.m_surface = QColor(0xF2, 0xF2, 0xF2);
    p.m_foreground = QColor(0x1A, 0x1A, 0x1A);
    p.m_muted = QColor(0x55, 0x55, 0x55);
    p.m_grid = QColor(0xCC, 0xCC, 0xCC);
    return p;
}

Palette Palette::dark()
{
    Palette p;
    p.m_dark = true;
    p.m_background = QColor(0x1E, 0x1F, 0x22);
    p.m_surface = QColor(0x2B, 0x2D, 0x31);
    p.m_foreground = QColor(0xF0, 0xF0, 0xF0);
    p.m_muted = QColor(0xB8, 0xB8, 0xB8);
    p.m_grid = QColor(0x4A, 0x4C, 0x50);
    return p;
}

Palette Palette::highContrast()
{
    Palette p;
    p.m_dark = true;
    p.m_background = QColor(0x00, 0x00, 0x00);
    p.m_surface = QColor(0x14, 0x14, 0x14);
    p.m_foreground = QColor(0xFF, 0xFF, 0xFF);
    p.m_muted = QColor(0xE0, 0xE0, 0xE0);
    p.m_grid = QColor(0x70, 0x70, 0x70);
    return p;
}

QColor Palette::color(PaletteRole role) const { return roleColor(role); }

Qt::BrushStyle Palette::pattern(PaletteRole role) const
{
    switch (role) {
    case PaletteRole::ComputeBackward:
        return Qt::BDiagPattern;
    case PaletteRole::Idle:
        return Qt::DiagCrossPattern;
    case PaletteRole::Communication:
        return Qt::Dense6Pattern;
    case PaletteRole::Failure:
        return Qt::CrossPattern;
    case PaletteRole::Straggler:
        return Qt::FDiagPattern;
    case PaletteRole::Compute:
    case PaletteRole::Checkpoint:
        break;
    }
    return Qt::SolidPattern;
}

QBrush Palette::patternBrush(PaletteRole role) const
{
    const Qt::BrushStyle style = pattern(role);
    if (style == Qt::SolidPattern)
        return QBrush(Qt::NoBrush);
    QColor ink = textOn(role);
    ink.setAlphaF(role == PaletteRole::Communication ? 0.25
                  : role == PaletteRole::Idle        ? 0.3
                                                     : 0.45);
    return QBrush(ink, style);
}

QColor Palette::textOn(PaletteRole role) const { return textOn(color(role)); }

QColor Palette::textOn(const QColor& fill)
{
    // WCAG contrast ratio against black and white; pick the larger.
    const double l = luminance(fill);
    const double onBlack = (l + 0.05) / 0.05;
    const double onWhite = 1.05 / (l + 0.05);
    return onBlack >= onWhite ? QColor(0, 0, 0) : QColor(0xFF, 0xFF, 0xFF);
}

QColor Palette::chunkColor(int index)
{
    static const std::array<QColor, 8> colors = {
        QColor(0x77, 0xAA, 0xDD), QColor(0xEE, 0x88, 0x66), QColor(0xEE, 0xDD, 0x88),
        QColor(0xFF, 0xAA, 0xBB), QColor(0x99, 0xDD, 0xFF), QColor(0x44, 0xBB, 0x99),
        QColor(0xBB, 0xCC, 0x33), QColor(0xDD, 0xDD, 0xDD)};
    const int n = static_cast<int>(colors.size());
    return colors[static_cast<std::size_t>(((index % n) + n) % n)];
}

QString Palette::hexName(PaletteRole role)
{
    return roleColor(role).name(QColor::HexRgb).toUpper();
}

}  // namespace syncwall::ui
