import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/*
 * One schema for SQLite and PostgreSQL: ids and times are text (ISO 8601 UTC, so they sort as
 * strings), flags are 0/1 integers, lists are JSON text. Column names are snake_case in the
 * database and camelCase here (CamelCasePlugin).
 */

/** A 0/1 column. */
export type Flag = number;

/** The reaction counts kept on each post that takes reactions (streams, comments, chat). */
export interface ReactionCounts {
  reactionAmen: Generated<number>;
  reactionPraise: Generated<number>;
  reactionFire: Generated<number>;
  reactionHeart: Generated<number>;
  reactionSad: Generated<number>;
}

/**
 * The app's tables. The platform declares the ones it reads itself; each feature adds its own
 * from its `schema.ts` (declaration merging, as features add their services to Fastify), so
 * the platform names no feature and `Kysely<Database>` still sees every table.
 */
export interface Database {
  admins: AdminsTable;
  settings: SettingsTable;
}

/** A staff account: `admin` may do everything, `moderator` only what routes allow them. */
export interface AdminsTable {
  id: string;
  username: string;
  /** The name staff are shown by, e.g. on their quick-chat replies. */
  displayName: string;
  role: 'admin' | 'moderator';
  /** Where their notification emails go (optional; never shown outside the panel). */
  email: string | null;
  /** Opted in to an email about new members (admins only receive it). */
  notifyNewMembers: Generated<Flag>;
  /** Opted in to an email when posts wait for review. */
  notifyModeration: Generated<Flag>;
  passwordHash: string;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
  /** Set while an invited person has not yet chosen their password; null once they have. */
  invitedAt: Generated<string | null>;
  createdAt: string;
  updatedAt: string;
}

export interface SettingsTable {
  key: string;
  value: string;
  updatedAt: string;
}

export type AdminRow = Selectable<AdminsTable>;
export type NewAdmin = Insertable<AdminsTable>;
export type AdminUpdate = Updateable<AdminsTable>;
export type SettingRow = Selectable<SettingsTable>;
