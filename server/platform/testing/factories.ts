import { randomBytes } from 'node:crypto';
import { DEVICE_KEY_HEADER } from '#shared/api-paths.js';
import type { ReadCacheTag } from '#server/platform/http/read-cache.js';
import type { FastifyInstance } from 'fastify';
import type { NewChatMessage } from '#server/features/live-chat/repository.js';
import type { NewComment } from '#server/features/comments/repository.js';
import type { NewEvent } from '#server/features/events/repository.js';
import type { MemberRow, NewMember } from '#server/features/members/repository.js';
import type { NewStream } from '#server/features/streams/repository.js';
import type { NewTestimony } from '#server/features/testimonies/repository.js';
import type { NewContact } from '#server/features/contacts/repository.js';
import { hashPassword } from '#server/platform/auth/passwords.js';
import { repositoriesOf } from './repositories.js';
import { createTokenService } from '#server/platform/auth/tokens.js';

/** Test data written through the repositories, with defaults any test may override. */

let sequence = 0;
const next = () => (sequence += 1);

/** An ISO time `minutes` from now (negative: in the past). */
export const minutesFromNow = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000).toISOString();

/**
 * Headers of a client with an address of its own: apps built with TRUST_PROXY read it from
 * X-Forwarded-For, so one test's requests never use up another's rate limit.
 */
export function freshClient(): Record<string, string> {
  const n = next();
  return { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

/** The header of a browser with a device key of its own (a new one each call). */
export function deviceHeader(): Record<string, string> {
  return { [DEVICE_KEY_HEADER]: randomBytes(16).toString('base64url') };
}

export const MEMBER_PASSWORD = 'correct-horse-battery';

export function factories(app: FastifyInstance) {
  const repositories = repositoriesOf(app);
  const tokens = createTokenService(app.config.jwtSecret);
  // Rows made here skip the services, so they tell the read cache themselves, as a write would.
  const invalidating =
    (...tags: ReadCacheTag[]) =>
    async <T>(row: Promise<T>): Promise<T> => {
      const made = await row;
      await app.readCache.invalidate(...tags);
      return made;
    };

  return {
    stream: (overrides: Partial<NewStream> = {}) =>
      invalidating('streams')(
        repositories.streams.create({
          title: `Service ${next()}`,
          description: 'Worship and the Word',
          streamUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          streamType: 'youtube',
          ...overrides,
        }),
      ),

    event: (overrides: Partial<NewEvent> = {}) =>
      invalidating('events')(
        repositories.events.create({
          title: `Event ${next()}`,
          startDate: minutesFromNow(24 * 60),
          endDate: minutesFromNow(26 * 60),
          location: 'Main Auditorium',
          ...overrides,
        }),
      ),

    comment: (streamId: string, overrides: Partial<NewComment> = {}) =>
      invalidating('comments')(
        repositories.comments.create({
          streamId,
          memberId: null,
          userName: 'Grace',
          userEmail: 'grace@example.com',
          content: `Comment ${next()}`,
          ...overrides,
        }),
      ),

    chatMessage: (streamId: string, overrides: Partial<NewChatMessage> = {}) =>
      invalidating('chat')(
        repositories.chatMessages.create({
          streamId,
          memberId: null,
          userName: 'Samuel',
          userEmail: 'samuel@example.com',
          message: `Message ${next()}`,
          messageType: 'chat',
          ...overrides,
        }),
      ),

    /** A testimony the church has approved, so the public wall shows it. */
    async approvedTestimony(overrides: Partial<NewTestimony> & { createdAt?: string } = {}) {
      const { createdAt, ...fields } = overrides;
      const row = await repositories.testimonies.create({
        name: 'Grace Adeyemi',
        email: 'grace@example.com',
        title: `Testimony ${next()}`,
        testimony: 'God has been faithful.',
        category: 'other',
        ...fields,
      });
      await app.db.kysely
        .updateTable('testimonies')
        .set({ isApproved: 1, ...(createdAt ? { createdAt } : {}) })
        .where('id', '=', row.id)
        .execute();
      return { ...row, isApproved: 1, createdAt: createdAt ?? row.createdAt };
    },

    /** A testimony waiting for approval, as a visitor sends it. */
    async testimony(overrides: Partial<NewTestimony> & { createdAt?: string } = {}) {
      const { createdAt, ...fields } = overrides;
      const row = await repositories.testimonies.create({
        name: 'Ruth Okafor',
        email: 'ruth@example.com',
        title: `Testimony ${next()}`,
        testimony: 'The Lord answered our prayers.',
        category: 'other',
        ...fields,
      });
      if (!createdAt) return row;
      await app.db.kysely
        .updateTable('testimonies')
        .set({ createdAt })
        .where('id', '=', row.id)
        .execute();
      return { ...row, createdAt };
    },

    /** A new contact message, as a visitor sends it. */
    async contact(overrides: Partial<NewContact> & { createdAt?: string } = {}) {
      const { createdAt, ...fields } = overrides;
      const row = await repositories.contacts.create({
        name: 'Daniel Eze',
        email: 'daniel@example.com',
        subject: 'General Inquiry',
        message: `Message ${next()}`,
        ...fields,
      });
      if (!createdAt) return row;
      await app.db.kysely
        .updateTable('contacts')
        .set({ createdAt })
        .where('id', '=', row.id)
        .execute();
      return { ...row, createdAt };
    },

    /** A member who signs in with MEMBER_PASSWORD unless `password` says otherwise. */
    async member(
      overrides: Partial<Omit<NewMember, 'passwordHash'>> & { password?: string } = {},
    ): Promise<MemberRow> {
      const { password = MEMBER_PASSWORD, ...fields } = overrides;
      const n = next();
      const member = await repositories.members.create({
        name: `Member ${n}`,
        email: `member${n}@example.com`,
        phone: '+234 800 000 0000',
        location: 'Ibadan',
        passwordHash: await hashPassword(password),
        ...fields,
      });
      if (!member) throw new Error('member email already taken');
      return member;
    },

    /** The bearer header of a member's session, as sign-in would give it. */
    async memberAuth(member: MemberRow, lifetimeDays = 30) {
      const { token } = await tokens.signMemberToken(member.id, lifetimeDays);
      return { authorization: `Bearer ${token}` };
    },
  };
}
