import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { PLAYER_ORIGINS } from '#shared/embed.js';
import type { Config } from '#server/platform/config.js';

/** Where the browser uploads straight to when a media hosting service is set up. */
export const MEDIA_UPLOAD_ORIGIN = 'https://api.cloudinary.com';

export interface SecurityHeadersOptions {
  /** `'sha256-…'` sources of the built page's inline scripts (the theme script). */
  inlineScriptHashes: readonly string[];
}

/**
 * The one Content Security Policy of the site, for pages and API answers alike. Scripts come
 * from this site or match the page's inline script hashes: nothing inline may run otherwise.
 * Pictures and videos may be any web address an admin typed (events, ministries), so `https:`
 * is allowed for images and media, never for scripts, frames or connections.
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'mediaHosting' | 'extraPlayerOrigins'>,
  { inlineScriptHashes }: SecurityHeadersOptions,
): Record<string, string[]> {
  const uploads = config.mediaHosting ? [MEDIA_UPLOAD_ORIGIN] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)],
    'script-src-attr': ["'none'"],
    // Radix dialogs lock scrolling with a <style> element written at run time (its gap depends on
    // the scrollbar), which no hash can name; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...uploads],
    // Named, not left to default-src: the service worker and the manifest come from this site.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': [...PLAYER_ORIGINS, ...config.extraPlayerOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/** What the players need, from this site and from the player origins the frames may load. */
const PLAYER_FEATURES = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'];
/** What no page of the site uses: denied to the site and to every frame. */
const DENIED_FEATURES = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'display-capture',
  'accelerometer',
  'gyroscope',
  'magnetometer',
  'browsing-topics',
];

/** The Permissions-Policy header: the players' features for the site and the player frames. */
export function permissionsPolicy(config: Pick<Config, 'extraPlayerOrigins'>): string {
  const allowed = [
    'self',
    ...[...PLAYER_ORIGINS, ...config.extraPlayerOrigins].map((o) => `"${o}"`),
  ];
  return [
    ...PLAYER_FEATURES.map((feature) => `${feature}=(${allowed.join(' ')})`),
    ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  ].join(', ');
}

/**
 * Only an answer that came over HTTPS may ask the browser to use HTTPS from now on (a header
 * sent over plain HTTP is ignored by browsers and would be a lie); behind a trusted proxy,
 * request.protocol is the one the visitor used.
 */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Helmet's headers with the policy above on every answer, errors and 401s included. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  options: SecurityHeadersOptions,
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config, options),
    },
    // The players are cross-origin frames that do not send the headers this would require.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  const permissions = permissionsPolicy(config);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', permissions);
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    }
  });
  registerNoStore(app);
}

/**
 * API answers carry tokens (sign-in, register) and personal data (members, messages, admin
 * lists): none may be kept by a browser or a shared cache. A route that answers public data
 * sets its own Cache-Control, which is left alone.
 */
function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    // The matched route, else the URL as sent (an unknown path, in whatever letter case).
    const path = (request.routeOptions.url ?? request.url.split('?', 1)[0] ?? '').toLowerCase();
    if ((path === '/api' || path.startsWith('/api/')) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
