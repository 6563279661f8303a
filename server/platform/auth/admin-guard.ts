import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import { ADMIN_SESSION_HEADERS, API } from '#shared/api-paths.js';
import { MESSAGES } from '#shared/messages.js';
import type { StaffRole } from '#shared/schemas/auth.js';
import type { AdminRow } from '#server/platform/db/schema.js';
import { ForbiddenError, UnauthorizedError } from '#server/platform/errors.js';

/** The admin calls anyone may make: signing in. Everything else under /api/admin needs a token. */
const PUBLIC_ADMIN_ROUTES = new Set([`POST ${API.adminLogin}`, `HEAD ${API.adminLogin}`]);

/** The staff member behind a guarded admin request. */
export interface StaffMember {
  id: string;
  username: string;
  displayName: string;
  role: StaffRole;
}

/** A staff member's successful change, as the guard hands it to the audit log. */
export interface StaffAction {
  staff: StaffMember;
  /** The route's `audit` description, or its method and path when it has none. */
  action: string;
  method: string;
  /** The route as declared, e.g. `/api/admin/stream/:id`. */
  route: string;
  /** What was changed: the name a handler gave (`nameAuditTarget`), else the `:id` in the path. */
  target: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Records a staff member's successful change (provided by the audit feature). The guarded
     * admin plugin calls it for every write that answered below 400.
     */
    recordStaffAction?: (action: StaffAction) => Promise<void>;
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
    /** The same staff member as `admin`, without secrets: who is acting, and in which role. */
    staff: StaffMember | null;
    /** What the audit log names as the target of this change (see `nameAuditTarget`). */
    auditTarget: string | null;
    /** The audit log's words for this change when only the handler knows them (see `describeAuditAction`). */
    auditAction: string | null;
    adminSessionId: string | null;
    adminSessionExpiresAt: Date | null;
  }
  interface FastifyContextConfig {
    /** Set on every route registered inside the guarded admin plugin. */
    adminGuarded?: boolean;
    /**
     * Moderators may call this admin route too. Without it only admins may (default deny): a
     * new admin route is admin-only until it says otherwise. Set it with `moderatorsMay`.
     */
    moderatorAllowed?: boolean;
    /**
     * How the audit log describes a successful write through this route ("Deleted a stream"),
     * or `false` for writes that change nothing worth recording (signing out).
     */
    audit?: string | false;
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
  request.staff = presentStaff(admin);
  request.adminSessionId = sessionId;
  request.adminSessionExpiresAt = expiresAt;
  reply.header(ADMIN_SESSION_HEADERS.expiresAt, expiresAt.toISOString());
}

export const presentStaff = (admin: AdminRow): StaffMember => ({
  id: admin.id,
  username: admin.username,
  displayName: admin.displayName,
  role: admin.role,
});

/**
 * Route `config` that lets moderators call an admin route, e.g.
 * `{ schema, config: moderatorsMay() }` or `config: moderatorsMay({ audit: 'Hid a message' })`.
 */
export function moderatorsMay<const Config extends object>(
  config?: Config,
): Config & { moderatorAllowed: true } {
  return { ...(config ?? ({} as Config)), moderatorAllowed: true };
}

/**
 * Words the audit log records for this change instead of the route's `audit`, when they
 * depend on what the handler did ("Removed the demo content: 4 streams, 6 events").
 */
export function describeAuditAction(request: FastifyRequest, action: string): void {
  request.auditAction = action;
}

/** Names what a change touched (a stream's title, a username) for the audit log. */
export function nameAuditTarget(request: FastifyRequest, target: string): void {
  request.auditTarget = target;
}

/** After authentication: a moderator reaching a route not open to moderators gets a 403. */
async function authorizeStaffRole(request: FastifyRequest) {
  if (request.staff?.role === 'admin') return;
  if (request.routeOptions.config.moderatorAllowed === true) return;
  throw new ForbiddenError(MESSAGES.staff.adminsOnly);
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The audit entry for a successful write, or null when there is nothing to record. */
export function staffActionOf(request: FastifyRequest, statusCode: number): StaffAction | null {
  const { config, url, method } = request.routeOptions;
  if (!request.staff || statusCode >= 400 || config.audit === false) return null;
  if (!WRITE_METHODS.has(request.method)) return null;
  const params = request.params as Record<string, unknown> | undefined;
  const id = typeof params?.id === 'string' ? params.id : null;
  const route = url ?? request.url;
  return {
    staff: request.staff,
    action: request.auditAction ?? config.audit ?? `${String(method)} ${route}`,
    method: request.method,
    route,
    target: request.auditTarget ?? id,
  };
}

/** Writes a successful change to the audit log before the answer goes out, so it reads back at once. */
async function auditStaffAction(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const record = request.server.recordStaffAction;
  const action = record && staffActionOf(request, reply.statusCode);
  if (!record || !action) return payload;
  try {
    await record(action);
  } catch (error) {
    // The change itself is done; a lost entry is logged rather than turned into a failure.
    request.log.error({ err: error, action }, 'Could not write the audit log');
  }
  return payload;
}

export function registerAdminRequestState(app: FastifyInstance) {
  app.decorateRequest('admin', null);
  app.decorateRequest('staff', null);
  app.decorateRequest('auditTarget', null);
  app.decorateRequest('auditAction', null);
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
    admin.addHook('onRequest', authorizeStaffRole);
    admin.addHook('onSend', auditStaffAction);
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

/** The staff member the guard authenticated; routes in the guarded plugin always have one. */
export function currentStaff(request: FastifyRequest): StaffMember {
  if (!request.staff) throw new UnauthorizedError(MESSAGES.auth.required);
  return request.staff;
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
