import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { DemoContentCounts, DemoContentKind } from '#shared/schemas/launch-checklist.js';
import type { Database } from '#server/platform/db/schema.js';
import {
  DEMO_CHAT,
  DEMO_COMMENTS,
  DEMO_CONTACTS,
  DEMO_EVENTS,
  DEMO_MEMBERS,
  DEMO_PRAYER_REQUESTS,
  DEMO_QUICK_CHATS,
  DEMO_SERMON_SERIES,
  DEMO_SERMONS,
  DEMO_SERVICES,
  DEMO_STREAMS,
  DEMO_TESTIMONIES,
} from '#server/demo/demo-data.js';

/** The rows of each kind, and the demo series that goes with the demo sermons (not counted). */
type Ids = Record<DemoContentKind, string[]> & { sermonSeries: string[] };

/**
 * A row is the demo's while the words the seed wrote are all still there: a row the church
 * has edited (a new title, another description) is the church's own from then on.
 */
function anyOf<T extends keyof Database, R>(
  eb: ExpressionBuilder<Database, T>,
  rows: readonly R[],
  match: (eb: ExpressionBuilder<Database, T>, row: R) => Expression<SqlBool>,
): Expression<SqlBool> {
  return eb.or(rows.map((row) => match(eb, row)));
}

const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);

/** Every row the demo seed added that is still as the seed wrote it, with its dependants. */
export async function findDemoRows(db: Kysely<Database>): Promise<Ids> {
  const streams = idsOf(
    await db
      .selectFrom('streams')
      .select('id')
      .where((eb) =>
        anyOf(eb, DEMO_STREAMS, (e, s) =>
          e.and([
            e('title', '=', s.title),
            e('description', '=', s.description),
            e('streamUrl', '=', s.streamUrl),
          ]),
        ),
      )
      .execute(),
  );
  const services = idsOf(
    await db
      .selectFrom('services')
      .select('id')
      .where((eb) =>
        anyOf(eb, DEMO_SERVICES, (e, s) => {
          const stream = DEMO_STREAMS[s.stream];
          return e.and([
            e('title', '=', stream.title),
            e('description', '=', stream.description),
            e('mode', '=', s.mode),
          ]);
        }),
      )
      .execute(),
  );
  // What was written under a demo stream goes with it, or it would point at nothing.
  const onDemoStream = streams.length > 0 ? streams : ['-'];
  const comments = idsOf(
    await db
      .selectFrom('comments')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('streamId', 'in', onDemoStream),
          anyOf(eb, DEMO_COMMENTS, (e, c) =>
            e.and([e('userEmail', '=', c.userEmail), e('content', '=', c.content)]),
          ),
        ]),
      )
      .execute(),
  );
  const chatMessages = idsOf(
    await db
      .selectFrom('chatMessages')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('streamId', 'in', onDemoStream),
          anyOf(eb, DEMO_CHAT, (e, c) =>
            e.and([e('userEmail', '=', c.userEmail), e('message', '=', c.message)]),
          ),
        ]),
      )
      .execute(),
  );
  const events = idsOf(
    await db
      .selectFrom('events')
      .select('id')
      .where((eb) =>
        anyOf(eb, DEMO_EVENTS, (e, ev) =>
          e.and([
            e('title', '=', ev.title),
            e('description', '=', ev.description),
            e('location', '=', ev.location),
          ]),
        ),
      )
      .execute(),
  );
  const sermons = idsOf(
    await db
      .selectFrom('sermons')
      .select('id')
      .where((eb) =>
        anyOf(eb, DEMO_SERMONS, (e, s) =>
          e.and([
            e('title', '=', s.title),
            e('preacher', '=', s.preacher),
            e('summary', '=', s.summary),
          ]),
        ),
      )
      .execute(),
  );
  // The demo series goes with its sermons; the church's own sermons in it stay, in no series.
  const sermonSeries = idsOf(
    await db
      .selectFrom('sermonSeries')
      .select('id')
      .where('title', '=', DEMO_SERMON_SERIES.title)
      .where('description', '=', DEMO_SERMON_SERIES.description)
      .execute(),
  );
  const testimonies = idsOf(
    await db
      .selectFrom('testimonies')
      .select('id')
      .where((eb) =>
        anyOf(eb, DEMO_TESTIMONIES, (e, t) =>
          e.and([
            e('email', '=', t.email),
            e('title', '=', t.title),
            e('testimony', '=', t.testimony),
          ]),
        ),
      )
      .execute(),
  );
  const members = idsOf(
    await db
      .selectFrom('members')
      .select('id')
      .where((eb) =>
        anyOf(eb, DEMO_MEMBERS, (e, m) =>
          e.and([e('email', '=', m.email), e('name', '=', m.name), e('phone', '=', m.phone)]),
        ),
      )
      .execute(),
  );
  const contacts = idsOf(
    await db
      .selectFrom('contacts')
      .select('id')
      .where((eb) =>
        anyOf(eb, DEMO_CONTACTS, (e, c) =>
          e.and([e('email', '=', c.email), e('message', '=', c.message)]),
        ),
      )
      .execute(),
  );
  const prayerRequests = idsOf(
    await db
      .selectFrom('prayerRequests')
      .select('id')
      .where((eb) =>
        anyOf(eb, DEMO_PRAYER_REQUESTS, (e, p) =>
          e.and([e('email', '=', p.email), e('request', '=', p.request)]),
        ),
      )
      .execute(),
  );
  const quickChats = idsOf(
    await db
      .selectFrom('quickChats')
      .select('id')
      .where((eb) =>
        anyOf(eb, DEMO_QUICK_CHATS, (e, q) =>
          e.and([e('visitorEmail', '=', q.visitorEmail), e('visitorName', '=', q.visitorName)]),
        ),
      )
      .execute(),
  );
  return {
    services,
    streams,
    events,
    sermons,
    sermonSeries,
    comments,
    chatMessages,
    testimonies,
    members,
    contacts,
    prayerRequests,
    quickChats,
  };
}

