import { MESSAGES } from '#shared/messages.js';
import { ADMIN_SESSION_LIMITS } from '#shared/limits.js';
import type { AdminRow } from '#server/platform/db/schema.js';
import { newSecretId } from '#server/platform/db/ids.js';
import { UnauthorizedError } from '#server/platform/errors.js';
import type { AccessChange } from '#server/platform/auth/access-events.js';
import type { TokenService } from '#server/platform/auth/tokens.js';
import type { AdminSessionsRepository } from './session-repository.js';

/** Where "now" comes from; tests replace `now` to move time instead of waiting. */
export interface Clock {
  now(): number;
}

export const systemClock = (): Clock => ({ now: () => Date.now() });

interface Dependencies {
  sessions: AdminSessionsRepository;
  tokens: TokenService;
  /** The idle timeout: the Security settings' Session Timeout, read when a session renews. */
  idleTimeoutMs: () => Promise<number>;
  clock: Clock;
  /** Told when sessions end on request, so open panel streams end with them. */
  onEnded?: (change: AccessChange) => void;
}

export interface AuthenticatedAdmin {
  admin: AdminRow;
  sessionId: string;
  /** When the session ends unless something renews it: the idle deadline, or the absolute end. */
  expiresAt: Date;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Admin sessions held on the server. Each authenticated request renews the idle deadline (at
 * most once per `renewEveryMs`, so a page polling every few seconds writes once a minute), up
 * to an absolute end 12 hours after sign-in.
 */
export function createAdminSessionService({
  sessions,
  tokens,
  idleTimeoutMs,
  clock,
  onEnded = () => {},
}: Dependencies) {
  const renewEveryMs = (idleMs: number) =>
    Math.min(ADMIN_SESSION_LIMITS.maxRenewIntervalMs, Math.floor(idleMs / 4));

  return {
    clock,

    /** A new session for a signed-in admin, and the token that carries its id. */
    async start(adminId: string) {
      const now = clock.now();
      // Sign-ins are the only thing that adds rows, so tidying here keeps the table small.
      await sessions.deleteExpired(iso(now));
      const expiresAt = now + ADMIN_SESSION_LIMITS.absoluteMs;
      const idleExpiresAt = Math.min(now + (await idleTimeoutMs()), expiresAt);
      const id = newSecretId();
      await sessions.create({
        id,
        adminId,
        createdAt: iso(now),
        renewedAt: iso(now),
        idleExpiresAt: iso(idleExpiresAt),
        expiresAt: iso(expiresAt),
      });
      const token = await tokens.signAdminToken(adminId, id, new Date(expiresAt));
      return { token, expiresAt: new Date(idleExpiresAt) };
    },

    /**
     * The admin and session a bearer token belongs to, or a 401. `renew: false` (the panel's
     * background polls) checks the session without counting as activity.
     */
    async authenticate(
      authorization: string | undefined,
      { renew = true }: { renew?: boolean } = {},
    ): Promise<AuthenticatedAdmin> {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
      if (!match?.[1]) throw new UnauthorizedError(MESSAGES.auth.required);
      const claims = await tokens.verifyAdminToken(match[1]);
      const found = claims && (await sessions.findWithAdmin(claims.sessionId));
      if (!claims || !found || found.admin.id !== claims.adminId) {
        throw new UnauthorizedError(MESSAGES.auth.invalidToken);
      }
      const { session, admin } = found;
      const now = clock.now();
      const end = Date.parse(session.expiresAt);
      let idleEnd = Date.parse(session.idleExpiresAt);
      if (now >= idleEnd || now >= end) {
        await sessions.delete(session.id);
        throw new UnauthorizedError(MESSAGES.auth.invalidToken);
      }
      if (renew) {
        const idleMs = await idleTimeoutMs();
        if (now - Date.parse(session.renewedAt) >= renewEveryMs(idleMs)) {
          idleEnd = Math.min(now + idleMs, end);
          await sessions.renew(session.id, iso(now), iso(idleEnd));
        }
      }
      return { admin, sessionId: session.id, expiresAt: new Date(idleEnd) };
    },

    /** Signing out: the token stops working at once. */
    async end(sessionId: string) {
      await sessions.delete(sessionId);
      onEnded({ sessionId });
    },

    /** Every session of an admin ends, e.g. when their password changes or the account goes. */
    async endAllOf(adminId: string) {
      await sessions.deleteAllOf(adminId);
      onEnded({ adminId });
    },
  };
}

export type AdminSessionService = ReturnType<typeof createAdminSessionService>;
