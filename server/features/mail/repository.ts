import type { Kysely, Selectable } from 'kysely';
import type { AdminMailQuery } from '#shared/schemas/admin-mail.js';
import { newId } from '#server/platform/db/ids.js';
import { newestFirstPage } from '#server/platform/db/paging.js';
import type { Database } from '#server/platform/db/schema.js';
import type { MailMessagesTable } from './schema.js';
import { anyColumnContains } from '#server/platform/db/text-search.js';

export type MailRow = Selectable<MailMessagesTable>;

export interface NewMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  headers?: Record<string, string> | undefined;
}

export function createMailRepository(db: Kysely<Database>) {
  return {
    async create(mail: NewMail, status: 'queued' | 'not-sent', now: Date): Promise<MailRow> {
      const row: MailRow = {
        id: newId(now),
        kind: mail.kind,
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
        headers: mail.headers ? JSON.stringify(mail.headers) : null,
        status,
        attempts: 0,
        nextAttemptAt: now.toISOString(),
        claimedUntil: null,
        lastError: null,
        createdAt: now.toISOString(),
        sentAt: null,
      };
      await db.insertInto('mailMessages').values(row).execute();
      return row;
    },

    /**
     * Takes up to `limit` messages that are due, or whose claim by an instance ran out (it
     * stopped while sending), for this instance until `claimUntil`. The status is checked again
     * in the update, so two instances never take the same message.
     */
    async claimDue(now: Date, claimUntil: Date, limit: number): Promise<MailRow[]> {
      const at = now.toISOString();
      const due = await db
        .selectFrom('mailMessages')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('nextAttemptAt', '<=', at)]),
            eb.and([eb('status', '=', 'sending'), eb('claimedUntil', '<', at)]),
          ]),
        )
        .orderBy('nextAttemptAt')
        .limit(limit)
        .execute();
      const claimed: MailRow[] = [];
      for (const { id } of due) {
        const row = await db
          .updateTable('mailMessages')
          .set({ status: 'sending', claimedUntil: claimUntil.toISOString() })
          .where('id', '=', id)
          .where((eb) =>
            eb.or([
              eb.and([eb('status', '=', 'queued'), eb('nextAttemptAt', '<=', at)]),
              eb.and([eb('status', '=', 'sending'), eb('claimedUntil', '<', at)]),
            ]),
          )
          .returningAll()
          .executeTakeFirst();
        if (row) claimed.push(row);
      }
      return claimed;
    },

    async markSent(id: string, now: Date): Promise<void> {
      await db
        .updateTable('mailMessages')
        .set((eb) => ({
          status: 'sent',
          sentAt: now.toISOString(),
          claimedUntil: null,
          lastError: null,
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', id)
        .execute();
    },

    /** A failed try: queued again at `retryAt`, or failed for good when there is none. */
    async markFailed(row: MailRow, error: string, retryAt: Date | undefined): Promise<void> {
      await db
        .updateTable('mailMessages')
        .set({
          status: retryAt ? 'queued' : 'failed',
          attempts: row.attempts + 1,
          nextAttemptAt: (retryAt ?? new Date(row.nextAttemptAt)).toISOString(),
          claimedUntil: null,
          lastError: error.slice(0, 500),
        })
        .where('id', '=', row.id)
        .execute();
    },

    /** A failed message (or one kept while no server was set up) tried again now. */
    async requeue(id: string, now: Date): Promise<MailRow | undefined> {
      return db
        .updateTable('mailMessages')
        .set({ status: 'queued', nextAttemptAt: now.toISOString(), claimedUntil: null })
        .where('id', '=', id)
        .where('status', 'in', ['failed', 'not-sent'])
        .returningAll()
        .executeTakeFirst();
    },

    findById: (id: string): Promise<MailRow | undefined> =>
      db.selectFrom('mailMessages').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The outbox: every message, newest first, by status and searched. */
    list(query: AdminMailQuery): Promise<{ rows: MailRow[]; total: number }> {
      let filtered = db.selectFrom('mailMessages');
      if (query.status) filtered = filtered.where('status', '=', query.status);
      if (query.search) {
        const search = query.search;
        filtered = filtered.where((eb) =>
          anyColumnContains(eb, ['toAddress', 'subject', 'kind'], search),
        );
      }
      return newestFirstPage(filtered, query);
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
