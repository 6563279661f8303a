import type { FastifyInstance } from 'fastify';
import { APP_SHELL } from '#shared/app-shell.js';
import type { Settings } from '#shared/schemas/settings.js';
import { appShortName } from '#shared/short-name.js';

/** The site is written in English: its installed app says so. */
const MANIFEST_LANGUAGE = 'en';
/** The page background of each theme (web/theme/tokens.css): the splash screen's colour. */
const BACKGROUND = { light: '#faf7f2', dark: '#0c091a' } as const;

/** The web app manifest, from the church's settings: what a phone shows once the site is added. */
export function buildWebAppManifest(settings: Settings) {
  const { general, appearance, church } = settings;
  return {
    id: '/',
    name: church.zoneName,
    short_name: appShortName(church),
    description: general.siteDescription,
    lang: MANIFEST_LANGUAGE,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: appearance.primaryColor,
    background_color: appearance.darkMode ? BACKGROUND.dark : BACKGROUND.light,
    icons: [
      { src: APP_SHELL.icon192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: APP_SHELL.icon512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: APP_SHELL.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * GET /manifest.webmanifest: built from the settings once and answered from the read cache until
 * they change. Browsers check it again now and then: an hour's copy is enough.
 */
export function registerWebAppManifest(app: FastifyInstance) {
  app.get(
    APP_SHELL.manifest,
    { schema: { hide: true }, config: { readCache: { tags: ['settings'] } } },
    async (_request, reply) =>
      reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(JSON.stringify(buildWebAppManifest(await app.settings.get()))),
  );
}
