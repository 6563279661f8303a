import { ANONYMOUS_AUTHOR } from '#shared/limits.js';
import { MESSAGES } from '#shared/messages.js';
import {
  type AdminPrayerRequestUpdate,
  type AdminPrayerRequestsQuery,
  PRAYER_EXPORT_MAX_ROWS,
  PRAYER_MESSAGES,
  PRAYER_WALL_PAGE_SIZE,
  type PrayerRequestBody,
} from '#shared/schemas/prayer-requests.js';
import type { Settings } from '#shared/schemas/settings.js';
import { NotFoundError, ValidationError } from '#server/platform/errors.js';
import { toFlag } from '#server/platform/db/ids.js';
import type { StaffMember } from '#server/platform/auth/admin-guard.js';
import type { DomainEventPublisher } from '#server/platform/events/domain-events.js';
import type { MemberRow, MembersService } from '#server/features/members/index.js';
import type { ModerationService, PostState } from '#server/features/moderation/index.js';
import { fromFlag } from '#server/platform/db/ids.js';
import type { MailService } from '#server/features/mail/index.js';
import { SITE_ROUTES } from '#shared/routes.js';
import { toCsv } from './csv.js';
import { presentAdminPrayerRequest } from './presenter.js';
import type {
  NewPrayerRequest,
  PrayerListFilter,
  PrayerRequestRow,
  PrayerRequestsRepository,
} from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A member's page lists at most this many of their requests, newest first. */
const MEMBER_REQUESTS_SHOWN = 100;
/** Closed requests erased per pass, so one pass never holds the database long. */
const PURGE_BATCH = 500;

interface Dependencies {
  repository: PrayerRequestsRepository;
  mail: Pick<MailService, 'send'>;
  /** The site's address, for the link in the "answered" email. */
  siteUrl: string;
  members: MembersService;
  moderation: ModerationService;
  settings: { get(): Promise<Settings> };
  events: DomainEventPublisher;
  /**
   * The copies a request has elsewhere, erased with it on request (found through their
   * features, which come later, when called).
   */
  linked: {
    deleteChatMessage(id: string): Promise<void>;
    deleteContact(id: string): Promise<void>;
  };
}

/** An email as stored: none rather than the anonymous placeholder. */
const storedEmail = (email: string) => (email === ANONYMOUS_AUTHOR.email ? '' : email);

/** A sender who gave no name is "Anonymous" to the team and "Someone" on the wall. */
const isNameless = (name: string) => name === '' || name === ANONYMOUS_AUTHOR.name;

/** The months before `now`, in calendar months (the 31st going back to a shorter month clamps). */
function monthsBefore(now: Date, months: number): Date {
  const then = new Date(now);
  const day = then.getUTCDate();
  then.setUTCDate(1);
  then.setUTCMonth(then.getUTCMonth() - months);
  const last = new Date(Date.UTC(then.getUTCFullYear(), then.getUTCMonth() + 1, 0)).getUTCDate();
  then.setUTCDate(Math.min(day, last));
  return then;
}

/**
 * Prayer care (ADR 0140): every prayer request, wherever it was sent, in one queue
 * for the prayer team; the public wall; "I prayed"; retention, export and erasure.
 */
