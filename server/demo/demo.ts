import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '#server/platform/auth/passwords.js';
import { newId, nowIso, toFlag } from '#server/platform/db/ids.js';
import type { Database } from '#server/platform/db/schema.js';
import { createSettingsRepository } from '#server/platform/db/settings-repository.js';
import { DEFAULT_SETTINGS, isTimeZone } from '#shared/schemas/settings.js';
import { DEMO_SERMON_AUDIO } from '#shared/sermon-media.js';
import { parseWeeklySlot, weeklyOccurrence } from './church-time.js';
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
  type DemoSchedule,
} from './demo-data.js';

const SEED_MARKER = 'demoSeededAt';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** The church's time zone as saved (a fresh database has none yet: the default's). */
async function churchTimeZone(db: Kysely<Database>): Promise<string> {
  const church = await createSettingsRepository(db).read('church');
  const zone =
    typeof church === 'object' && church !== null && 'timeZone' in church
      ? church.timeZone
      : undefined;
  return typeof zone === 'string' && isTimeZone(zone) ? zone : DEFAULT_SETTINGS.church.timeZone;
}

/** When a demo service happens: its weekday and hour in the church's zone, not the server's. */
function scheduledAt(schedule: DemoSchedule, timeZone: string, now: Date): Date {
  const slot = parseWeeklySlot(schedule.day, schedule.time);
  if (!slot) throw new Error(`Not a weekly time: ${schedule.day} ${schedule.time}`);
  return weeklyOccurrence(slot, timeZone, now, schedule.weeks);
}

const zeroReactions = {
  reactionAmen: 0,
  reactionPraise: 0,
  reactionFire: 0,
  reactionHeart: 0,
  reactionSad: 0,
};

/**
 * Fills a new database with the demo church, once: a marker row keeps a later restart from
 * re-seeding a database whose demo content the church has since deleted.
 */
