import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '../../shared/api-paths.js';
import { MESSAGES } from '../../shared/messages.js';
import { UnauthorizedError } from '../errors.js';

const ADMIN_PREFIX = '/api/admin/';
const PUBLIC_ADMIN_PATHS = new Set<string>([API.adminLogin]);

/**
 * Every /api/admin/* request but sign-in must carry a valid admin token, whatever the route and
 * whether or not it exists: checked once here, before routing, not by each route remembering to.
 */
export function registerAdminGuard(app: FastifyInstance) {
  app.decorateRequest('admin', null);
  app.decorateRequest('adminSessionExpiresAt', null);
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (!path.startsWith(ADMIN_PREFIX) || PUBLIC_ADMIN_PATHS.has(path.replace(/\/+$/, ''))) return;
    const { admin, expiresAt } = await app.services.adminAuth.authenticate(
      request.headers.authorization,
    );
    request.admin = admin;
    request.adminSessionExpiresAt = expiresAt;
  });
}

/** The admin the guard authenticated; routes under /api/admin/ always have one. */
export function currentAdmin(request: FastifyRequest) {
  if (!request.admin || !request.adminSessionExpiresAt) {
    throw new UnauthorizedError(MESSAGES.auth.required);
  }
  return { admin: request.admin, expiresAt: request.adminSessionExpiresAt };
}
