import { MESSAGES } from '#shared/messages.js';
import {
  FOLLOW_UP_EXPORT_MAX_ROWS,
  FOLLOW_UP_MESSAGES,
  type FollowUpEmailBody,
  type FollowUpPatchBody,
} from '#shared/schemas/follow-ups.js';
import type { Settings } from '#shared/schemas/settings.js';
import { fillTemplate, paragraphsOf } from '#shared/follow-up-template.js';
import type { StaffMember } from '#server/platform/auth/admin-guard.js';
import { NotFoundError, ValidationError } from '#server/platform/errors.js';
import type { DomainEventPublisher } from '#server/platform/events/domain-events.js';
import type { MailService } from '#server/features/mail/index.js';
import { toCsv } from '#server/features/prayer-requests/index.js';
import { presentFollowUp } from './presenter.js';
import type {
  FollowUpFilter,
  FollowUpRow,
  FollowUpsRepository,
  NewFollowUp,
} from './repository.js';

/** Closed follow-ups erased per pass, so one pass never holds the database long. */
const PURGE_BATCH = 500;

interface Dependencies {
  repository: FollowUpsRepository;
  settings: { get(): Promise<Settings> };
  mail: Pick<MailService, 'send'>;
  events: DomainEventPublisher;
  /** The answers behind the follow-ups keep the same details: they are blanked with them. */
  momentContacts: { eraseContactsByEmail(email: string): Promise<number> };
  now?: () => Date;
}

interface ListQuery {
  status?: string;
  kind?: string;
  assignedTo?: string;
  search?: string;
}

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
 * The follow-up queue: every moment answer with contact details, for the team to reach the
 * person. It keeps the prayer queue's rules on personal data: moderators work it, admins export
 * and erase it, and closed ones go after the prayer queue's retention period.
 */
