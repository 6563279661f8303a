import { API, apiPath } from '#shared/api-paths.js';
import {
  type AdminSermon,
  type AdminSermonBody,
  type AdminSermonSeries,
  type AdminSermonSeriesBody,
  adminSermonResponseSchema,
  adminSermonSeriesResponseSchema,
  audioUploadResponseSchema,
} from '#shared/schemas/sermons.js';
import { sermonPagePath, sermonSeriesPagePath } from '#shared/sermon-pages.js';
import { test as base, expect } from './fixtures.js';
import { hydrated, uniqueName, uniqueWord } from './support.js';

/**
 * A short silent MP3: MPEG-1 Layer III frames at 128 kb/s, 44.1 kHz, mono, each 417 bytes of
 * a header and zeros (no audio data: silence), about 26 ms each.
 */
function silentMp3(frames: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0xc0]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

const test = base.extend<{
  createSeries: (body?: Partial<AdminSermonSeriesBody>) => Promise<AdminSermonSeries>;
  createSermon: (body: Partial<AdminSermonBody>) => Promise<AdminSermon>;
  uploadAudio: () => Promise<string>;
}>({
  createSeries: async ({ adminApi }, use) => {
    const made: string[] = [];
    await use(async (body = {}) => {
      const response = await adminApi.post(API.adminSermonSeriesList, {
        data: { title: uniqueName('Series'), description: 'A series made by a test.', ...body },
      });
      expect(response.status()).toBe(201);
      const { series } = adminSermonSeriesResponseSchema.parse(await response.json());
      made.push(series._id);
      return series;
    });
    for (const id of made.reverse()) {
      await adminApi.delete(apiPath(API.adminSermonSeries, { id }));
    }
  },
  createSermon: async ({ adminApi }, use) => {
    const made: string[] = [];
    await use(async (body) => {
      const response = await adminApi.post(API.adminSermonCreate, {
        data: {
          title: uniqueName('Sermon'),
          preacher: 'Pastor Ade Bello',
          preachedAt: new Date().toISOString(),
          published: true,
          ...body,
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      const { sermon } = adminSermonResponseSchema.parse(await response.json());
      made.push(sermon._id);
      return sermon;
    });
    for (const id of made.reverse()) await adminApi.delete(apiPath(API.adminSermon, { id }));
  },
  uploadAudio: async ({ adminApi }, use) => {
    await use(async () => {
      const response = await adminApi.post(API.adminUploadAudio, {
        multipart: {
          file: { name: 'sermon.mp3', mimeType: 'audio/mpeg', buffer: silentMp3(400) },
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      return audioUploadResponseSchema.parse(await response.json()).secure_url;
    });
  },
});

test.describe('the sermon library', () => {
  test('finds a sermon by a word in its notes and by its book, opens it, and lists its series', async ({
    page,
    createSeries,
    createSermon,
  }) => {
    const series = await createSeries();
    const noteWord = uniqueWord('mustard');
    const sermon = await createSermon({
      seriesId: series._id,
      scripture: 'Habakkuk 2:1–4',
      summary: 'Waiting on the watchtower.',
      notes: `## The watchtower\n\nWrite the vision; make it plain. A word to find: ${noteWord}.`,
    });
    const other = await createSermon({
      seriesId: series._id,
      scripture: 'Romans 8:28',
      preachedAt: new Date(Date.now() - 7 * 86_400_000).toISOString(),
    });

    await page.goto('/sermons');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sermons' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Podcast', exact: true })).toHaveAttribute(
      'href',
      API.podcastFeed,
    );

    // A word only its notes hold finds it, and only it.
    await page.getByRole('searchbox', { name: 'Search sermons' }).fill(noteWord);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`/sermons?q=${noteWord}`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article', { name: sermon.title })).toBeVisible();

    // The address is the state: the server renders it, search box and all.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search sermons' })).toHaveValue(noteWord);
    await expect(page.getByRole('article', { name: sermon.title })).toBeVisible();

    // By book: Habakkuk holds this test's sermon, and not the other one.
    await page.getByRole('link', { name: 'Clear all' }).click();
    await page.getByRole('combobox', { name: 'Book of the Bible' }).selectOption('Hab');
    await expect(page).toHaveURL('/sermons?book=Hab');
    await expect(page.getByRole('article', { name: sermon.title })).toBeVisible();
    await expect(page.getByRole('article', { name: other.title })).toHaveCount(0);

    await page.getByRole('link', { name: sermon.title }).click();
    await expect(page).toHaveURL(sermonPagePath(sermon._id));
    await expect(page.getByRole('heading', { level: 1, name: sermon.title })).toBeVisible();
    await expect(page.getByRole('link', { name: `Series: ${series.title}` })).toBeVisible();
    await expect(page.getByText('Habakkuk 2:1–4')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'The watchtower' })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${sermon.title} \\|`));

    await page.getByRole('link', { name: `Series: ${series.title}` }).click();
    await expect(page).toHaveURL(sermonSeriesPagePath(series._id));
    await expect(page.getByRole('heading', { level: 1, name: series.title })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('article').first()).toHaveAccessibleName(sermon.title);
    await expect(page.getByRole('link', { name: 'Podcast', exact: true })).toHaveAttribute(
      'href',
      `/podcast/series/${series._id}.xml`,
    );
  });

  test("a sermon's audio is its file, heard from any point: the server answers byte ranges", async ({
    page,
    createSermon,
    uploadAudio,
  }) => {
    const audioUrl = await uploadAudio();
    const sermon = await createSermon({ audioUrl });
    await page.goto(sermonPagePath(sermon._id));
    await hydrated(page);
    // The audio is the file, and the server's byte ranges let it seek.
    const audio = page.getByLabel(`Listen to ${sermon.title}`);
    await expect(audio).toHaveAttribute('src', audioUrl);
    await expect(audio).toHaveAttribute('preload', 'none');
    const position = await audio.evaluate(
      (element: HTMLAudioElement) =>
        new Promise<number>((resolve, reject) => {
          element.addEventListener('error', () => reject(new Error('the audio failed')));
          element.addEventListener(
            'loadedmetadata',
            () => {
              element.addEventListener('seeked', () => resolve(element.currentTime), {
                once: true,
              });
              element.currentTime = 5;
            },
            { once: true },
          );
          element.load();
        }),
    );
    expect(position).toBeCloseTo(5, 0);
    expect(
      await audio.evaluate((element: HTMLAudioElement) => element.seekable.end(0)),
    ).toBeGreaterThan(5);
  });

  test('a draft or unknown sermon is a missing page, answered 404', async ({
    page,
    request,
    createSermon,
  }) => {
    const draft = await createSermon({ published: false });
    for (const id of [draft._id, 'no-such-sermon']) {
      const answer = await request.get(sermonPagePath(id));
      expect(answer.status()).toBe(404);
      await page.goto(sermonPagePath(id));
      await expect(
        page.getByRole('heading', { level: 1, name: "We couldn't find that page" }),
      ).toBeVisible();
    }
  });

  test('the sermon pages name their podcast in the head and render their first screen', async ({
    request,
    createSermon,
  }) => {
    const sermon = await createSermon({ summary: 'A summary for the head.' });
    const html = await (await request.get(sermonPagePath(sermon._id))).text();
    expect(html).toContain('type="application/rss+xml"');
    expect(html).toContain(`<title>${sermon.title} |`);
    expect(html).toContain('A summary for the head.');
    // The sermon is in the server's markup: no loading state first.
    expect(html).not.toContain('Loading the sermon');
    const library = await (await request.get('/sermons')).text();
    expect(library).toContain('type="application/rss+xml"');
    expect(library).not.toContain('Loading sermons');
  });
});
