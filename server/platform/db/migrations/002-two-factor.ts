import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/**
 * Two-factor sign-in for admins. `totp_secret` (from 001) holds the secret once it is confirmed;
 * a set-up in progress waits in `totp_pending_secret` until the admin types a first code, and
 * `totp_last_step` remembers the last accepted time step, so a code works only once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admins').addColumn('totp_pending_secret', 'text').execute();
  await db.schema.alterTable('admins').addColumn('totp_last_step', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admins').dropColumn('totp_last_step').execute();
  await db.schema.alterTable('admins').dropColumn('totp_pending_secret').execute();
}
