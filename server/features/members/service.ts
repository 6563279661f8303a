import { API_MESSAGES } from '#shared/api-messages.js';
import { ANONYMOUS_AUTHOR, MEMBER_TOKEN_DAYS } from '#shared/limits.js';
import { MESSAGES, formatMessage } from '#shared/messages.js';
import type { MemberLoginBody, RegisterBody } from '#shared/schemas/members.js';
import type { Config } from '#server/platform/config.js';
import { fromFlag } from '#server/platform/db/ids.js';
import {
  ConflictError,
  ForbiddenError,
  UnauthorizedError,
  ValidationError,
} from '#server/platform/errors.js';
import { presentMember } from './presenter.js';
import type { CounterStore } from '#server/platform/realtime/counter-store.js';
import type { MemberRow, MembersRepository } from './repository.js';
import { createLoginThrottle } from '#server/platform/auth/login-throttle.js';
import { getDecoyHash, hashPassword, verifyPassword } from '#server/platform/auth/passwords.js';
import type { SettingsService } from '#server/features/settings/index.js';
import type { TokenService } from '#server/platform/auth/tokens.js';

interface Dependencies {
  members: MembersRepository;
  tokens: TokenService;
  settings: SettingsService;
  counters: CounterStore;
  throttle: Config['loginThrottle'];
}

/** Who a post is from, as stored with it. */
export interface Author {
  memberId: string | null;
  name: string;
  email: string;
}

const emailTaken = () =>
  new ConflictError(API_MESSAGES.members.emailTaken, { email: API_MESSAGES.members.emailTaken });

