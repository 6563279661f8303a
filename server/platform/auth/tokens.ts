import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'lampstand';
// Separate audiences: a member token is never accepted as an admin token, nor the reverse.
const ADMIN_AUDIENCE = 'lampstand:admin';
const MEMBER_AUDIENCE = 'lampstand:member';

export interface AdminTokenClaims {
  adminId: string;
  /** The server-side session the token belongs to; the token is worthless once it ends. */
  sessionId: string;
  expiresAt: Date;
}

export interface MemberTokenClaims {
  memberId: string;
  expiresAt: Date;
  /**
   * The member's token version when it was signed: "sign out everywhere" raises the member's,
   * and a token of an older version is refused. Tokens signed before versions existed are 0.
   */
  version: number;
}

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);

  async function sign(
    subject: string,
    audience: string,
    expiresAt: Date,
    claims: Record<string, string> = {},
  ) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
  }

  /** Subject and expiry of a valid, unexpired token of this installation for `audience`. */
  async function verify(token: string, audience: string) {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        audience,
        algorithms: ['HS256'],
      });
      if (!payload.sub || !payload.exp) return undefined;
      return {
        subject: payload.sub,
        expiresAt: new Date(payload.exp * 1000),
        sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
        version: typeof payload.tv === 'string' ? Number(payload.tv) || 0 : 0,
      };
    } catch {
      return undefined;
    }
  }

  return {
    /**
     * A token for one server-side admin session (`sid`). It expires at the session's absolute
     * end; the idle timeout and signing out are checked against the session row.
     */
    async signAdminToken(adminId: string, sessionId: string, expiresAt: Date): Promise<string> {
      return sign(adminId, ADMIN_AUDIENCE, expiresAt, { sid: sessionId });
    },

    /** Undefined for anything but a valid, unexpired admin token of this installation. */
    async verifyAdminToken(token: string): Promise<AdminTokenClaims | undefined> {
      const claims = await verify(token, ADMIN_AUDIENCE);
      if (!claims?.sessionId) return undefined;
      return { adminId: claims.subject, sessionId: claims.sessionId, expiresAt: claims.expiresAt };
    },

    async signMemberToken(
      memberId: string,
      lifetimeDays: number,
      version = 0,
    ): Promise<{ token: string; expiresAt: Date }> {
      const expiresAt = new Date(Date.now() + lifetimeDays * 24 * 60 * 60_000);
      const claims: Record<string, string> = version > 0 ? { tv: String(version) } : {};
      return { token: await sign(memberId, MEMBER_AUDIENCE, expiresAt, claims), expiresAt };
    },

    /** Undefined for anything but a valid, unexpired member token of this installation. */
    async verifyMemberToken(token: string): Promise<MemberTokenClaims | undefined> {
      const claims = await verify(token, MEMBER_AUDIENCE);
      return (
        claims && {
          memberId: claims.subject,
          expiresAt: claims.expiresAt,
          version: claims.version,
        }
      );
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
