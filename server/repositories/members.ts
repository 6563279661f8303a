import type { Kysely, Selectable } from 'kysely';
import { DEFAULT_AUDIENCE_SIZE } from '../../shared/constants.js';
import { isUniqueViolation } from '../db/errors.js';
import { newId, nowIso, toFlag } from '../db/ids.js';
import type { Database, MembersTable } from '../db/schema.js';

export type MemberRow = Selectable<MembersTable>;

export interface NewMember {
  name: string;
  email: string;
  phone: string;
  location: string;
  passwordHash: string;
  audienceSize?: string;
  expectations?: string;
  isBlocked?: boolean;
}

/** Emails are kept lower-case, so one address is one member however it is typed. */
const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function createMembersRepository(db: Kysely<Database>) {
  return {
    findById(id: string): Promise<MemberRow | undefined> {
      return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByEmail(email: string): Promise<MemberRow | undefined> {
      return db
        .selectFrom('members')
        .selectAll()
        .where('email', '=', normalizeEmail(email))
        .executeTakeFirst();
    },

    /** The new member, or undefined when the email is already taken (even by a concurrent sign-up). */
    async create(input: NewMember): Promise<MemberRow | undefined> {
      const now = nowIso();
      const row: MemberRow = {
        id: newId(),
        name: input.name,
        email: normalizeEmail(input.email),
        phone: input.phone,
        location: input.location,
        passwordHash: input.passwordHash,
        audienceSize: input.audienceSize ?? DEFAULT_AUDIENCE_SIZE,
        expectations: input.expectations ?? '',
        isBlocked: toFlag(input.isBlocked ?? false),
        createdAt: now,
        updatedAt: now,
      };
      try {
        await db.insertInto('members').values(row).execute();
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
      return row;
    },

    async setBlocked(id: string, blocked: boolean): Promise<void> {
      await db
        .updateTable('members')
        .set({ isBlocked: toFlag(blocked), updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