/** Members: registration, sign-in, and who is behind a public post. */
export function createMembersService({
  members,
  tokens,
  settings,
  counters,
  throttle,
}: Dependencies) {
  const throttled = createLoginThrottle(counters, throttle, 'member-login');

  async function session(member: MemberRow) {
    const { token } = await tokens.signMemberToken(
      member.id,
      MEMBER_TOKEN_DAYS,
      member.tokenVersion,
    );
    return { user: presentMember(member), token };
  }

  function refuseBlocked(member: MemberRow | null | undefined) {
    if (member && fromFlag(member.isBlocked))
      throw new ForbiddenError(API_MESSAGES.members.blocked);
  }

  const registered = new Set<() => void>();

  return {
    /** A member token and the member as they see themselves, as sign-in answers them. */
    session,

    /** New members since `since` (ISO): the first `limit`, how many in all, the newest's time. */
    async joinedAfter(since: string, limit: number) {
      const [joined, counted] = await Promise.all([
        members.joinedAfter(since, limit),
        members.countJoinedAfter(since),
      ]);
      return { joined, ...counted };
    },

    /** Calls `listener` after each registration on this instance (staff emails); answers the undo. */
    whenRegistered(listener: () => void): () => void {
      registered.add(listener);
      return () => registered.delete(listener);
    },

    async register(input: RegisterBody) {
      // The minimum is a setting the church may change, so it cannot live in the shared schema.
      const { security } = await settings.get();
      if (input.password.length < security.passwordMinLength) {
        const text = formatMessage(API_MESSAGES.fields.passwordTooShort, {
          min: String(security.passwordMinLength),
        });
        throw new ValidationError(MESSAGES.errors.validation, { password: text });
      }
      if (await members.findByEmail(input.email)) throw emailTaken();
      const member = await members.create({
        name: input.name,
        email: input.email,
        phone: input.phone,
        location: input.location,
        passwordHash: await hashPassword(input.password),
        audienceSize: input.audienceSize,
        expectations: input.expectations,
      });
      if (!member) throw emailTaken();
      for (const listener of registered) listener();
      return session(member);
    },

    /** Throttled like the admin sign-in, with its own counters. */
    async login(input: MemberLoginBody & { ip: string }) {
      await throttled.refuseWhenLocked(input.ip, input.email);
      const member = await members.findByEmail(input.email);
      const valid = await verifyPassword(
        input.password,
        member?.passwordHash ?? (await getDecoyHash()),
      );
      if (!member || !valid) {
        await throttled.recordFailure(input.ip, input.email);
        throw new UnauthorizedError(API_MESSAGES.members.invalidCredentials);
      }
      await throttled.recordSuccess(input.ip, input.email);
      return session(member);
    },

    /**
     * The member a request's bearer token belongs to: null when it carries none, a 401 when it
     * carries one that is not a valid member token (expired, forged, an admin's, a deleted member's).
     */
    async identify(authorization: string | undefined): Promise<MemberRow | null> {
      if (!authorization) return null;
      const match = /^Bearer\s+(\S+)$/i.exec(authorization);
      const claims = match?.[1] ? await tokens.verifyMemberToken(match[1]) : undefined;
      const member = claims && (await members.findById(claims.memberId));
      // A token signed before the member last signed out everywhere is over.
      if (!member || claims.version !== member.tokenVersion)
        throw new UnauthorizedError(MESSAGES.auth.invalidToken);
      return member;
    },

    /** The member's own changes to name, phone or location. */
    async updateProfile(id: string, changes: { name?: string; phone?: string; location?: string }) {
      const member = await members.updateProfile(id, changes);
      if (!member) throw new UnauthorizedError(MESSAGES.auth.invalidToken);
      return member;
    },

    /** A confirmed new address; a 409 when another member took it meanwhile. */
    async setEmail(id: string, email: string) {
      const result = await members.setEmail(id, email);
      if (result === 'email-taken') throw emailTaken();
      if (!result) throw new UnauthorizedError(MESSAGES.auth.invalidToken);
      return result;
    },

    /** Whether the address is taken by a member other than `exceptId`. */
    async isEmailTaken(email: string, exceptId: string) {
      const owner = await members.findByEmail(email);
      return owner !== undefined && owner.id !== exceptId;
    },

    /** Whether `password` is the member's own (checked before they delete their account). */
    checkPassword: (member: MemberRow, password: string) =>
      verifyPassword(password, member.passwordHash),

    /** Ends every token of the member and answers a fresh session for the browser that asked. */
    async signOutEverywhere(id: string) {
      const member = await members.raiseTokenVersion(id);
      if (!member) throw new UnauthorizedError(MESSAGES.auth.invalidToken);
      return session(member);
    },

    /**
     * Deletes the member at their own request. `keepPosts`: what they wrote stays as a guest's
     * (their first name, no address); otherwise the caller erased it first.
     */
    async deleteAccount(member: MemberRow, { keepPosts }: { keepPosts: boolean }) {
      const firstName = member.name.trim().split(/\s+/u)[0] || ANONYMOUS_AUTHOR.name;
      return keepPosts
        ? members.deleteKeepingPostsAsGuest(member.id, firstName)
        : members.delete(member.id);
    },

    /** A member by id, for moderators naming a member to sanction. */
    find: (id: string) => members.findById(id),
    /** Whether an email is a registered member's (a guest may type it; it proves nothing). */
    isMemberEmail: async (email: string) => (await members.findByEmail(email)) !== undefined,

    /** A 403 for a blocked member: they may read, but not post. */
    assertMayPost: refuseBlocked,

    /**
     * Who a post is from: a signed-in member's own record, whatever the body says; else the
     * guest's name and email, or the anonymous ones. A blocked member is refused, also when
     * posting as a guest with their address, unless `allowBlocked` (contacting the church).
     */
    async author(
      member: MemberRow | null,
      claimed: { name?: string; email?: string },
      { allowBlocked = false } = {},
    ): Promise<Author> {
      if (member) {
        if (!allowBlocked) refuseBlocked(member);
        return { memberId: member.id, name: member.name, email: member.email };
      }
      if (claimed.email && !allowBlocked) refuseBlocked(await members.findByEmail(claimed.email));
      return {
        memberId: null,
        name: claimed.name || ANONYMOUS_AUTHOR.name,
        email: claimed.email || ANONYMOUS_AUTHOR.email,
      };
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
