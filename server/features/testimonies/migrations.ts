import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/**
 * Whether the sender agreed to share a testimony publicly (ADR 0132). Testimonies
 * stored before count as shared: the church approved them for the wall before consent was asked.
 */
const testimonyConsent: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('testimonies')
      .addColumn('share_publicly', 'integer', (column) => column.notNull().defaultTo(1))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('testimonies').dropColumn('share_publicly').execute();
  },
};

export const testimoniesMigrations: Record<string, Migration> = {
  '2026-12-10-testimony-consent': testimonyConsent,
};