export async function seedDemoContent(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  const marker = await db
    .selectFrom('settings')
    .select('key')
    .where('key', '=', SEED_MARKER)
    .executeTakeFirst();
  const existing = await db.selectFrom('streams').select('id').limit(1).executeTakeFirst();
  if (marker || existing) return false;

  const timeZone = await churchTimeZone(db);
  // Demo members cannot sign in: their password is random and thrown away.
  const memberPasswordHash = await hashPassword(randomBytes(16).toString('hex'));

  await db.transaction().execute(async (trx) => {
    const streamIds = DEMO_STREAMS.map(() => newId());
    await trx
      .insertInto('streams')
      .values(
        DEMO_STREAMS.map((stream, index) => ({
          id: streamIds[index] as string,
          title: stream.title,
          description: stream.description,
          streamUrl: stream.streamUrl,
          embedUrl: stream.embedUrl,
          streamType: stream.streamType,
          scheduledDate: scheduledAt(stream.schedule, timeZone, now).toISOString(),
          tags: JSON.stringify(stream.tags),
          isFeatured: toFlag(stream.isFeatured),
          isLive: toFlag(stream.isLive),
          liveSince: stream.isLive ? new Date().toISOString() : null,
          isActive: 1,
          reactionAmen: [48, 12, 9, 5][index] ?? 0,
          reactionPraise: [36, 8, 4, 7][index] ?? 0,
          reactionFire: [22, 3, 2, 11][index] ?? 0,
          reactionHeart: [41, 9, 6, 8][index] ?? 0,
          reactionSad: [7, 1, 5, 0][index] ?? 0,
          createdAt: ago((DEMO_STREAMS.length - index) * DAY),
          updatedAt: ago(MINUTE),
        })),
      )
      .execute();

    for (const service of DEMO_SERVICES) {
      const stream = DEMO_STREAMS[service.stream];
      const streamId = streamIds[service.stream] as string;
      const startsAt = scheduledAt(stream.schedule, timeZone, now).toISOString();
      const simulated = service.mode === 'simulated';
      const serviceId = newId();
      await trx
        .insertInto('services')
        .values({
          id: serviceId,
          title: stream.title,
          description: stream.description,
          startsAt,
          repeat: 'weekly',
          weekdays: String(parseWeeklySlot(stream.schedule.day, stream.schedule.time)?.weekday),
          until: null,
          durationMinutes: service.durationMinutes,
          chatOpensMinutesBefore: 30,
          chatClosesMinutesAfter: 30,
          mode: service.mode,
          streamUrl: simulated ? '' : stream.streamUrl,
          videoUrl: simulated ? stream.streamUrl : '',
          videoDurationSeconds: simulated ? service.videoDurationSeconds : null,
          createdAt: nowIso(),
          updatedAt: nowIso(),
        })
        .execute();
      // The room carries its occurrence's times, as the room keeper would have given it: last
      // Sunday's has ended (its chat kept), the coming ones count down to their start.
      const start = Date.parse(startsAt);
      const endsAt = new Date(start + service.durationMinutes * MINUTE).toISOString();
      const held = Date.parse(endsAt) <= now.getTime();
      await trx
        .updateTable('streams')
        .set({
          endsAt,
          chatOpensAt: new Date(start - 30 * MINUTE).toISOString(),
          chatClosesAt: new Date(Date.parse(endsAt) + 30 * MINUTE).toISOString(),
          videoDurationSeconds: simulated ? service.videoDurationSeconds : null,
        })
        .where('id', '=', streamId)
        .execute();
      await trx
        .insertInto('serviceOccurrences')
        .values({
          id: newId(),
          serviceId,
          scheduledStartsAt: startsAt,
          streamId,
          startsAt: null,
          title: null,
          durationMinutes: null,
          wentLiveAt: held ? startsAt : null,
          endedAt: held ? endsAt : null,
          createdAt: nowIso(),
          updatedAt: nowIso(),
        })
        .execute();
    }

    await trx
      .insertInto('events')
      .values(
        DEMO_EVENTS.map((event) => {
          const start = scheduledAt(event.schedule, timeZone, now);
          return {
            id: newId(),
            title: event.title,
            description: event.description,
            startDate: start.toISOString(),
            endDate: new Date(start.getTime() + event.hours * 60 * MINUTE).toISOString(),
            location: event.location,
            imageUrl: `/demo/events/${event.image}`,
            videoUrl: '',
            videoDuration: 0,
            category: event.category,
            createdAt: nowIso(),
            updatedAt: nowIso(),
          };
        }),
      )
      .execute();

    const seriesId = newId();
    await trx
      .insertInto('sermonSeries')
      .values({
        id: seriesId,
        title: DEMO_SERMON_SERIES.title,
        description: DEMO_SERMON_SERIES.description,
        artworkUrl: '',
        sortOrder: 0,
        createdAt: nowIso(),
        updatedAt: nowIso(),
      })
      .execute();
    await trx
      .insertInto('sermons')
      .values(
        DEMO_SERMONS.map((sermon) => {
          const audio = sermon.withAudio ? DEMO_SERMON_AUDIO : undefined;
          return {
            id: newId(),
            title: sermon.title,
            preacher: sermon.preacher,
            seriesId,
            scripture: sermon.scripture,
            books: `,${sermon.books.join(',')},`,
            preachedAt: scheduledAt(sermon.schedule, timeZone, now).toISOString(),
            summary: sermon.summary,
            notes: sermon.notes,
            videoUrl: '',
            audioUrl: audio?.url ?? '',
            audioBytes: audio?.bytes ?? 0,
            audioType: audio?.type ?? null,
            durationSeconds: audio?.durationSeconds ?? 0,
            published: 1,
            streamId: null,
            serviceId: null,
            occurrenceStartsAt: null,
            createdAt: nowIso(),
            updatedAt: nowIso(),
          };
        }),
      )
      .execute();

    await trx
      .insertInto('members')
      .values(
        DEMO_MEMBERS.map((member) => ({
          id: newId(),
          name: member.name,
          email: member.email,
          phone: member.phone,
          location: member.location,
          passwordHash: memberPasswordHash,
          audienceSize: member.audienceSize,
          expectations: '',
          isBlocked: 0,
          createdAt: ago(member.daysAgo * DAY + 2 * 60 * MINUTE),
          updatedAt: ago(member.daysAgo * DAY),
        })),
      )
      .execute();

    await trx
      .insertInto('comments')
      .values(
        DEMO_COMMENTS.map((comment, index) => ({
          id: newId(),
          streamId: streamIds[comment.stream] as string,
          memberId: null,
          userName: comment.userName,
          userEmail: comment.userEmail,
          content: comment.content,
          isModerated: toFlag(comment.state === 'approved'),
          isSpam: toFlag(comment.state === 'spam'),
          ...zeroReactions,
          reactionAmen: comment.state === 'spam' ? 0 : 3 + index,
          reactionPraise: comment.state === 'spam' ? 0 : index % 3,
          createdAt: ago(comment.minutesAgo * MINUTE),
          updatedAt: ago(comment.minutesAgo * MINUTE),
        })),
      )
      .execute();

    await trx
      .insertInto('chatMessages')
      .values(
        DEMO_CHAT.map((message, index) => ({
          id: newId(),
          streamId: streamIds[0] as string,
          memberId: null,
          userName: message.userName,
          userEmail: message.userEmail,
          message: message.message,
          messageType: message.type,
          ...zeroReactions,
          reactionAmen: index % 2 ? 4 : 1,
          reactionHeart: message.type === 'prayer' ? 6 : 0,
          createdAt: ago(message.minutesAgo * MINUTE),
        })),
      )
      .execute();

    await trx
      .insertInto('testimonies')
      .values(
        DEMO_TESTIMONIES.map((testimony) => ({
          id: newId(),
          name: testimony.name,
          email: testimony.email,
          title: testimony.title,
          testimony: testimony.testimony,
          category: 'other',
          isApproved: toFlag(testimony.approved),
          createdAt: ago(testimony.daysAgo * DAY),
          updatedAt: ago(testimony.daysAgo * DAY),
        })),
      )
      .execute();

    await trx
      .insertInto('contacts')
      .values(
        DEMO_CONTACTS.map(({ daysAgo, ...contact }) => ({
          id: newId(),
          ...contact,
          createdAt: ago(daysAgo * DAY + 3 * 60 * MINUTE),
          updatedAt: ago(daysAgo * DAY),
        })),
      )
      .execute();

    await trx
      .insertInto('prayerRequests')
      .values(
        DEMO_PRAYER_REQUESTS.map(
          ({ hoursAgo, isPrivate, isAnonymous, isApproved, isUrgent, ...request }) => ({
            id: newId(new Date(Date.now() - hoursAgo * 60 * MINUTE)),
            ...request,
            streamId: null,
            chatMessageId: null,
            contactId: null,
            memberId: null,
            isPrivate: toFlag(isPrivate),
            isAnonymous: toFlag(isAnonymous),
            isApproved: toFlag(isApproved),
            isUrgent: toFlag(isUrgent),
            state: 'visible',
            addressKey: null,
            assignedTo: null,
            createdAt: ago(hoursAgo * 60 * MINUTE),
            updatedAt: ago(hoursAgo * 60 * MINUTE),
            closedAt: null,
          }),
        ),
      )
      .execute();

    for (const chat of DEMO_QUICK_CHATS) {
      const chatId = randomBytes(24).toString('base64url');
      const last = chat.messages[chat.messages.length - 1];
      await trx
        .insertInto('quickChats')
        .values({
          id: chatId,
          visitorName: chat.visitorName,
          visitorEmail: chat.visitorEmail,
          userId: null,
          lastMessageAt: ago((last?.minutesAgo ?? 0) * MINUTE),
          adminReadAt: null,
          createdAt: ago((chat.messages[0]?.minutesAgo ?? 0) * MINUTE),
          // The demo visitors have read their answers: no reply emails go to made-up addresses.
          visitorReadAt: ago((last?.minutesAgo ?? 0) * MINUTE),
        })
        .execute();
      await trx
        .insertInto('quickChatMessages')
        .values(
          chat.messages.map((message) => ({
            id: newId(),
            chatId,
            senderName: message.fromAdmin ? 'Admin' : chat.visitorName,
            senderEmail: message.fromAdmin ? '' : chat.visitorEmail,
            senderIsAdmin: toFlag(message.fromAdmin),
            message: message.message,
            createdAt: ago(message.minutesAgo * MINUTE),
          })),
        )
        .execute();
    }

    // Thirty days of views, so the analytics have a shape to show.
    const views = [];
    for (let day = 0; day < 30; day += 1) {
      const perDay = 12 + ((day * 7) % 11) + (day % 7 === 0 ? 40 : 0);
      for (let i = 0; i < perDay; i += 1) {
        views.push({
          id: newId(),
          streamId: streamIds[(i + day) % streamIds.length] as string,
          viewerKey: `demo-${day}-${i}`,
          createdAt: ago(day * DAY + ((i * 37) % 600) * MINUTE),
        });
      }
    }
    for (let start = 0; start < views.length; start += 200) {
      await trx
        .insertInto('streamViews')
        .values(views.slice(start, start + 200))
        .execute();
    }

    await trx
      .insertInto('settings')
      .values({ key: SEED_MARKER, value: JSON.stringify(nowIso()), updatedAt: nowIso() })
      .execute();
  });
  return true;
}
