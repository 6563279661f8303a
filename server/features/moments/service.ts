import type { FastifyBaseLogger } from 'fastify';
import { createHmac } from 'node:crypto';
import {
  MOMENT_DEFAULT_OPEN_SECONDS,
  isMomentActionUrl,
  type MomentAnswerBody,
  type MomentBody,
  type MomentKind,
  type ServiceMoment,
} from '#shared/schemas/moments.js';
import { toFlag } from '#server/platform/db/ids.js';
import { ConflictError, NotFoundError, ValidationError } from '#server/platform/errors.js';
import type { DomainEventPublisher } from '#server/platform/events/domain-events.js';
import { MOMENT_DEFAULTS, MOMENT_MESSAGES } from './messages.js';
import type { AnswerContact, AnswerKeys, MomentRow, MomentsRepository } from './repository.js';
import { createCountThrottle } from './count-throttle.js';

/** One counted answer, as the features acting on it (follow-ups) hear it. */
export interface MomentAnswered {
  momentId: string;
  kind: MomentKind;
  momentTitle: string;
  streamId: string;
  streamTitle: string;
  serviceId: string | null;
  memberId: string | null;
  name: string;
  email: string;
  phone: string;
  note: string;
  answeredAt: Date;
}

export type MomentAnsweredListener = (answer: MomentAnswered) => Promise<void> | void;

/** Who answers: the member, and what their request says of them (all optional). */
export interface Answerer {
  member: { id: string; name: string; email: string; phone: string } | null;
  /** The browser's device key header, when valid. */
  deviceKey: string | null;
  /** The address group and browser, for a guest who sends no key at all. */
  addressSlot: string;
}

/** Who posts it: a staff member's id, or null for a service's plan. */
export interface MomentPoster {
  staffId: string | null;
  /** The occurrence a plan posts it for, when the stream's own link is not yet readable. */
  occurrence?: { serviceId: string; scheduledStartsAt: string };
}

/** A live occurrence's room with its service's plan, as the services' room keeper tells it. */
export interface PlannedOccurrence {
  serviceId: string;
  scheduledStartsAt: string;
  startsAt: string;
  streamId: string;
  moments: ServiceMoment[];
  at: number;
}

interface Deps {
  moments: MomentsRepository;
  streams: { find(id: string): Promise<{ id: string; title: string } | undefined> };
  events: DomainEventPublisher;
  log: FastifyBaseLogger;
  /** The installation's secret: every stored key is keyed with it. */
  secret: string;
  /** How long the panel's count events wait for more answers (ms). */
  countEveryMs?: number;
}

