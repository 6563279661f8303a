import { useEffect } from 'react';
import { BRAND_COLORS } from '#shared/constants.js';
import { buildPalette, paletteCss } from '#web/theme/palette.js';
import { usePublicSettings } from './use-public-settings.js';

const STYLE_ID = 'brand-palette';

function sameColour(a: string, b: string) {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * Applies the church's primary and secondary colours as CSS custom properties, deriving the
 * whole palette of both themes from them (contrast-checked). The default brand needs nothing:
 * tokens.css already carries it.
 */
export function useBrandPalette(): void {
  const { settings } = usePublicSettings();
  const { primaryColor, secondaryColor } = settings;

  useEffect(() => {
    const existing = document.getElementById(STYLE_ID);
    if (
      sameColour(primaryColor, BRAND_COLORS.primary) &&
      sameColour(secondaryColor, BRAND_COLORS.secondary)
    ) {
      existing?.remove();
      return;
    }
    const style = existing ?? document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = paletteCss(buildPalette(primaryColor, secondaryColor));
    document.head.appendChild(style);
  }, [primaryColor, secondaryColor]);
}
