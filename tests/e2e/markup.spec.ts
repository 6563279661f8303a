import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { API, apiPath } from '#shared/api-paths.js';
import { SITE_ROUTE_LIST, SITE_ROUTES } from '#shared/routes.js';
import {
  adminSermonResponseSchema,
  adminSermonSeriesResponseSchema,
} from '#shared/schemas/sermons.js';
import { sermonPagePath, sermonSeriesPagePath } from '#shared/sermon-pages.js';
import { expect, test } from './fixtures.js';
import { hydrated, uniqueToken } from './support.js';

/** The Nu HTML Checker (W3C's), as the vnu-jar package ships it. */
const VNU_JAR = join(
  dirname(createRequire(import.meta.url).resolve('vnu-jar')),
  'build/dist/vnu.jar',
);

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** Every markup error in the files, from one run of the checker (one JVM start for all). */
function markupErrors(files: string[]): string[] {
  const run = spawnSync(
    'java',
    ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--stdout', ...files],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (run.error) throw run.error;
  const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
  return messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map(
      (message) =>
        `${message.url.replace(/^.*\//, '')}:${message.lastLine ?? '?'} ${message.message} ${message.extract ?? ''}`,
    );
}

test.describe('markup', () => {
  // One checker run over every page: slower than one page, far faster than a run each.
  test.setTimeout(180_000);

  test('every page the server renders, and /prayer after its script ran, has no markup error', async ({
    page,
    request,
    adminApi,
  }, testInfo) => {
    // A request on the wall, so the wall's cards and their "I prayed" counts are checked too.
    const sent = await request.post(API.prayerRequest, {
      data: { name: 'Tobi Ade', request: `Markup ${uniqueToken()}`, isPrivate: false },
    });
    const { prayerRequest } = (await sent.json()) as { prayerRequest: { _id: string } };
    const approved = await adminApi.patch(
      apiPath(API.adminPrayerRequest, { id: prayerRequest._id }),
      { data: { isApproved: true } },
    );
    expect(approved.status()).toBe(200);

    // A sermon with notes, a series and a video: its page and its series' page are checked too.
    const madeSeries = await adminApi.post(API.adminSermonSeriesList, {
      data: { title: `Markup series ${uniqueToken()}` },
    });
    expect(madeSeries.status()).toBe(201);
    const { series } = adminSermonSeriesResponseSchema.parse(await madeSeries.json());
    const madeSermon = await adminApi.post(API.adminSermonCreate, {
      data: {
        title: `Markup sermon ${uniqueToken()}`,
        preacher: 'Pastor Ade Bello',
        seriesId: series._id,
        scripture: 'John 3:16',
        preachedAt: new Date().toISOString(),
        notes: '## Heading\n\n- a list\n\n> a quote with [a link](https://example.com)',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        audioUrl: 'https://media.example.com/sermon.mp3',
        audioBytes: 48_384,
        durationSeconds: 9,
        published: true,
      },
    });
    expect(madeSermon.status()).toBe(201);
    const { sermon } = adminSermonResponseSchema.parse(await madeSermon.json());
    const sermonPages = [
      { path: sermonPagePath(sermon._id) },
      { path: sermonSeriesPagePath(series._id) },
    ];

    const files: string[] = [];
    const save = (name: string, html: string) => {
      const file = testInfo.outputPath(`${name}.html`);
      writeFileSync(file, html);
      files.push(file);
    };
    for (const route of [...SITE_ROUTE_LIST, ...sermonPages, { path: '/no-such-page' }]) {
      const answer = await request.get(route.path);
      expect(answer.headers()['content-type'], route.path).toContain('text/html');
      save(
        route.path === '/' ? 'home' : route.path.slice(1).replace(/\//g, '_'),
        await answer.text(),
      );
    }

    await page.goto(SITE_ROUTES.prayer.path);
    await hydrated(page);
    const wall = page.getByRole('list', { name: 'Prayer requests' });
    await expect(
      wall.getByRole('button', { name: /prayed \d+ (person|people) prayed/ }).first(),
    ).toBeVisible();
    save('prayer-after-script', await page.content());

    const errors = markupErrors(files);
    await adminApi.delete(apiPath(API.adminSermon, { id: sermon._id }));
    await adminApi.delete(apiPath(API.adminSermonSeries, { id: series._id }));
    expect(errors).toEqual([]);
  });

  test('links say where they lead, and the language button’s name holds the code it shows', async ({
    page,
  }) => {
    await page.goto(SITE_ROUTES.home.path);
    await hydrated(page);
    for (const name of ['Learn more', 'Read more']) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await expect(
      page.getByRole('link', { name: `Learn more about ${SITE_ROUTES.children.title}` }),
    ).toBeVisible();
    const language = page.locator('.language-trigger');
    await expect(language).toHaveAccessibleName(/\bEN$/);
    await expect(language).toContainText('EN');
  });
});