export function createPrayerRequestsService({
  repository,
  mail,
  siteUrl,
  members,
  moderation,
  settings,
  events,
  linked,
}: Dependencies) {
  const answeredListeners = new Set<(row: PrayerRequestRow) => Promise<void>>();
  async function wallWindow(now: Date) {
    const { prayer } = await settings.get();
    return { since: new Date(now.getTime() - prayer.wallDays * DAY_MS).toISOString() };
  }

  /** A public request goes on the wall at once only when approval is off and nothing held it. */
  async function autoApproved(isPrivate: boolean, state: PostState) {
    if (isPrivate || state !== 'visible') return false;
    const { prayer } = await settings.get();
    return !prayer.requireApproval;
  }

  async function record(input: NewPrayerRequest) {
    const row = await repository.create(input);
    events.publish('prayerRequest.received', { id: row.id });
    return row;
  }

  async function present(rows: readonly PrayerRequestRow[]) {
    const [notes, staffNames, streamTitles] = await Promise.all([
      repository.notesOf(rows.map((row) => row.id)),
      repository.staffNames(rows.flatMap((row) => (row.assignedTo ? [row.assignedTo] : []))),
      repository.streamTitles(rows.flatMap((row) => (row.streamId ? [row.streamId] : []))),
    ]);
    return rows.map((row) => presentAdminPrayerRequest(row, { notes, staffNames, streamTitles }));
  }

  /** The sender asked to hear when the team marked it answered: one email, whatever follows. */
  async function emailAnswered(row: PrayerRequestRow, at: string) {
    if (row.status !== 'answered' || !fromFlag(row.notifyWhenAnswered)) return;
    if (!(await repository.claimAnsweredEmail(row.id, at))) return;
    const page = new URL(
      row.memberId ? SITE_ROUTES.account.path : SITE_ROUTES.prayer.path,
      `${siteUrl}/`,
    );
    await mail.send('prayer-answered', row.email, {
      subject: 'Your prayer request has been answered',
      greeting: isNameless(row.name) ? 'Dear friend,' : `Dear ${row.name},`,
      paragraphs: [
        'You asked us to tell you when your prayer request was answered. Our prayer team has marked it answered:',
        `“${row.request.length > 300 ? `${row.request.slice(0, 300)}…` : row.request}”`,
        ...(row.praiseReport ? [row.praiseReport] : []),
        'We rejoice with you. Thank you for letting us pray with you.',
      ],
      action: {
        label: row.memberId ? 'See your prayer requests' : 'Visit the prayer wall',
        url: page.toString(),
      },
    });
  }

  function resolveFilter<Query extends Pick<AdminPrayerRequestsQuery, 'assignedTo'>>(
    query: Query,
    staff: StaffMember,
  ): Omit<Query, 'assignedTo'> & { assignedTo?: string | null } {
    const { assignedTo, ...rest } = query;
    if (assignedTo === 'me') return { ...rest, assignedTo: staff.id };
    if (assignedTo === 'none') return { ...rest, assignedTo: null };
    return assignedTo ? { ...rest, assignedTo } : rest;
  }

  return {
    /**
     * Hears each request the team marks answered (also when marked so again); the listener
     * claims what it sends and must not throw (the change is saved).
     */
    whenAnswered(listener: (row: PrayerRequestRow) => Promise<void>): () => void {
      answeredListeners.add(listener);
      return () => answeredListeners.delete(listener);
    },

    /**
     * A request from the /prayer page. A member is themself; sanctions and the word filter
     * apply as in the live chat: a banned or timed-out sender is refused, a shadow-muted one's
     * request reaches the team but never the wall, a held one waits for the team.
     */
    async submit(
      member: MemberRow | null,
      body: PrayerRequestBody,
      { ip, deviceKey }: { ip: string; deviceKey: string | null },
    ) {
      const author = await members.author(member, { name: body.name, email: body.email ?? '' });
      const { state, seenAs, ...marks } = await moderation.screen({
        author,
        ip,
        deviceKey,
        text: body.request,
      });
      const row = await record({
        source: 'page',
        memberId: author.memberId,
        name: author.name,
        email: storedEmail(author.email),
        request: body.request,
        isPrivate: body.isPrivate,
        isAnonymous: body.isAnonymous || isNameless(author.name),
        isApproved: await autoApproved(body.isPrivate, state),
        state,
        // Only with an address to write to.
        notifyWhenAnswered: (body.notifyWhenAnswered ?? false) && storedEmail(author.email) !== '',
        ...marks,
      });
      if (state !== 'shadow') return row;
      // A shadow-muted sender is answered as anyone sending the same would be: on the wall at
      // once when approval is not required (the wall itself never shows it).
      return { ...row, isApproved: toFlag(await autoApproved(body.isPrivate, seenAs)) };
    },

    /** A request sent from the live page's Prayer Requests tab (already screened there). */
    async recordFromLive(input: {
      streamId: string;
      chatMessageId: string | null;
      author: { memberId: string | null; name: string; email: string };
      request: string;
      isPrivate: boolean;
      state: PostState;
      addressKey: string;
      deviceKey: string | null;
    }) {
      return record({
        source: 'live',
        streamId: input.streamId,
        chatMessageId: input.chatMessageId,
        memberId: input.author.memberId,
        name: input.author.name,
        email: storedEmail(input.author.email),
        request: input.request,
        isPrivate: input.isPrivate,
        isAnonymous: isNameless(input.author.name),
        isApproved: await autoApproved(input.isPrivate, input.state),
        state: input.state,
        addressKey: input.addressKey,
        deviceKey: input.deviceKey,
      });
    },

    /**
     * A visitor asked to pray with someone now and nobody was free in time: the request joins
     * the queue as a private one, so the team prays for them.
     */
    recordFromPrayNow(input: {
      streamId: string | null;
      author: { memberId: string | null; name: string; email: string };
      request: string;
    }) {
      return record({
        source: 'pray-now',
        streamId: input.streamId,
        memberId: input.author.memberId,
        name: input.author.name,
        email: storedEmail(input.author.email),
        request: input.request,
        isPrivate: true,
        isAnonymous: isNameless(input.author.name),
        isApproved: false,
        state: 'visible',
      });
    },

    /** A contact message with the subject "Prayer Request": private, as a contact message is. */
    recordFromContact(input: {
      contactId: string;
      author: { memberId: string | null; name: string; email: string };
      request: string;
    }) {
      return record({
        source: 'contact',
        contactId: input.contactId,
        memberId: input.author.memberId,
        name: input.author.name,
        email: storedEmail(input.author.email),
        request: input.request,
        isPrivate: true,
        isAnonymous: false,
        isApproved: false,
        state: 'visible',
      });
    },

    async wall(page: number, now = new Date()) {
      const { rows, total } = await repository.wall(
        await wallWindow(now),
        page,
        PRAYER_WALL_PAGE_SIZE,
      );
      return { rows, total, page };
    },

    /** Counts a visitor's prayer once; a request the wall does not show is not found. */
    async prayed(id: string, visitorKey: string, now = new Date()) {
      if (!(await repository.isOnWall(id, await wallWindow(now)))) {
        throw new NotFoundError(PRAYER_MESSAGES.notFound);
      }
      return repository.prayed(id, visitorKey, now.toISOString());
    },

    async list(query: AdminPrayerRequestsQuery, staff: StaffMember) {
      const { rows, total } = await repository.list(
        resolveFilter(query, staff) as PrayerListFilter,
      );
      return { rows: await present(rows), total };
    },

    async team() {
      return (await repository.team()).map((row) => ({
        _id: row.id,
        displayName: row.displayName || row.username,
        role: row.role,
      }));
    },

    async update(id: string, body: AdminPrayerRequestUpdate, staff: StaffMember, now = new Date()) {
      const before = await repository.findById(id);
      if (!before) throw new NotFoundError(PRAYER_MESSAGES.notFound);
      if (body.isApproved && fromFlag(before.isPrivate)) {
        throw new ValidationError(MESSAGES.errors.validation, {
          isApproved: PRAYER_MESSAGES.privateNotOnWall,
        });
      }
      if (body.assignedTo) {
        const known = await repository.staffNames([body.assignedTo]);
        if (!known.has(body.assignedTo)) {
          throw new ValidationError(MESSAGES.errors.validation, {
            assignedTo: PRAYER_MESSAGES.staffUnknown,
          });
        }
      }
      const at = now.toISOString();
      if (body.note) {
        await repository.addNote(
          {
            prayerRequestId: id,
            staffId: staff.id,
            staffName: staff.displayName || staff.username,
            note: body.note,
          },
          at,
        );
      }
      const after = await repository.update(
        id,
        {
          status: body.status,
          isApproved: body.isApproved,
          isUrgent: body.isUrgent,
          assignedTo: body.assignedTo,
          praiseReport: body.praiseReport,
        },
        at,
      );
      if (!after) throw new NotFoundError(PRAYER_MESSAGES.notFound);
      events.publish('prayerRequest.updated', { id });
      if (body.status === 'answered') {
        await emailAnswered(after, at);
        for (const listener of answeredListeners) await listener(after);
      }
      const [presented] = await present([after]);
      return presented!;
    },

    /** The queue as CSV, filtered like the list, escaped against formula injection. */
    async exportCsv(query: Omit<AdminPrayerRequestsQuery, 'page' | 'limit'>, staff: StaffMember) {
      const rows = await repository.listAll(
        resolveFilter(query, staff) as Omit<PrayerListFilter, 'page' | 'limit'>,
        PRAYER_EXPORT_MAX_ROWS,
      );
      const items = await present(rows);
      return toCsv(
        [
          'id',
          'received',
          'name',
          'email',
          'request',
          'source',
          'stream',
          'private',
          'anonymous',
          'status',
          'on wall',
          'urgent',
          'assigned to',
          'prayed',
          'praise report',
          'notes',
        ],
        items.map((item) => [
          item._id,
          item.createdAt,
          item.name,
          item.email,
          item.request,
          item.source,
          item.stream?.title ?? '',
          item.isPrivate,
          item.isAnonymous,
          item.status,
          item.isApproved,
          item.isUrgent,
          item.assignedTo?.displayName ?? '',
          item.prayedCount,
          item.praiseReport,
          item.notes.map((note) => `${note.staffName}: ${note.note}`).join('\n'),
        ]),
      );
    },

    /**
     * Erases everything sent from one address on its owner's request: the requests with their
     * notes and prayers, and their copies in the live chat and Contact Management.
     */
    async eraseByEmail(email: string) {
      const rows = await repository.byEmail(email);
      for (const row of rows) {
        if (row.chatMessageId) await linked.deleteChatMessage(row.chatMessageId);
        if (row.contactId) await linked.deleteContact(row.contactId);
      }
      const erased = await repository.deleteMany(rows.map((row) => row.id));
      events.publish('prayerRequest.erased', { ids: rows.map((row) => row.id) });
      return erased;
    },

    /**
     * Erases closed requests older than the retention period, with their notes. Safe on every
     * instance at once: deleting what is already gone deletes nothing.
     */
    async purgeExpired(now = new Date()) {
      const { prayer } = await settings.get();
      const before = monthsBefore(now, prayer.closedRetentionMonths).toISOString();
      let erased = 0;
      for (;;) {
        const batch = await repository.closedBefore(before, PURGE_BATCH);
        if (batch.length === 0) break;
        erased += await repository.deleteMany(batch.map((row) => row.id));
        if (batch.length < PURGE_BATCH) break;
      }
      return erased;
    },

    counts: () => repository.counts(),

    /** A member's own requests (those sent signed in), newest first. */
    ofMember: (memberId: string) => repository.ofMember(memberId, MEMBER_REQUESTS_SHOWN),

    /**
     * Erases a member's requests with their account: those sent signed in and those sent from
     * their address, with their copies in the live chat and Contact Management.
     */
    async eraseOfMember(memberId: string, email: string) {
      const rows = [
        ...(await repository.linksOfMember(memberId)),
        ...(email ? await repository.byEmail(email) : []),
      ];
      const unique = [...new Map(rows.map((row) => [row.id, row])).values()];
      for (const row of unique) {
        if (row.chatMessageId) await linked.deleteChatMessage(row.chatMessageId);
        if (row.contactId) await linked.deleteContact(row.contactId);
      }
      const erased = await repository.deleteMany(unique.map((row) => row.id));
      events.publish('prayerRequest.erased', { ids: unique.map((row) => row.id) });
      return erased;
    },
  };
}

export type PrayerRequestsService = ReturnType<typeof createPrayerRequestsService>;