export function createFollowUpsService({
  repository,
  settings,
  mail,
  momentContacts,
  events,
  now = () => new Date(),
}: Dependencies) {
  async function present(rows: readonly FollowUpRow[]) {
    const names = await repository.staffNames(
      rows.flatMap((row) => (row.assignedTo ? [row.assignedTo] : [])),
    );
    return rows.map((row) => presentFollowUp(row, names));
  }

  async function presentOne(row: FollowUpRow) {
    const [presented] = await present([row]);
    if (!presented) throw new NotFoundError(FOLLOW_UP_MESSAGES.notFound);
    return presented;
  }

  async function found(id: string) {
    const row = await repository.findById(id);
    if (!row) throw new NotFoundError(FOLLOW_UP_MESSAGES.notFound);
    return row;
  }

  /** `me` is the caller, `none` unassigned, anything else a staff id. */
  function resolveFilter(query: ListQuery, staff: StaffMember): FollowUpFilter {
    const { assignedTo, ...rest } = query;
    if (assignedTo === 'me') return { ...rest, assignedTo: staff.id };
    if (assignedTo === 'none') return { ...rest, assignedTo: null };
    return assignedTo ? { ...rest, assignedTo } : rest;
  }

  /** The email "Email them" sends: the kind's template, or the team's edited copy. */
  async function emailFor(row: FollowUpRow, edited?: FollowUpEmailBody) {
    const current = await settings.get();
    const kind = presentFollowUp(row, new Map()).kind;
    const template = current.followUp[kind];
    return fillTemplate(
      { subject: edited?.subject ?? template.subject, body: edited?.body ?? template.body },
      { name: row.name, churchName: current.general.siteName, momentTitle: row.momentTitle },
    );
  }

  return {
    /** Records a moment's answer that left an email or a phone number. */
    async record(input: NewFollowUp) {
      const row = await repository.create(input, now());
      events.publish('followUp.received', { id: row.id });
      return row;
    },

    async list(query: ListQuery & { page: number; limit: number }, staff: StaffMember) {
      const { page, limit, ...filter } = query;
      const { rows, total } = await repository.list(resolveFilter(filter, staff), { page, limit });
      return { rows: await present(rows), total };
    },

    async update(id: string, body: FollowUpPatchBody) {
      await found(id);
      if (body.assignedTo) {
        const known = await repository.staffNames([body.assignedTo]);
        if (!known.has(body.assignedTo)) {
          throw new ValidationError(MESSAGES.errors.validation, {
            assignedTo: FOLLOW_UP_MESSAGES.staffUnknown,
          });
        }
      }
      const after = await repository.update(
        id,
        {
          status: body.status,
          // An empty id from a select is "unassigned", as null is.
          assignedTo: body.assignedTo === undefined ? undefined : body.assignedTo || null,
          teamNote: body.note,
          isUrgent: body.isUrgent,
        },
        now().toISOString(),
      );
      if (!after) throw new NotFoundError(FOLLOW_UP_MESSAGES.notFound);
      events.publish('followUp.updated', { id });
      return presentOne(after);
    },

    /** The templates "Email them" starts from, for the panel to show filled in before sending. */
    async templates() {
      const current = await settings.get();
      return { churchName: current.general.siteName, templates: current.followUp };
    },

    /**
     * Queues the email in the church's name; a new follow-up becomes contacted. Someone who
     * gave only a phone number cannot be emailed: 400.
     */
    async email(id: string, edited?: FollowUpEmailBody) {
      const row = await found(id);
      if (!row.email) {
        throw new ValidationError(FOLLOW_UP_MESSAGES.noEmail, {
          email: FOLLOW_UP_MESSAGES.noEmail,
        });
      }
      const { subject, body } = await emailFor(row, edited);
      await mail.send('follow-up', row.email, {
        subject,
        paragraphs: paragraphsOf(body),
        writtenByPerson: true,
      });
      const after = await repository.markEmailed(id, now().toISOString());
      if (!after) throw new NotFoundError(FOLLOW_UP_MESSAGES.notFound);
      events.publish('followUp.updated', { id });
      return presentOne(after);
    },

    /** The queue as CSV, filtered like the list, escaped against formula injection. */
    async exportCsv(query: ListQuery, staff: StaffMember) {
      const rows = await repository.listAll(resolveFilter(query, staff), FOLLOW_UP_EXPORT_MAX_ROWS);
      const items = await present(rows);
      return toCsv(
        [
          'id',
          'received',
          'kind',
          'moment',
          'stream',
          'name',
          'email',
          'phone',
          'note',
          'status',
          'urgent',
          'assigned to',
          'team note',
          'last emailed',
        ],
        items.map((item) => [
          item._id,
          item.createdAt,
          item.kind,
          item.momentTitle,
          item.streamTitle,
          item.name,
          item.email,
          item.phone,
          item.note,
          item.status,
          item.isUrgent,
          item.assignedToName ?? '',
          item.teamNote,
          item.lastEmailedAt ?? '',
        ]),
      );
    },

    /** Erases every follow-up of one address on its owner's request. */
    async eraseByEmail(email: string) {
      const ids = await repository.byEmail(email);
      const erased = await repository.deleteMany(ids);
      await momentContacts.eraseContactsByEmail(email);
      if (ids.length > 0) events.publish('followUp.erased', { ids });
      return erased;
    },

    /**
     * Erases closed follow-ups older than the prayer queue's retention period: the same
     * personal data, kept as long. Safe on every instance at once.
     */
    async purgeExpired(at = now()) {
      const { prayer } = await settings.get();
      const before = monthsBefore(at, prayer.closedRetentionMonths).toISOString();
      let erased = 0;
      for (;;) {
        const batch = await repository.closedBefore(before, PURGE_BATCH);
        if (batch.length === 0) break;
        erased += await repository.deleteMany(batch.map((row) => row.id));
        if (batch.length < PURGE_BATCH) break;
      }
      return erased;
    },

    counts: (staffId: string) => repository.counts(staffId),
  };
}

export type FollowUpsService = ReturnType<typeof createFollowUpsService>;
