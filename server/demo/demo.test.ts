import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '#server/platform/testing/build-test-app.js';
import { seedDemoContent } from './demo.js';

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
      | 'prayerRequests',
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
    expect(await count('comments')).toBeGreaterThan(3);
    expect(await count('chatMessages')).toBeGreaterThan(3);
    expect(await count('testimonies')).toBe(3);
    expect(await count('contacts')).toBe(4);
    expect(await count('members')).toBe(6);
    expect(await count('quickChats')).toBe(2);
    expect(await count('prayerRequests')).toBe(4);
    expect(await count('streamViews')).toBeGreaterThan(300);
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

  it('runs once: not again on restart, not even after the church deleted the demo streams', async () => {
    expect(await seedDemoContent(t.app.db.kysely)).toBe(false);
    await t.app.db.kysely.deleteFrom('streams').execute();
    expect(await seedDemoContent(t.app.db.kysely)).toBe(false);
    expect(await count('streams')).toBe(0);
    // Deleting a stream takes its comments, chat, reactions and views with it.
    expect(await count('comments')).toBe(0);
    expect(await count('streamViews')).toBe(0);
  });
});
