import {
  type AdminOccurrenceBody,
  type AdminServiceInput,
  type OccurrenceAttendance,
  SERVICE_MESSAGES,
} from '#shared/schemas/services.js';
import { NotFoundError } from '#server/platform/errors.js';
import type { DomainEventPublisher } from '#server/platform/events/domain-events.js';
import type { NewService, ServiceRow, ServicesRepository } from './repository.js';
import {
  type OccurrenceTimes,
  isScheduledStart,
  localDay,
  occurrenceStatus,
  occurrenceTimes,
  occurrencesBetween,
  startOfToday,
} from './schedule.js';
import { momentPlanOf, ownOf, planOf } from './presenter.js';
import type { ServiceRooms } from './rooms.js';
import type { OccurrenceEndings } from './endings.js';
import type { OccurrenceTicks } from './ticks.js';
import {
  type CalendarService,
  serviceCalendarFile,
  servicesCalendarComponents,
} from './calendar-file.js';

const DAY = 24 * 60 * 60_000;
/** How far back the room keeper looks for occurrences still open or live: the longest service with its chat. */
const KEEPER_REACH = 2 * DAY;

interface Dependencies {
  services: ServicesRepository;
  /** The church's time zone (Settings > Church), read when needed so a change applies at once. */
  churchZone: () => Promise<string>;
  rooms: ServiceRooms;
  /** Who hears an occurrence end (the sermons' replays). */
  endings?: Pick<OccurrenceEndings, 'listen'>;
  /** Who hears each live occurrence on every run of the room keeper (the moments' plan). */
  ticks?: OccurrenceTicks;
  events: DomainEventPublisher;
  /** What the rooms drew, by stream id. */
  attendance: (streamIds: string[]) => Promise<Map<string, OccurrenceAttendance>>;
  now?: () => number;
}

/** A service and the occurrences found for it. */
export interface ServiceOccurrences {
  row: ServiceRow;
  occurrences: OccurrenceTimes[];
}

