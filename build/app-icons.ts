import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { APP_SHELL } from '../shared/app-shell.js';

/**
 * Where a deployment puts its church's logo (SVG preferred, else a square PNG), at the project
 * root, outside the sources: each church's own file, never the project's. Without one the
 * site's lampstand (web/public/favicon.svg) is the icon.
 */
export const LOGO_CANDIDATES = ['branding/logo.svg', 'branding/logo.png'] as const;
const DEFAULT_LOGO = 'web/public/favicon.svg';

export interface Logo {
  path: string;
  /** A data address the icon's SVG draws the logo from, whatever the logo's format. */
  href: string;
}

export function findLogo(projectRoot: string): Logo {
  const found = LOGO_CANDIDATES.map((name) => join(projectRoot, name)).find((path) =>
    existsSync(path),
  );
  const path = found ?? join(projectRoot, DEFAULT_LOGO);
  const type = extname(path).toLowerCase() === '.png' ? 'image/png' : 'image/svg+xml';
  return { path, href: `data:${type};base64,${readFileSync(path).toString('base64')}` };
}

/**
 * The logo drawn at `scale` of a `size` square, centred, on `background` (none: transparent).
 * The logo is an <image> of the drawing, so an SVG and a PNG logo are drawn the same way.
 */
function renderIcon(logo: Logo, size: number, scale: number, background?: string): Buffer {
  const inner = Math.round(size * scale);
  const at = Math.round((size - inner) / 2);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    background ? `<rect width="${size}" height="${size}" fill="${background}"/>` : '',
    `<image href="${logo.href}" x="${at}" y="${at}" width="${inner}" height="${inner}" preserveAspectRatio="xMidYMid meet"/>`,
    '</svg>',
  ].join('');
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

/**
 * The home-screen icons, by their path in the built site: the logo as it is at 192 and 512
 * ("any"); a maskable 512 whose logo sits at 60% of the square, inside the 80% circle every
 * launcher's mask keeps, on the primary colour; and Apple's 180, on the same colour, since iOS
 * fills a transparent corner with black.
 */
export function renderAppIcons(logo: Logo, background: string): Map<string, Buffer> {
  return new Map([
    [APP_SHELL.icon192, renderIcon(logo, 192, 1)],
    [APP_SHELL.icon512, renderIcon(logo, 512, 1)],
    [APP_SHELL.maskable512, renderIcon(logo, 512, 0.6, background)],
    [APP_SHELL.appleTouchIcon, renderIcon(logo, 180, 0.8, background)],
  ]);
}
