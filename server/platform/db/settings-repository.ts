import type { Kysely } from 'kysely';
import { nowIso } from './ids.js';
import type { Database } from './schema.js';

/** Settings are stored one JSON document per group (general, appearance, ...). */
export function createSettingsRepository(db: Kysely<Database>) {
  return {
    async readAll(): Promise<Record<string, unknown>> {
      const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
      const groups: Record<string, unknown> = {};
      for (const row of rows) {
        try {
          groups[row.key] = JSON.parse(row.value);
        } catch {
          // A damaged group falls back to its defaults rather than taking the site down.
        }
      }
      return groups;
    },

    /** One stored document, or undefined when it is missing or damaged. */
    async read(key: string): Promise<unknown> {
      const row = await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) return undefined;
      try {
        return JSON.parse(row.value) as unknown;
      } catch {
        return undefined;
      }
    },

    async write(key: string, value: unknown): Promise<void> {
      const json = JSON.stringify(value);
      const updatedAt = nowIso();
      await db
        .insertInto('settings')
        .values({ key, value: json, updatedAt })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: json, updatedAt }))
        .execute();
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
