import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import { ADMIN_SESSION_HEADERS, API } from '#shared/api-paths.js';
import { MESSAGES } from '#shared/messages.js';
import type { AdminRow } from '#server/platform/db/schema.js';
import { UnauthorizedError } from '#server/platform/errors.js';

/** The admin calls anyone may make: signing in. Everything else under /api/admin needs a token. */
const PUBLIC_ADMIN_ROUTES = new Set([`POST ${API.adminLogin}`, `HEAD ${API.adminLogin}`]);

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The admin and live session a bearer token belongs to, or a 401 (provided by the admin-auth
     * feature). `renew: false` checks the session without counting the request as activity.
     */
    authenticateAdmin(
      authorization: string | undefined,
      options: { renew: boolean },
    ): Promise<{ admin: AdminRow; sessionId: string; expiresAt: Date }>;
  }
  interface FastifyRequest {
    /** Set for every request to a guarded admin route. */
    admin: AdminRow | null;
    adminSessionId: string | null;
    adminSessionExpiresAt: Date | null;
  }
  interface FastifyContextConfig {
    /** Set on every route registered inside the guarded admin plugin. */
    adminGuarded?: boolean;
  }
}

/**
 * Sets `request.admin`, or answers 401 for a missing, forged, expired, signed-out or non-admin
 * token. Each request renews the session's idle deadline, except the panel's background polls;
 * the answer says when the session now ends, so the panel can warn before it does.
 */
async function authenticateAdmin(request: FastifyRequest, reply: FastifyReply) {
  const background =
    request.headers[ADMIN_SESSION_HEADERS.activity] === ADMIN_SESSION_HEADERS.backgroundActivity;
  const { admin, sessionId, expiresAt } = await request.server.authenticateAdmin(
    request.headers.authorization,
    { renew: !background },
  );
  request.admin = admin;
  request.adminSessionId = sessionId;
  request.adminSessionExpiresAt = expiresAt;
  reply.header(ADMIN_SESSION_HEADERS.expiresAt, expiresAt.toISOString());
}

export function registerAdminRequestState(app: FastifyInstance) {
  app.decorateRequest('admin', null);
  app.decorateRequest('adminSessionId', null);
  app.decorateRequest('adminSessionExpiresAt', null);
}

/**
 * The admin API: one encapsulated plugin whose `onRequest` hook authenticates every route
 * registered inside it. The decision is made on the route the router matched, so however a
 * client spells the URL (percent-encoded letters, an absolute-form request line), reaching an
 * admin handler means passing this hook.
 */
export function guardedAdminApi(plugins: readonly FastifyPluginAsync[]): FastifyPluginAsync {
  return async (admin) => {
    if (!admin.hasDecorator('authenticateAdmin')) {
      throw new Error('The guarded admin plugin needs the admin-auth feature registered first');
    }
    admin.addHook('onRoute', (route) => {
      route.config = { ...route.config, adminGuarded: true };
    });
    admin.addHook('onRequest', authenticateAdmin);
    for (const plugin of plugins) await admin.register(plugin);
  };
}

const isAdminUrl = (url: string) => {
  const path = url.toLowerCase();
  return path === '/api/admin' || path.startsWith('/api/admin/');
};

/**
 * Refuses to start when a route under /api/admin (in any letter case) was registered outside
 * the guarded plugin: such a route would answer without a token.
 */
export function refuseUnguardedAdminRoutes(app: FastifyInstance) {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const unguarded = routes.filter((route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      return (
        isAdminUrl(route.url) &&
        route.config?.adminGuarded !== true &&
        methods.some((method) => !PUBLIC_ADMIN_ROUTES.has(`${method} ${route.url}`))
      );
    });
    if (unguarded.length > 0) {
      const list = unguarded.map((route) => `${String(route.method)} ${route.url}`).join(', ');
      throw new Error(`Admin routes registered outside the guarded admin plugin: ${list}`);
    }
  });
}

/**
 * Whether a URL that matched no route would name an admin path once decoded and normalised
 * (letter case, doubled slashes, dot segments, absolute form). Such requests answer 401 without
 * a token before 404, so probing spellings tells an outsider nothing.
 */
export function namesAdminPath(url: string): boolean {
  let path = url.split('?', 1)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: judge the text as it is.
  }
  try {
    for (let pass = 0; pass < 2; pass += 1) {
      path = new URL(path.replace(/\\/g, '/').replace(/^\/{2,}/, '/'), 'http://local').pathname;
      path = path.replace(/\/{2,}/g, '/');
    }
  } catch {
    return false;
  }
  return isAdminUrl(path);
}

/** For the not-found handler: a 401 for an unknown admin path without a valid admin token. */
export async function authenticateUnknownAdminPath(request: FastifyRequest, reply: FastifyReply) {
  if (namesAdminPath(request.url)) await authenticateAdmin(request, reply);
}

/** The admin the guard authenticated; routes in the guarded plugin always have one. */
export function currentAdmin(request: FastifyRequest) {
  if (!request.admin || !request.adminSessionId || !request.adminSessionExpiresAt) {
    throw new UnauthorizedError(MESSAGES.auth.required);
  }
  return {
    admin: request.admin,
    sessionId: request.adminSessionId,
    expiresAt: request.adminSessionExpiresAt,
  };
}