/** A day as given (YYYY-MM-DD), or a time read as its day in the church's zone. */
const lastDay = (until: string, zone: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(until) ? until : localDay(new Date(until).toISOString(), zone).date;

const serviceNotFound = () => new NotFoundError(SERVICE_MESSAGES.serviceNotFound);

/** Services on a schedule: the panel's changes, the occurrences visitors see, and their rooms. */
export function createServicesService({
  services,
  churchZone,
  rooms,
  endings,
  ticks,
  events,
  attendance,
  now = () => Date.now(),
}: Dependencies) {
  /** The row the form gives; a form sent without a plan of moments keeps the one saved. */
  async function toRow(input: AdminServiceInput, saved?: ServiceRow): Promise<NewService> {
    const zone = await churchZone();
    const first = localDay(input.startsAt, zone);
    const weekly = input.repeat === 'weekly';
    return {
      title: input.title,
      description: input.description ?? '',
      startsAt: input.startsAt,
      repeat: input.repeat,
      weekdays: weekly ? (input.weekdays ?? [first.weekday]).join(',') : '',
      until: weekly && input.until ? lastDay(input.until, zone) : null,
      durationMinutes: input.durationMinutes,
      chatOpensMinutesBefore: input.chatOpensMinutesBefore,
      chatClosesMinutesAfter: input.chatClosesMinutesAfter,
      mode: input.mode,
      streamUrl: input.mode === 'live' ? (input.streamUrl ?? '') : '',
      videoUrl: input.mode === 'simulated' ? (input.videoUrl ?? '') : '',
      videoDurationSeconds:
        input.mode === 'simulated' ? (input.videoDurationSeconds ?? null) : null,
      moments: input.moments ? JSON.stringify(input.moments) : (saved?.moments ?? '[]'),
    };
  }

  /** Every service's occurrences starting in [from, to), with their own changes. */
  async function occurrencesFrom(rows: ServiceRow[], from: Date, to: Date) {
    const zone = await churchZone();
    const reach = (at: Date, by: number) => new Date(at.getTime() + by).toISOString();
    const own = await services.occurrencesOf(
      rows.map((row) => row.id),
      reach(from, -KEEPER_REACH),
      reach(to, KEEPER_REACH),
    );
    return rows.map((row) => ({
      row,
      occurrences: occurrencesBetween(
        planOf(row),
        own.filter((o) => o.serviceId === row.id).map(ownOf),
        zone,
        from,
        to,
      ),
    }));
  }

  const occurrencesOfOne = async (row: ServiceRow, from: Date, to: Date) =>
    (await occurrencesFrom([row], from, to))[0]?.occurrences ?? [];

  async function calendarServices(rows: ServiceRow[]): Promise<CalendarService[]> {
    const own = await services.ownOf(rows.map((row) => row.id));
    return rows.map((row) => ({ row, own: own.filter((o) => o.serviceId === row.id) }));
  }

  /**
   * The coming occurrences as last worked out, per `days`: every public page's first screen
   * reads them, and working them out is a few queries and the calendar arithmetic. Kept for
   * UPCOMING_MEMO_MS of the clock at most (the public answer's own age), dropped on a change here.
   */
  let upcomingMemo = new Map<
    number,
    { at: number; from: number; occurrences: OccurrenceTimes[] }
  >();
  const forgetUpcoming = () => {
    upcomingMemo = new Map();
  };

  const changed = <T>(result: T): T => {
    forgetUpcoming();
    events.publish('service.changed', {});
    return result;
  };

  async function found(id: string) {
    const row = await services.find(id);
    if (!row) throw serviceNotFound();
    return row;
  }

  /** The occurrences in the range, every service's, in start order. */
  async function between(from: Date, to: Date): Promise<OccurrenceTimes[]> {
    const all = await occurrencesFrom(await services.list(), from, to);
    return all
      .flatMap(({ occurrences }) => occurrences)
      .sort(
        (a, b) => a.startsAt.localeCompare(b.startsAt) || a.serviceId.localeCompare(b.serviceId),
      );
  }

  /**
   * Opens, starts and ends rooms as the clock reaches each occurrence's moments. Each moment is
   * claimed in the database first, so instances running this together act once between them.
   */
  async function keepRooms() {
    const at = now();
    const occurrences = await between(new Date(at - KEEPER_REACH), new Date(at + DAY + 60_000));
    const rowsById = new Map((await services.list()).map((row) => [row.id, row]));
    let acted = false;
    for (const occurrence of occurrences) {
      const row = rowsById.get(occurrence.serviceId);
      if (row && (await rooms.keep(row, occurrence, at))) acted = true;
      if (row && ticks && isLive(occurrence, at)) {
        await ticks.announce({
          serviceId: row.id,
          scheduledStartsAt: occurrence.scheduledStartsAt,
          startsAt: occurrence.startsAt,
          streamId: occurrence.streamId as string,
          title: occurrence.title,
          moments: momentPlanOf(row),
          at,
        });
      }
    }
    if (acted) {
      forgetUpcoming();
      events.publish('service.changed', {});
    }
  }

  let keeping: Promise<void> | undefined;
  let keptAt = Number.NEGATIVE_INFINITY;
  /**
   * The rooms as the clock says, before an answer that shows them: at most one run at a time
   * and one every few seconds of the clock, so busy pages do not multiply the work.
   */
  async function roomsKept() {
    if (keeping) return keeping;
    if (now() - keptAt < KEEP_EVERY_MS) return;
    keptAt = now();
    keeping = keepRooms().finally(() => {
      keeping = undefined;
    });
    return keeping;
  }

  return {
    /**
     * Hears each occurrence's end, once between instances, after its room went offline; the
     * room keeper waits for the listener, whose failure is logged and never stops it.
     */
    whenOccurrenceEnds: (listener: Parameters<OccurrenceEndings['listen']>[0]) =>
      endings?.listen(listener) ?? (() => false),

    /**
     * Hears each live occurrence, with its service's plan of moments, on every run of the room
     * keeper; the listener claims what it acts on, so a run repeated acts once.
     */
    whenOccurrenceTick: (listener: Parameters<OccurrenceTicks['listen']>[0]) =>
      ticks?.listen(listener) ?? (() => false),

    keepRooms: () => {
      keptAt = now();
      return keepRooms();
    },

    /** From the start of today in the church's zone to `days` ahead, ended ones of today too. */
    async upcoming(days: number) {
      await roomsKept();
      const at = now();
      const zone = await churchZone();
      const from = startOfToday(zone, new Date(at)).getTime();
      const memo = upcomingMemo.get(days);
      if (memo && memo.from === from && at - memo.at >= 0 && at - memo.at < UPCOMING_MEMO_MS) {
        return memo.occurrences;
      }
      const occurrences = await between(new Date(from), new Date(from + days * DAY));
      upcomingMemo.set(days, { at, from, occurrences });
      return occurrences;
    },

    /** The occurrence whose chat is open now, the live one first; with its service. */
    async current(): Promise<{ times: OccurrenceTimes; row: ServiceRow } | undefined> {
      await roomsKept();
      const at = now();
      const open = (await between(new Date(at - KEEPER_REACH), new Date(at + DAY + 60_000)))
        .filter((o) => !o.cancelled)
        .filter((o) => at >= Date.parse(o.chatOpensAt) && at < Date.parse(o.chatClosesAt));
      const rank = (o: OccurrenceTimes) =>
        ({ live: 0, open: 1, ended: 2 })[occurrenceStatus(o, at) as 'live'] ?? 3;
      const times = open.sort((a, b) => rank(a) - rank(b))[0];
      if (!times) return undefined;
      const row = await services.find(times.serviceId);
      return row ? { times, row } : undefined;
    },

    async list() {
      const rows = await services.list();
      const at = now();
      const ahead = await occurrencesFrom(rows, new Date(at), new Date(at + 400 * DAY));
      return ahead.map(({ row, occurrences }) => ({
        row,
        nextStartsAt: occurrences.find((o) => !o.cancelled)?.startsAt ?? null,
      }));
    },

    /** One service, its coming occurrences (up to `count`) and its recent ones, newest first. */
    async detail(id: string, count = 12) {
      const row = await found(id);
      const at = now();
      const ahead = await occurrencesOfOne(row, new Date(at - DAY), new Date(at + 120 * DAY));
      const behind = await occurrencesOfOne(row, new Date(at - 120 * DAY), new Date(at - DAY));
      const all = [...behind, ...ahead];
      const upcoming = all.filter((o) => Date.parse(o.chatClosesAt) > at).slice(0, count);
      const past = all
        .filter((o) => Date.parse(o.chatClosesAt) <= at)
        .reverse()
        .slice(0, count);
      const roomsOf = (list: OccurrenceTimes[]) =>
        list.flatMap((o) => (o.streamId ? [o.streamId] : []));
      return {
        row,
        upcoming,
        past,
        attendance: await attendance(roomsOf([...upcoming, ...past])),
        nextStartsAt: upcoming.find((o) => !o.cancelled)?.startsAt ?? null,
      };
    },

    /** Every service as calendar components, for the calendar feed. */
    async calendarComponents(siteUrl: string) {
      return servicesCalendarComponents(
        await calendarServices(await services.list()),
        await churchZone(),
        siteUrl,
      );
    },

    /** One service as an iCalendar file, with its title for the file's name. */
    async calendarFile(id: string, siteUrl: string) {
      const row = await found(id);
      const [service] = await calendarServices([row]);
      const file = serviceCalendarFile(service as CalendarService, await churchZone(), siteUrl);
      return { title: row.title, file };
    },

    /** Each service's occurrences of the last `weeks` weeks that had a room, newest first. */
    async attendanceReport(weeks: number) {
      const at = now();
      const rows = await services.list();
      const all = await occurrencesFrom(rows, new Date(at - weeks * 7 * DAY), new Date(at));
      const held = all.map(({ row, occurrences }) => ({
        row,
        occurrences: occurrences.filter((o) => !o.cancelled && o.streamId).reverse(),
      }));
      const figures = await attendance(
        held.flatMap(({ occurrences }) => occurrences.map((o) => o.streamId as string)),
      );
      return { held, figures };
    },

    create: async (input: AdminServiceInput) => changed(await services.create(await toRow(input))),

    async update(id: string, input: AdminServiceInput) {
      const saved = await found(id);
      const row = await services.update(id, await toRow(input, saved));
      if (!row) throw serviceNotFound();
      return changed(row);
    },

    /** The service as it was; its rooms leave the live page (their chat stays stored). */
    async delete(id: string) {
      const roomIds = (await services.ownOf([id])).flatMap((o) => (o.streamId ? [o.streamId] : []));
      const row = await services.delete(id);
      if (!row) throw serviceNotFound();
      await rooms.hideAll(roomIds);
      return changed(row);
    },

    /** One occurrence changed on its own, named by the start the schedule gives it. */
    async changeOccurrence(id: string, scheduledStartsAt: string, body: AdminOccurrenceBody) {
      const row = await found(id);
      const zone = await churchZone();
      const start = new Date(scheduledStartsAt);
      const notFound = () => new NotFoundError(SERVICE_MESSAGES.occurrenceNotFound);
      if (Number.isNaN(start.getTime())) throw notFound();
      const known = await services.occurrence(id, start.toISOString());
      if (!known && !isScheduledStart(planOf(row), zone, start.toISOString())) throw notFound();
      const own = await services.changeOccurrence(id, start.toISOString(), {
        ...(body.cancelled === undefined ? {} : { cancelled: body.cancelled }),
        ...(body.startsAt === undefined ? {} : { startsAt: body.startsAt }),
        ...(body.title === undefined ? {} : { title: body.title || null }),
        ...(body.durationMinutes === undefined ? {} : { durationMinutes: body.durationMinutes }),
      });
      const times = occurrenceTimes(planOf(row), zone, start.toISOString(), own && ownOf(own));
      await rooms.follow(row, times);
      await rooms.keep(row, times, now());
      return changed({ row, times });
    },
  };
}

/** Live by its room as the keeper found it this run: went live, not ended, not past its end. */
const isLive = (occurrence: OccurrenceTimes, at: number) =>
  Boolean(occurrence.streamId && occurrence.wentLiveAt && !occurrence.endedAt) &&
  !occurrence.cancelled &&
  at < Date.parse(occurrence.endsAt);

/** How long the coming occurrences, once worked out, answer again (by the clock). */
const UPCOMING_MEMO_MS = 5_000;

/** How often pages' reads may run the room keeper, by the clock. */
const KEEP_EVERY_MS = 5_000;

export type ServicesService = ReturnType<typeof createServicesService>;
