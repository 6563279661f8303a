import { API_MESSAGES } from '#shared/api-messages.js';
import { MESSAGES, formatMessage } from '#shared/messages.js';
import { ADMIN_MEMBER_MESSAGES } from '#shared/schemas/admin-members.js';
import type { AdminMemberBody, AdminMembersQuery } from '#shared/schemas/admin-members.js';
import { ConflictError, NotFoundError, ValidationError } from '#server/platform/errors.js';
import type { MemberRow, MembersRepository } from './repository.js';
import { hashPassword } from '#server/platform/auth/passwords.js';
import type { SettingsService } from '#server/features/settings/index.js';
import { randomBytes } from 'node:crypto';

const notFound = () => new NotFoundError(ADMIN_MEMBER_MESSAGES.notFound);
const emailTaken = () =>
  new ConflictError(API_MESSAGES.members.emailTaken, { email: API_MESSAGES.members.emailTaken });

function found(row: MemberRow | undefined): MemberRow {
  if (!row) throw notFound();
  return row;
}

/** User Management: list, add, edit, block, delete members. */
export function createAdminMembersService(members: MembersRepository, settings: SettingsService) {
  return {
    list: (query: AdminMembersQuery) => members.listForAdmin(query),

    async create(input: AdminMemberBody) {
      let password = input.password;
      if (password) {
        const { security } = await settings.get();
        if (password.length < security.passwordMinLength) {
          throw new ValidationError(MESSAGES.errors.validation, {
            password: formatMessage(API_MESSAGES.fields.passwordTooShort, {
              min: String(security.passwordMinLength),
            }),
          });
        }
      } else {
        // Nobody knows this one: the member cannot sign in until given a password.
        password = randomBytes(24).toString('base64url');
      }
      if (await members.findByEmail(input.email)) throw emailTaken();
      const member = await members.create({
        name: input.name,
        email: input.email,
        phone: input.phone ?? '',
        location: input.location ?? '',
        passwordHash: await hashPassword(password),
        isBlocked: input.isBlocked ?? false,
      });
      if (!member) throw emailTaken();
      return member;
    },

    async update(id: string, input: AdminMemberBody) {
      const result = await members.update(id, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        location: input.location,
        isBlocked: input.isBlocked,
      });
      if (result === 'email-taken') throw emailTaken();
      return found(result);
    },

    async setBlocked(id: string, blocked: boolean) {
      return found(await members.setBlockedFlag(id, blocked));
    },

    /** The member as they were, for the audit log. */
    async delete(id: string) {
      const before = await members.findById(id);
      if (!before || !(await members.delete(id))) throw notFound();
      return before;
    },
  };
}

export type AdminMembersService = ReturnType<typeof createAdminMembersService>;