export const countsOf = (ids: Ids): DemoContentCounts => ({
  services: ids.services.length,
  streams: ids.streams.length,
  events: ids.events.length,
  sermons: ids.sermons.length,
  comments: ids.comments.length,
  chatMessages: ids.chatMessages.length,
  testimonies: ids.testimonies.length,
  members: ids.members.length,
  contacts: ids.contacts.length,
  prayerRequests: ids.prayerRequests.length,
  quickChats: ids.quickChats.length,
});

/**
 * Deletes the demo rows found in the same transaction, so a row edited meanwhile is judged as
 * it is now. Rows of the church's own that pointed at a removed row (a prayer request sent
 * during a demo stream) stay and point nowhere instead; streams' reactions, views and watch
 * figures go with them through their foreign keys.
 */
export function removeDemoRows(db: Kysely<Database>): Promise<DemoContentCounts> {
  return db.transaction().execute(async (trx) => {
    const ids = await findDemoRows(trx);
    const some = (list: string[]) => list.length > 0;

    if (some(ids.prayerRequests)) {
      await trx
        .deleteFrom('prayerRequestNotes')
        .where('prayerRequestId', 'in', ids.prayerRequests)
        .execute();
      await trx
        .deleteFrom('prayerRequestPrayers')
        .where('prayerRequestId', 'in', ids.prayerRequests)
        .execute();
      await trx.deleteFrom('prayerRequests').where('id', 'in', ids.prayerRequests).execute();
    }
    if (some(ids.streams)) {
      await trx
        .updateTable('prayerRequests')
        .set({ streamId: null })
        .where('streamId', 'in', ids.streams)
        .execute();
    }
    if (some(ids.chatMessages)) {
      await trx
        .updateTable('prayerRequests')
        .set({ chatMessageId: null })
        .where('chatMessageId', 'in', ids.chatMessages)
        .execute();
      await trx.deleteFrom('chatMessages').where('id', 'in', ids.chatMessages).execute();
    }
    if (some(ids.comments)) {
      await trx.deleteFrom('comments').where('id', 'in', ids.comments).execute();
    }
    if (some(ids.services)) {
      await trx.deleteFrom('serviceOccurrences').where('serviceId', 'in', ids.services).execute();
      await trx.deleteFrom('services').where('id', 'in', ids.services).execute();
    }
    if (some(ids.streams)) {
      // A service of the church's own whose room was a demo stream opens a new room instead.
      await trx
        .updateTable('serviceOccurrences')
        .set({ streamId: null })
        .where('streamId', 'in', ids.streams)
        .execute();
      await trx.deleteFrom('streams').where('id', 'in', ids.streams).execute();
    }
    if (some(ids.events)) await trx.deleteFrom('events').where('id', 'in', ids.events).execute();
    if (some(ids.sermons)) await trx.deleteFrom('sermons').where('id', 'in', ids.sermons).execute();
    if (some(ids.sermonSeries)) {
      await trx
        .updateTable('sermons')
        .set({ seriesId: null })
        .where('seriesId', 'in', ids.sermonSeries)
        .execute();
      await trx.deleteFrom('sermonSeries').where('id', 'in', ids.sermonSeries).execute();
    }
    if (some(ids.testimonies)) {
      await trx.deleteFrom('testimonies').where('id', 'in', ids.testimonies).execute();
    }
    if (some(ids.members)) {
      // As deleting one member does: what they wrote elsewhere stays, no longer pointing at them.
      for (const table of [
        'comments',
        'chatMessages',
        'streamReactions',
        'prayerRequests',
      ] as const) {
        await trx
          .updateTable(table)
          .set({ memberId: null })
          .where('memberId', 'in', ids.members)
          .execute();
      }
      await trx.deleteFrom('members').where('id', 'in', ids.members).execute();
    }
    if (some(ids.contacts)) {
      await trx
        .updateTable('prayerRequests')
        .set({ contactId: null })
        .where('contactId', 'in', ids.contacts)
        .execute();
      await trx.deleteFrom('contacts').where('id', 'in', ids.contacts).execute();
    }
    if (some(ids.quickChats)) {
      await trx.deleteFrom('quickChatMessages').where('chatId', 'in', ids.quickChats).execute();
      await trx.deleteFrom('quickChats').where('id', 'in', ids.quickChats).execute();
    }
    return countsOf(ids);
  });
}
