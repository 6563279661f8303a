import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import {
  type TestApp,
  buildAppForOneTest,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { repositoriesOf } from '#server/platform/testing/repositories.js';
import { readScripture } from '#server/features/sermons/scripture.js';
import { seedDemoContent } from './demo.js';
import { DEMO_SERMON_SERIES, DEMO_SERMONS } from './demo-data.js';

/** Weekday and clock time of an instant in a zone, e.g. 'Sunday 08:00'. */
const inZone = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(iso))
    .replace(' at ', ' ');

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO_CONTENT: 'true' });
  });
  afterAll(() => t.close());

  const count = async (
    table:
      | 'streams'
      | 'events'
      | 'comments'
      | 'chatMessages'
      | 'testimonies'
      | 'contacts'
      | 'members'
      | 'quickChats'
      | 'streamViews'
      | 'prayerRequests'
      | 'sermons'
      | 'sermonSeries',
  ) => {
    const row = await t.app.db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('fills a new database with every kind of content', async () => {
    expect(await count('streams')).toBe(4);
    expect(await count('events')).toBe(6);
    expect(await count('comments')).toBe(6);
    expect(await count('chatMessages')).toBe(5);
    expect(await count('testimonies')).toBe(3);
    expect(await count('contacts')).toBe(4);
    expect(await count('members')).toBe(6);
    expect(await count('quickChats')).toBe(2);
    expect(await count('prayerRequests')).toBe(4);
    expect(await count('sermons')).toBe(3);
    expect(await count('sermonSeries')).toBe(1);
    // Thirty days of views, a few dozen a day.
    expect(await count('streamViews')).toBe(712);
  });

  it('puts events in the coming weeks and streams on YouTube and Facebook URLs', async () => {
    const events = await t.app.db.kysely
      .selectFrom('events')
      .select(['startDate', 'endDate'])
      .execute();
    for (const event of events) {
      expect(Date.parse(event.startDate)).toBeGreaterThan(Date.now());
      expect(event.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Date.parse(event.endDate!)).toBeGreaterThan(Date.parse(event.startDate));
    }
    const urls = (await t.app.db.kysely.selectFrom('streams').select('streamUrl').execute()).map(
      (s) => s.streamUrl,
    );
    expect(urls.some((url) => url.includes('youtube.com') || url.includes('youtu.be'))).toBe(true);
    expect(urls.some((url) => url.includes('facebook.com'))).toBe(true);
  });

  it('fills the sermon library with a published series, each scripture read as it is stored', async () => {
    const { body } = await t.request<ApiAnswer<'/api/sermons'>>('/api/sermons');
    expect(body.total).toBe(DEMO_SERMONS.length);
    expect(body.sermons.map((sermon) => sermon.title)).toEqual(
      DEMO_SERMONS.map((sermon) => sermon.title).reverse(),
    );
    for (const sermon of body.sermons) {
      expect(sermon.seriesTitle).toBe(DEMO_SERMON_SERIES.title);
      expect(Date.parse(sermon.preachedAt)).toBeLessThan(Date.now());
      expect(inZone(sermon.preachedAt, 'Africa/Lagos')).toMatch(/^Sunday/);
    }
    for (const sermon of DEMO_SERMONS) {
      expect(readScripture(sermon.scripture)).toEqual({ valid: true, books: sermon.books });
    }
    const series = await t.request<ApiAnswer<'/api/sermon-series'>>('/api/sermon-series');
    expect(series.body.series).toEqual([
      expect.objectContaining({ title: DEMO_SERMON_SERIES.title, sermonCount: 3 }),
    ]);
  });

  it('puts services on the weekday and hour of the service times, in the church’s zone', async () => {
    const streams = await t.app.db.kysely
      .selectFrom('streams')
      .select(['title', 'scheduledDate'])
      .execute();
    const when = (title: string) =>
      inZone(streams.find((stream) => stream.title === title)!.scheduledDate!, 'Africa/Lagos');
    expect(when('Sunday Celebration Service')).toBe('Sunday 08:00');
    expect(when('Midweek Bible Study')).toBe('Wednesday 18:00');
    expect(when('Friday Night of Prayer')).toBe('Friday 21:00');
    const sunday = await t.app.db.kysely
      .selectFrom('events')
      .select('startDate')
      .where('title', '=', 'Sunday Celebration Service')
      .executeTakeFirstOrThrow();
    expect(inZone(sunday.startDate, 'Africa/Lagos')).toBe('Sunday 08:00');
  });

  it('uses the church’s zone, not the server’s', async () => {
    const zone = process.env.TZ;
    // The server's clock on the far side of the date line from the church.
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      const other = await buildTestApp({ SEED_DEMO_CONTENT: 'false' });
      try {
        await repositoriesOf(other.app).settings.write('church', { timeZone: 'America/Chicago' });
        expect(await seedDemoContent(other.app.db.kysely)).toBe(true);
        const stream = await other.app.db.kysely
          .selectFrom('streams')
          .select('scheduledDate')
          .where('title', '=', 'Midweek Bible Study')
          .executeTakeFirstOrThrow();
        expect(inZone(stream.scheduledDate!, 'America/Chicago')).toBe('Wednesday 18:00');
        expect(Date.parse(stream.scheduledDate!)).toBeGreaterThan(Date.now());
      } finally {
        await other.close();
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('runs once: not again on restart, not even after the church deleted the demo streams', async () => {
    expect(await seedDemoContent(t.app.db.kysely)).toBe(false);
    await t.app.db.kysely.deleteFrom('streams').execute();
    expect(await seedDemoContent(t.app.db.kysely)).toBe(false);
    expect(await count('streams')).toBe(0);
    // Deleting a stream takes its comments, chat, reactions and views with it.
    expect(await count('comments')).toBe(0);
    expect(await count('streamViews')).toBe(0);
  });

  it('gives the church its week as repeating services, the next of each with a time to come', async () => {
    const demo = await buildAppForOneTest({ SEED_DEMO_CONTENT: 'true' });
    // Eight days from the start of today hold each weekly service's next occurrence whatever the
    // hour: on a Friday evening, the Friday service's next one is a week on.
    const { body } = await demo.request<ApiAnswer<'/api/services/upcoming'>>(
      '/api/services/upcoming?days=8',
    );
    const coming = body.services.filter((service) => service.status !== 'ended');
    expect(new Set(coming.map((service) => service.title))).toEqual(
      new Set(['Sunday Celebration Service', 'Midweek Bible Study', 'Friday Night of Prayer']),
    );
    const sunday = coming.find((service) => service.title === 'Sunday Celebration Service');
    expect(Date.parse(sunday?.startsAt ?? '')).toBeGreaterThan(Date.now() - 3 * 3_600_000);
    expect(inZone(sunday?.startsAt ?? '', 'Africa/Lagos')).toBe('Sunday 08:00');
    expect(coming.find((service) => service.mode === 'simulated')?.title).toBe(
      'Midweek Bible Study',
    );
    // The demo streams are the first occurrences' rooms: no service shows twice on the live page.
    const active = await demo.request<ApiAnswer<'/api/streams/active'>>('/api/streams/active');
    expect(active.body.streams.map((stream) => stream.title).sort()).toEqual([
      'Friday Night of Prayer',
      'Midweek Bible Study',
      'Sunday Celebration Service',
      'Teens Church Live',
    ]);
    // Last Sunday's room has ended (its chat kept); nothing claims to be live.
    expect(active.body.streams.filter((stream) => stream.isLive)).toEqual([]);
    const lastSunday = active.body.streams.find((s) => s.title === 'Sunday Celebration Service');
    expect(Date.parse(lastSunday?.chatClosesAt ?? '')).toBeLessThan(Date.now());
  });
});
