import { describe, expect, it } from 'vitest';
import { BRAND_COLORS } from '#shared/constants.js';
import { contrast } from './color.js';
import { buildPalette, type PaletteToken } from './palette.js';

const TEXT: PaletteToken[] = ['text', 'text-muted', 'text-subtle', 'link', 'accent-text'];
const SURFACES: PaletteToken[] = ['bg', 'surface', 'surface-raised', 'surface-sunken'];

const BRANDS: [string, string][] = [
  [BRAND_COLORS.primary, BRAND_COLORS.secondary],
  ['#0f766e', '#e11d48'],
  ['#000000', '#ffffff'],
  ['#ffffff', '#000000'],
  ['#7c3aed', '#facc15'],
  ['#1e3a8a', '#22c55e'],
];

describe('buildPalette', () => {
  for (const [primary, secondary] of BRANDS) {
    for (const theme of ['dark', 'light'] as const) {
      it(`keeps AA contrast for ${primary}/${secondary} in the ${theme} theme`, () => {
        const palette = buildPalette(primary, secondary)[theme];
        for (const text of TEXT) {
          for (const surface of SURFACES) {
            expect(
              contrast(palette[text], palette[surface]),
              `${text} on ${surface}`,
            ).toBeGreaterThanOrEqual(4.5);
          }
        }
        expect(contrast(palette['on-accent'], palette.accent)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(palette.focus, palette.bg)).toBeGreaterThanOrEqual(3);
      });
    }
  }

  it('falls back to the brand colours for values that are not #rrggbb', () => {
    expect(buildPalette('red', 'nope')).toEqual(
      buildPalette(BRAND_COLORS.primary, BRAND_COLORS.secondary),
    );
  });
});
