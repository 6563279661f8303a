import { BRAND_COLORS, type Theme } from '#shared/constants.js';
import { bestOn, ensureContrast, hexToHsl, hsl, isHexColor, withAlpha } from './color.js';

/** The colour tokens that follow the church's brand colours; everything else lives in tokens.css. */
export type PaletteToken =
  | 'bg'
  | 'bg-elevated'
  | 'surface'
  | 'surface-raised'
  | 'surface-sunken'
  | 'border'
  | 'border-strong'
  | 'text'
  | 'text-muted'
  | 'text-subtle'
  | 'primary'
  | 'primary-soft'
  | 'on-primary'
  | 'link'
  | 'accent'
  | 'accent-hover'
  | 'accent-soft'
  | 'on-accent'
  | 'accent-text'
  | 'focus'
  | 'hero-from'
  | 'hero-to'
  | 'hero-glow'
  | 'header-solid';

export type Palette = Record<PaletteToken, string>;

const AA = 4.5;
const AA_LARGE = 3;

function darkPalette(primary: string, secondary: string): Palette {
  const { h, s } = hexToHsl(primary);
  const sat = Math.min(s, 48);
  const bg = hsl(h, sat, 7);
  const surface = hsl(h, sat - 6, 11);
  const raised = hsl(h, sat - 8, 15);
  const text = hsl(h, 30, 96);
  const muted = ensureContrast(hsl(h, 18, 78), raised, AA);
  const subtle = ensureContrast(hsl(h, 14, 64), raised, AA);
  const link = ensureContrast(hsl(h, 80, 80), raised, AA);
  const accentHover = hsl(
    hexToHsl(secondary).h,
    hexToHsl(secondary).s,
    Math.min(hexToHsl(secondary).l + 8, 70),
  );
  return {
    bg,
    'bg-elevated': hsl(h, sat - 4, 9),
    surface,
    'surface-raised': raised,
    'surface-sunken': hsl(h, sat, 5),
    border: withAlpha(text, 0.09),
    'border-strong': withAlpha(text, 0.2),
    text,
    'text-muted': muted,
    'text-subtle': subtle,
    primary: ensureContrast(primary, bg, AA_LARGE),
    'primary-soft': withAlpha(hsl(h, 70, 60), 0.16),
    'on-primary': bestOn(ensureContrast(primary, bg, AA_LARGE), hsl(h, 40, 8), '#ffffff'),
    link,
    accent: secondary,
    'accent-hover': accentHover,
    'accent-soft': withAlpha(secondary, 0.14),
    'on-accent': bestOn(secondary, hsl(h, 45, 8), '#ffffff'),
    'accent-text': ensureContrast(secondary, raised, AA),
    focus: ensureContrast(secondary, bg, AA_LARGE),
    'hero-from': hsl(h, Math.min(s, 60), 16),
    'hero-to': bg,
    'hero-glow': withAlpha(secondary, 0.16),
    'header-solid': withAlpha(hsl(h, sat - 4, 9), 0.92),
  };
}

function lightPalette(primary: string, secondary: string): Palette {
  const { h, s } = hexToHsl(primary);
  const bg = '#faf7f2';
  const sunken = '#f1ece3';
  const text = ensureContrast(hsl(h, Math.min(s, 55), 18), sunken, 7);
  const muted = ensureContrast(hsl(h, 18, 38), sunken, AA);
  const subtle = ensureContrast(hsl(h, 12, 46), sunken, AA);
  const brand = ensureContrast(primary, sunken, AA);
  const sec = hexToHsl(secondary);
  return {
    bg,
    'bg-elevated': '#fffdf9',
    surface: '#ffffff',
    'surface-raised': '#ffffff',
    'surface-sunken': sunken,
    border: withAlpha(text, 0.1),
    'border-strong': withAlpha(text, 0.22),
    text,
    'text-muted': muted,
    'text-subtle': subtle,
    primary: brand,
    'primary-soft': withAlpha(brand, 0.08),
    'on-primary': bestOn(brand, hsl(h, 40, 8), '#ffffff'),
    link: brand,
    accent: secondary,
    'accent-hover': hsl(sec.h, sec.s, Math.max(sec.l - 6, 30)),
    'accent-soft': withAlpha(secondary, 0.16),
    'on-accent': bestOn(secondary, hsl(h, 45, 10), '#ffffff'),
    'accent-text': ensureContrast(secondary, sunken, AA),
    focus: brand,
    'hero-from': hsl(h, 55, 93),
    'hero-to': bg,
    'hero-glow': withAlpha(secondary, 0.22),
    'header-solid': withAlpha('#fffdf9', 0.92),
  };
}

export function buildPalette(primary: string, secondary: string): Record<Theme, Palette> {
  const p = isHexColor(primary) ? primary : BRAND_COLORS.primary;
  const s = isHexColor(secondary) ? secondary : BRAND_COLORS.secondary;
  return { dark: darkPalette(p, s), light: lightPalette(p, s) };
}

export function paletteCss(palettes: Record<Theme, Palette>): string {
  const block = (theme: Theme) =>
    `:root[data-theme='${theme}'] {\n${Object.entries(palettes[theme])
      .map(([token, value]) => `  --color-${token}: ${value};`)
      .join('\n')}\n}`;
  return `${block('dark')}\n\n${block('light')}\n`;
}