/** The moment's words: the team's, or the kind's own; a next step must say all of its own. */
function wordsOf(body: MomentBody) {
  const defaults = MOMENT_DEFAULTS[body.kind];
  const title = body.title ?? '';
  const actionLabel = body.actionLabel ?? '';
  const actionUrl = body.actionUrl ?? '';
  const errors: Record<string, string> = {};
  if (body.kind === 'next-step') {
    if (!title) errors.title = MOMENT_MESSAGES.fields.titleRequired;
    if (!actionLabel) errors.actionLabel = MOMENT_MESSAGES.fields.actionLabelRequired;
    if (!actionUrl) errors.actionUrl = MOMENT_MESSAGES.fields.actionUrlRequired;
  } else if (actionLabel && !actionUrl) {
    errors.actionUrl = MOMENT_MESSAGES.fields.actionUrlRequired;
  } else if (actionUrl && !actionLabel) {
    errors.actionLabel = MOMENT_MESSAGES.fields.actionLabelRequired;
  }
  if (actionUrl && !isMomentActionUrl(actionUrl)) {
    errors.actionUrl = MOMENT_MESSAGES.fields.actionUrlInvalid;
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(MOMENT_MESSAGES.invalid, errors);
  return {
    title: title || defaults.title,
    text: body.text ?? defaults.text,
    actionLabel,
    actionUrl,
  };
}

export function createMomentsService({
  moments,
  streams,
  events,
  log,
  secret,
  countEveryMs = 250,
}: Deps) {
  const listeners = new Set<MomentAnsweredListener>();
  const counts = createCountThrottle({
    everyMs: countEveryMs,
    publish: async (momentId) => {
      const moment = await moments.find(momentId);
      if (moment && !moment.closed) events.publish('moment.counted', { moment });
    },
    log,
  });

  const keyOf = (kind: string, value: string) =>
    createHmac('sha256', secret).update(`moment|${kind}|${value}`).digest('base64url').slice(0, 32);

  /** Closes it once; whoever closed it first tells everyone. */
  async function close(moment: MomentRow, at: Date): Promise<MomentRow | undefined> {
    const closed = await moments.claimClose(moment.id, at.toISOString());
    if (!closed) return undefined;
    counts.forget(moment.id);
    events.publish('moment.closed', { moment: closed });
    return closed;
  }

  async function found(id: string): Promise<MomentRow> {
    const moment = await moments.find(id);
    if (!moment) throw new NotFoundError(MOMENT_MESSAGES.notFound);
    return moment;
  }

  /** The keys the person may be known by, the strongest first as who they count under. */
  function keysOf(answerer: Answerer, body: MomentAnswerBody): AnswerKeys {
    const email = body.email?.trim().toLowerCase() || answerer.member?.email.toLowerCase() || '';
    const memberId = answerer.member?.id ?? null;
    const emailKey = email ? keyOf('email', email) : null;
    const visitorKey = body.visitorKey ? keyOf('visitor', body.visitorKey) : null;
    const deviceKey = answerer.deviceKey ? keyOf('device', answerer.deviceKey) : null;
    const identity =
      (memberId && `member:${memberId}`) ||
      (emailKey && `email:${emailKey}`) ||
      (visitorKey && `visitor:${visitorKey}`) ||
      (deviceKey && `device:${deviceKey}`) ||
      `address:${keyOf('address', answerer.addressSlot)}`;
    return { identity, memberId, emailKey, visitorKey, deviceKey };
  }

  /** Contact details only when the moment asks for them; a member's own fill what is not typed. */
  function contactOf(moment: MomentRow, answerer: Answerer, body: MomentAnswerBody): AnswerContact {
    if (!moment.askContact) return { name: '', email: '', phone: '', note: '' };
    const member = answerer.member;
    return {
      name: body.name ?? member?.name ?? '',
      email: body.email ?? member?.email ?? '',
      phone: body.phone ?? member?.phone ?? '',
      note: body.note ?? '',
    };
  }

  async function tell(answer: MomentAnswered) {
    for (const listener of listeners) {
      try {
        await listener(answer);
      } catch (error) {
        log.error({ err: error, momentId: answer.momentId }, 'a moment’s answer was not handled');
      }
    }
  }

  /** Puts a moment over the stream's chat; the stream's earlier open moment closes. */
  async function post(
    streamId: string,
    body: MomentBody,
    poster: MomentPoster,
  ): Promise<MomentRow> {
    const stream = await streams.find(streamId);
    if (!stream) throw new NotFoundError(MOMENT_MESSAGES.streamNotFound);
    const words = wordsOf(body);
    const now = new Date();
    for (const earlier of await moments.unclosedForStream(streamId)) await close(earlier, now);
    const occurrence = poster.occurrence ?? (await moments.occurrenceOf(streamId));
    const openSeconds = body.openSeconds ?? MOMENT_DEFAULT_OPEN_SECONDS;
    const moment = await moments.create(
      {
        streamId,
        serviceId: occurrence?.serviceId ?? null,
        occurrenceStartsAt: occurrence?.scheduledStartsAt ?? null,
        kind: body.kind,
        ...words,
        askContact: toFlag(body.askContact),
        opensAt: now.toISOString(),
        closesAt: new Date(now.getTime() + openSeconds * 1000).toISOString(),
        createdBy: poster.staffId,
      },
      now.toISOString(),
    );
    events.publish('moment.opened', { moment });
    return moment;
  }

  return {
    /** Hears every counted answer, once, after it is stored. */
    whenAnswered(listener: MomentAnsweredListener): void {
      listeners.add(listener);
    },

    post,

    /** The team closes it before its time. */
    async closeNow(id: string): Promise<MomentRow> {
      const moment = await found(id);
      return (await close(moment, new Date())) ?? (await found(id));
    },

    /** The stream's moments, newest first, with their counts (none for an unknown stream). */
    listForStream(streamId: string): Promise<MomentRow[]> {
      return moments.listForStream(streamId);
    },

    /** What a viewer joining now is shown. */
    openForStream(streamId: string): Promise<MomentRow[]> {
      return moments.openForStream(streamId, new Date().toISOString());
    },

    /**
     * A person's answer: counted once per moment, whichever way they come back; a repeat keeps
     * the count and may add contact details. A closed moment, or one past its time, refuses it.
     */
    async answer(
      id: string,
      answerer: Answerer,
      body: MomentAnswerBody,
    ): Promise<{ responses: number; counted: boolean }> {
      const moment = await found(id);
      const now = new Date();
      if (moment.closed) throw new ConflictError(MOMENT_MESSAGES.closed);
      if (Date.parse(moment.closesAt) <= now.getTime()) {
        await close(moment, now);
        throw new ConflictError(MOMENT_MESSAGES.closed);
      }
      const contact = contactOf(moment, answerer, body);
      const outcome = await moments.answer(id, keysOf(answerer, body), contact, now.toISOString());
      if (!outcome) throw new NotFoundError(MOMENT_MESSAGES.notFound);
      if (!outcome.counted) return { responses: outcome.moment.responses, counted: false };
      counts.touch(id);
      const stream = await streams.find(moment.streamId);
      await tell({
        momentId: moment.id,
        kind: moment.kind as MomentKind,
        momentTitle: moment.title,
        streamId: moment.streamId,
        streamTitle: stream?.title ?? '',
        serviceId: moment.serviceId,
        memberId: answerer.member?.id ?? null,
        ...contact,
        answeredAt: now,
      });
      return { responses: outcome.moment.responses, counted: true };
    },

    /** Announces closed, once, each moment whose time has passed; answers how many. */
    async closeExpired(): Promise<number> {
      const now = new Date();
      let closed = 0;
      for (const moment of await moments.expired(now.toISOString())) {
        if (await close(moment, now)) closed += 1;
      }
      return closed;
    },

    /**
     * Posts the plan's moments due in a live occurrence's room: each once (claimed first, so
     * instances and repeated runs post it once), and only while it would still be open, so a
     * server back after an outage does not post a run of stale moments.
     */
    async postPlanned(occurrence: PlannedOccurrence): Promise<number> {
      const start = Date.parse(occurrence.startsAt);
      const due = occurrence.moments
        .filter(({ offsetMinutes, openSeconds }) => {
          const opens = start + offsetMinutes * 60_000;
          const closes = opens + (openSeconds ?? MOMENT_DEFAULT_OPEN_SECONDS) * 1000;
          return occurrence.at >= opens && occurrence.at < closes;
        })
        .sort((a, b) => a.offsetMinutes - b.offsetMinutes);
      let posted = 0;
      for (const { offsetMinutes, ...body } of due) {
        const key = `${offsetMinutes}|${body.kind}|${body.title ?? ''}`;
        const at = new Date(occurrence.at).toISOString();
        if (
          !(await moments.claimPlanned(occurrence.serviceId, occurrence.scheduledStartsAt, key, at))
        ) {
          continue;
        }
        await post(occurrence.streamId, body, {
          staffId: null,
          occurrence: {
            serviceId: occurrence.serviceId,
            scheduledStartsAt: occurrence.scheduledStartsAt,
          },
        });
        posted += 1;
      }
      return posted;
    },

    /**
     * A person's right to erasure: the contact details and notes they gave with this email are
     * blanked on every moment (the follow-ups' erase by email calls this too); counts stay.
     */
    eraseContactsByEmail(email: string): Promise<number> {
      const normalized = email.trim().toLowerCase();
      return moments.eraseContacts(
        normalized,
        keyOf('email', normalized),
        new Date().toISOString(),
      );
    },

    /** Stops the count events still waiting (the app is closing). */
    stop: () => counts.stop(),
  };
}

export type MomentsService = ReturnType<typeof createMomentsService>;
