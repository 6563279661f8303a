import type { Kysely, Selectable } from 'kysely';
import { type AdminListQuery, pageOffset } from '#shared/schemas/admin-list.js';
import type { SanctionKind, SanctionSource } from '#shared/schemas/moderation.js';
import { newId, nowIso } from '#server/platform/db/ids.js';
import type { Database } from '#server/platform/db/schema.js';
import type { SanctionsTable } from './schema.js';
import { anyColumnContains } from '#server/platform/db/text-search.js';

export type SanctionRow = Selectable<SanctionsTable>;

export interface NewSanction {
  kind: SanctionKind;
  memberId: string | null;
  email: string | null;
  addressKey: string | null;
  deviceKey: string | null;
  userName: string;
  expiresAt: string | null;
  source: SanctionSource;
  sourceText: string | null;
  createdBy: string | null;
}

/** The keys one post carries (ADR 0166). */
export interface PosterKeys {
  memberId: string | null;
  email: string | null;
  addressKey: string;
  deviceKey: string | null;
}

export function createSanctionsRepository(db: Kysely<Database>) {
  const active = () =>
    db
      .selectFrom('sanctions')
      .selectAll()
      .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', nowIso())]));
  return {
    /**
     * The sanctions in force that catch a post with these keys. A signed-in member is caught only
     * by a sanction on their member id: an email typed by a guest, a device or a network never
     * reaches a member. A guest is caught by the email they gave, their device, or a sanction
     * covering their network (the address key is stored only on those).
     */
    matching({ memberId, email, addressKey, deviceKey }: PosterKeys): Promise<SanctionRow[]> {
      return active()
        .where((eb) =>
          memberId
            ? eb('memberId', '=', memberId)
            : eb.or([
                ...(email ? [eb('email', '=', email.toLowerCase())] : []),
                ...(deviceKey ? [eb('deviceKey', '=', deviceKey)] : []),
                eb('addressKey', '=', addressKey),
              ]),
        )
        .execute();
    },
    async create(input: NewSanction): Promise<SanctionRow> {
      const row: SanctionRow = {
        id: newId(),
        ...input,
        email: input.email?.toLowerCase() ?? null,
        createdAt: nowIso(),
      };
      await db.insertInto('sanctions').values(row).execute();
      return row;
    },
    /** Sanctions in force, newest first. */
    async list(query: AdminListQuery) {
      let filtered = active();
      if (query.search) {
        const search = query.search;
        filtered = filtered.where((eb) => anyColumnContains(eb, ['userName', 'email'], search));
      }
      const [rows, count] = await Promise.all([
        filtered
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(query.limit)
          .offset(pageOffset(query))
          .execute(),
        filtered
          .clearSelect()
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .executeTakeFirst(),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },
    /** The row as it was, or undefined when there was none. */
    delete(id: string) {
      return db.deleteFrom('sanctions').where('id', '=', id).returningAll().executeTakeFirst();
    },
  };
}

export type SanctionsRepository = ReturnType<typeof createSanctionsRepository>;
