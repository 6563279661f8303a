import { MESSAGES, formatMessage } from '#shared/messages.js';
import type {
  StaffBody,
  StaffMemberInfo,
  StaffNotifications,
  StaffNotificationsBody,
} from '#shared/schemas/staff.js';
import { STAFF_PASSWORD_MIN } from '#shared/schemas/staff.js';
import { STAFF_MESSAGES } from '#shared/staff-messages.js';
import type { AccessChange } from '#server/platform/auth/access-events.js';
import type { StaffMember } from '#server/platform/auth/admin-guard.js';
import { hashPassword } from '#server/platform/auth/passwords.js';
import { isUniqueViolation } from '#server/platform/db/errors.js';
import type { AdminRow } from '#server/platform/db/schema.js';
import { ConflictError, NotFoundError, ValidationError } from '#server/platform/errors.js';
import type { SettingsService } from '#server/features/settings/index.js';
import type { AdminsRepository, StaffChangeRefusal } from './repository.js';

const presentNotifications = (admin: AdminRow): StaffNotifications => ({
  email: admin.email ?? '',
  notifyNewMembers: admin.notifyNewMembers === 1,
  notifyModeration: admin.notifyModeration === 1,
});

export const presentStaffMember = (admin: AdminRow): StaffMemberInfo => ({
  _id: admin.id,
  username: admin.username,
  displayName: admin.displayName,
  role: admin.role,
  twoFactorEnabled: Boolean(admin.totpSecret),
  ...presentNotifications(admin),
  invited: admin.invitedAt !== null,
  createdAt: admin.createdAt,
});

/** The fields given, as stored; those left out are not there (kept on an edit). */
function notificationChanges(input: StaffNotificationsBody) {
  return {
    ...(input.email === undefined ? {} : { email: input.email || null }),
    ...(input.notifyNewMembers === undefined
      ? {}
      : { notifyNewMembers: input.notifyNewMembers ? 1 : 0 }),
    ...(input.notifyModeration === undefined
      ? {}
      : { notifyModeration: input.notifyModeration ? 1 : 0 }),
  };
}

/** Someone a staff notification email goes to. */
export interface StaffRecipient {
  email: string;
  displayName: string;
}

const usernameTaken = () =>
  new ConflictError(STAFF_MESSAGES.usernameTaken, { username: STAFF_MESSAGES.usernameTaken });

function refused(result: AdminRow | StaffChangeRefusal): AdminRow {
  if (result === 'not-found') throw new NotFoundError(STAFF_MESSAGES.notFound);
  if (result === 'last-admin') {
    throw new ValidationError(STAFF_MESSAGES.lastAdmin, { role: STAFF_MESSAGES.lastAdmin });
  }
  return result;
}

/** Renames within a unique index: a concurrent taker of the same name gets the same 409. */
async function uniqueUsername<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

/** The Staff section: accounts with roles, each with their own password and two-factor. */
export function createStaffService(deps: {
  admins: AdminsRepository;
  settings: SettingsService;
  /** Told when an account's sessions end or its role changes, so its open streams end. */
  onAccessChanged?: (change: AccessChange) => void;
}) {
  const { admins, settings, onAccessChanged = () => {} } = deps;

  async function checkedHash(password: string | undefined): Promise<string | undefined> {
    if (!password) return undefined;
    const { security } = await settings.get();
    const min = Math.max(STAFF_PASSWORD_MIN, security.passwordMinLength);
    if (password.length < min) {
      throw new ValidationError(MESSAGES.errors.validation, {
        password: formatMessage(STAFF_MESSAGES.passwordTooShort, { min: String(min) }),
      });
    }
    return hashPassword(password);
  }

  async function refuseTakenUsername(username: string, id?: string) {
    const holder = await admins.findByUsername(username);
    if (holder && holder.id !== id) throw usernameTaken();
  }

  return {
    async list() {
      return { staff: (await admins.list()).map(presentStaffMember) };
    },

    async create(input: StaffBody) {
      if (!input.password) {
        throw new ValidationError(MESSAGES.errors.validation, {
          password: STAFF_MESSAGES.passwordRequired,
        });
      }
      const passwordHash = (await checkedHash(input.password)) as string;
      await refuseTakenUsername(input.username);
      const admin = await uniqueUsername(() =>
        admins.create({
          username: input.username,
          displayName: input.displayName,
          role: input.role,
          passwordHash,
          ...notificationChanges(input),
        }),
      );
      return { staff: presentStaffMember(admin) };
    },

    /**
     * A new password signs the account out everywhere; a role change applies to the next call.
     * Either ends the account's open panel streams at once.
     */
    async update(id: string, input: StaffBody) {
      const passwordHash = await checkedHash(input.password);
      await refuseTakenUsername(input.username, id);
      const before = await admins.findById(id);
      const result = await uniqueUsername(() =>
        admins.update(id, {
          username: input.username,
          displayName: input.displayName,
          role: input.role,
          ...(passwordHash ? { passwordHash } : {}),
          ...notificationChanges(input),
        }),
      );
      const updated = refused(result);
      if (passwordHash || before?.role !== updated.role) onAccessChanged({ adminId: id });
      return { staff: presentStaffMember(updated) };
    },

    /** The signed-in account's own notification emails (My Account). */
    notificationsOf: (admin: AdminRow) => ({ notifications: presentNotifications(admin) }),

    async setNotifications(admin: AdminRow, input: StaffNotificationsBody) {
      const updated = await admins.setNotificationChoices(admin.id, {
        ...{
          email: admin.email,
          notifyNewMembers: admin.notifyNewMembers,
          notifyModeration: admin.notifyModeration,
        },
        ...notificationChanges(input),
      });
      if (!updated) throw new NotFoundError(STAFF_MESSAGES.notFound);
      return { notifications: presentNotifications(updated) };
    },

    /** Who gets an email of a kind: an address and the choice made; new members, admins only. */
    async recipients(kind: 'new-members' | 'moderation'): Promise<StaffRecipient[]> {
      const rows = await admins.notificationRecipients(kind);
      return rows.flatMap((row) =>
        row.email ? [{ email: row.email, displayName: row.displayName }] : [],
      );
    },

    /** Ends the account and its sessions at once; nobody deletes their own account or the last admin. */
    async delete(id: string, actor: StaffMember) {
      if (id === actor.id) {
        throw new ValidationError(STAFF_MESSAGES.deleteSelf, { id: STAFF_MESSAGES.deleteSelf });
      }
      const deleted = refused(await admins.delete(id));
      onAccessChanged({ adminId: id });
      return deleted;
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
