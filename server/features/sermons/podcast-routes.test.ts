import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Parser from 'rss-parser';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API, apiPath } from '#shared/api-paths.js';
import { SERMON_MESSAGES } from '#shared/schemas/sermons.js';
import { DEFAULT_PODCAST_ARTWORK_URL } from '#shared/sermon-media.js';
import { DEFAULT_SETTINGS } from '#shared/default-settings.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildAppForOneTest,
} from '#server/platform/testing/build-test-app.js';
import { makeMp3 } from '#server/platform/testing/media-fixtures.js';
import { podcastGuid } from './podcast-feed.js';

type Saved = ApiAnswer<'/api/admin/sermon', 'post'>;
type SavedSeries = ApiAnswer<'/api/admin/sermon-series', 'post'>;

interface XmlElement {
  $?: Record<string, string>;
}

const parser = new Parser<
  { language: string; 'podcast:guid': string; 'podcast:locked': string; 'atom:link': XmlElement },
  { enclosures: XmlElement[]; guids: (XmlElement | string)[] }
>({
  customFields: {
    feed: ['language', 'podcast:guid', 'podcast:locked', 'atom:link'],
    item: [
      ['enclosure', 'enclosures', { keepArray: true }],
      ['guid', 'guids', { keepArray: true }],
    ],
  },
});

const AUDIO_FILE = 'abcdefabcdefabcdefabcdef.mp3';

describe('podcast feeds', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let audio: Buffer;

  beforeEach(async () => {
    t = await buildAppForOneTest();
    auth = await adminAuthHeader(t);
    const dir = t.app.config.uploads.dir;
    mkdirSync(dir, { recursive: true });
    audio = makeMp3(2);
    writeFileSync(join(dir, AUDIO_FILE), audio);
  });

  const site = () => t.app.config.publicSiteUrl.replace(/\/+$/, '');

  async function addSermon(fields: Record<string, unknown>) {
    const saved = await t.request<Saved>(API.adminSermonCreate, {
      method: 'POST',
      headers: auth,
      json: {
        title: 'Born Again',
        preacher: 'Pastor Ruth',
        preachedAt: '2026-10-04T09:00:00.000Z',
        scripture: 'John 3:1–21',
        summary: 'What Jesus told Nicodemus by night.',
        audioUrl: `/uploads/${AUDIO_FILE}`,
        durationSeconds: 2,
        published: true,
        ...fields,
      },
    });
    expect(saved.status).toBe(201);
    return saved.body.sermon;
  }

  const feed = async (path: string) => {
    const answer = await t.request<string>(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    return parser.parseString(answer.text);
  };

  it('holds every published sermon with audio, with what PSP-1 requires', async () => {
    const withAudio = await addSermon({});
    await addSermon({ title: 'Only a video', audioUrl: '' });
    await addSermon({ title: 'Still a draft', published: false });

    const podcast = await feed(API.podcastFeed);
    expect(podcast).toMatchObject({
      title: 'Living Waters Church Sermons',
      link: `${site()}/sermons`,
      language: 'en',
      'podcast:guid': podcastGuid(`${site()}/podcast.xml`),
      'podcast:locked': 'no',
      'atom:link': { $: { href: `${site()}/podcast.xml`, rel: 'self' } },
      itunes: {
        image: `${site()}${DEFAULT_PODCAST_ARTWORK_URL}`,
        explicit: 'false',
        categoriesWithSubs: [{ name: 'Religion & Spirituality', subs: [{ name: 'Christianity' }] }],
      },
    });
    expect(podcast.description).toBe(DEFAULT_SETTINGS.general.siteDescription);
    expect(podcast.items.map((item) => item.title)).toEqual(['Born Again']);
    const [episode] = podcast.items;
    expect(episode).toMatchObject({
      link: `${site()}/sermons/${withAudio._id}`,
      pubDate: 'Sun, 04 Oct 2026 09:00:00 GMT',
      enclosures: [
        {
          $: {
            url: `${site()}/uploads/${AUDIO_FILE}`,
            length: String(audio.length),
            type: 'audio/mpeg',
          },
        },
      ],
      guids: [{ _: withAudio._id, $: { isPermaLink: 'false' } }],
      itunes: { duration: '2' },
    });
  });

  it('answers from its cache until a sermon is published', async () => {
    await addSermon({});
    expect((await feed(API.podcastFeed)).items).toHaveLength(1);
    expect((await feed(API.podcastFeed)).items).toHaveLength(1);

    const draft = await addSermon({
      title: 'Newer',
      preachedAt: '2026-10-11T09:00:00.000Z',
      published: false,
    });
    expect((await feed(API.podcastFeed)).items).toHaveLength(1);

    const published = await t.request(apiPath(API.adminSermon, { id: draft._id }), {
      method: 'PUT',
      headers: auth,
      json: { ...draft, seriesId: null, published: true },
    });
    expect(published.status).toBe(200);
    expect((await feed(API.podcastFeed)).items.map((item) => item.title)).toEqual([
      'Newer',
      'Born Again',
    ]);
  });

  it('gives a series its own feed with its artwork, and no feed for a series that is not there', async () => {
    const created = await t.request<SavedSeries>(API.adminSermonSeriesList, {
      method: 'POST',
      headers: auth,
      json: {
        title: 'Foundations & Faith',
        description: 'Three Sundays on grace.',
        artworkUrl: 'https://cdn.example.org/foundations.jpg',
      },
    });
    expect(created.status).toBe(201);
    const series = created.body.series;
    await addSermon({ seriesId: series._id });
    await addSermon({ title: 'Outside the series' });

    const path = apiPath(API.seriesPodcastFeed, { id: series._id });
    expect(path).toBe(`/podcast/series/${series._id}.xml`);
    const podcast = await feed(path);
    expect(podcast).toMatchObject({
      title: 'Foundations & Faith · Living Waters Church',
      description: 'Three Sundays on grace.',
      link: `${site()}/sermons/series/${series._id}`,
      'podcast:guid': podcastGuid(`${site()}${path}`),
      itunes: { image: 'https://cdn.example.org/foundations.jpg' },
    });
    expect(podcast.items.map((item) => item.title)).toEqual(['Born Again']);

    const missing = await t.request<ErrorBody>(
      apiPath(API.seriesPodcastFeed, { id: 'ffffffffffffffffffffffff' }),
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: SERMON_MESSAGES.seriesNotFound });
  });

  it('shows the artwork chosen in Settings, the new one as soon as it is saved', async () => {
    await addSermon({});
    const saved = await t.request(API.adminSettings, {
      method: 'PUT',
      headers: auth,
      json: { sermons: { podcastArtworkUrl: 'https://cdn.example.org/church.jpg' } },
    });
    expect(saved.status).toBe(200);
    expect((await feed(API.podcastFeed)).itunes?.image).toBe('https://cdn.example.org/church.jpg');
  });
});
