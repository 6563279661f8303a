import {
  PRAY_NOW_MESSAGES,
  PRAY_NOW_WAIT_SECONDS,
  type PrayNowBody,
  type PrayNowState,
} from '#shared/schemas/pray-now.js';
import { ConflictError, NotFoundError } from '#server/platform/errors.js';
import type { StaffMember } from '#server/platform/auth/admin-guard.js';
import type { DomainEventPublisher } from '#server/platform/events/domain-events.js';
import type { MemberRow, MembersService } from '#server/features/members/index.js';
import type { PrayNowRepository, PrayNowRow } from './repository.js';

interface Dependencies {
  repository: PrayNowRepository;
  members: MembersService;
  events: DomainEventPublisher;
  /** The private conversation, opened through quick chat (found when called: it comes later). */
  openChat(
    visitor: { visitorName: string; visitorEmail: string; userId: string | null },
    request: string,
    staffName: string,
    greeting: string,
  ): Promise<{ chatId: string }>;
  /** The prayer team's queue, where a request nobody accepted in time goes. */
  queuePrayerRequest(input: {
    streamId: string | null;
    author: { memberId: string | null; name: string; email: string };
    request: string;
  }): Promise<{ id: string }>;
  /** The time now; tests move it. */
  now?: () => Date;
}

/** How long a decided request is kept: long enough for the visitor's page to learn of it. */
const DECIDED_KEPT_MS = 24 * 60 * 60 * 1000;

/** A staff reply shows their display name; "Admin" stands in for an empty one, as in quick chat. */
const shownName = (displayName: string) => displayName.trim() || 'Admin';

const greetingFor = (visitorName: string, staffName: string) =>
  `Hello ${visitorName}, I'm ${staffName} from the prayer team. I'm here to pray with you.`;

/**
 * Praying with someone now: the request waits PRAY_NOW_WAIT_SECONDS for a staff member; the
 * first to accept opens a quick chat with the visitor; otherwise it goes to the prayer team's
 * queue. Each outcome is claimed by a conditional update, so it happens once whichever instance,
 * job or read gets there first.
 */
export function createPrayNowService({
  repository,
  members,
  events,
  openChat,
  queuePrayerRequest,
  now = () => new Date(),
}: Dependencies) {
  const changed = (id: string, state: PrayNowState) =>
    events.publish('prayNow.changed', { id, state });

  /** Sends one request whose time ran out to the queue; false when someone else already did. */
  async function queue(row: PrayNowRow, at: Date): Promise<boolean> {
    if (!(await repository.claimForQueue(row.id, at))) return false;
    const prayerRequest = await queuePrayerRequest({
      streamId: row.streamId,
      author: { memberId: row.memberId, name: row.name, email: row.email },
      request: row.request,
    });
    await repository.setPrayerRequest(row.id, prayerRequest.id);
    changed(row.id, 'queued');
    return true;
  }

  /** A request as it is now: one whose time ran out is queued on the way (a job may be late). */
  async function current(id: string): Promise<PrayNowRow> {
    const row = await repository.findById(id);
    if (!row) throw new NotFoundError(PRAY_NOW_MESSAGES.notFound);
    const at = now();
    if (row.state !== 'waiting' || row.expiresAt > at.toISOString()) return row;
    await queue(row, at);
    return (await repository.findById(id)) ?? row;
  }

  /** Queues every request whose time ran out; answers how many this call queued. */
  async function queueExpired(): Promise<number> {
    const at = now();
    let queued = 0;
    for (const row of await repository.listExpired(at)) if (await queue(row, at)) queued += 1;
    return queued;
  }

  return {
    async ask(member: MemberRow | null, body: PrayNowBody): Promise<PrayNowRow> {
      // Asking for prayer stays open to blocked members, as writing to the church does.
      const author = await members.author(
        member,
        { name: body.name, email: body.email ?? '' },
        { allowBlocked: true },
      );
      const createdAt = now();
      const row = await repository.create({
        name: author.name,
        email: author.email,
        memberId: author.memberId,
        request: body.request,
        streamId: body.streamId ?? null,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + PRAY_NOW_WAIT_SECONDS * 1000),
      });
      changed(row.id, 'waiting');
      return row;
    },

    read: current,

    async waiting(): Promise<PrayNowRow[]> {
      await queueExpired();
      return repository.listWaiting(now());
    },

    queueExpired,

    /**
     * Erases requests decided a day ago: the visitor's words are kept by the quick chat or the
     * prayer queue, each with its own rules on retention, not twice.
     */
    purgeDecided: () => repository.purgeDecided(new Date(now().getTime() - DECIDED_KEPT_MS)),

    /** The first staff member to accept continues with the visitor in a private quick chat. */
    async accept(id: string, staff: StaffMember): Promise<PrayNowRow> {
      const row = await current(id);
      const staffName = shownName(staff.displayName);
      const at = now();
      if (
        row.state !== 'waiting' ||
        !(await repository.claimForStaff(id, { id: staff.id, name: staffName }, at))
      ) {
        const after = (await repository.findById(id)) ?? row;
        throw new ConflictError(
          after.state === 'queued'
            ? PRAY_NOW_MESSAGES.alreadyQueued
            : PRAY_NOW_MESSAGES.alreadyAccepted,
        );
      }
      const { chatId } = await openChat(
        { visitorName: row.name, visitorEmail: row.email, userId: row.memberId },
        row.request,
        staffName,
        greetingFor(row.name, staffName),
      );
      await repository.setChat(id, chatId);
      changed(id, 'accepted');
      return {
        ...row,
        state: 'accepted',
        staffId: staff.id,
        staffName,
        chatId,
        decidedAt: at.toISOString(),
      };
    },
  };
}

export type PrayNowService = ReturnType<typeof createPrayNowService>;
