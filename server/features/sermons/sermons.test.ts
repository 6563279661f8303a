import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API, apiPath } from '#shared/api-paths.js';
import { MESSAGES } from '#shared/messages.js';
import { SERMONS_PAGE_SIZE, SERMON_MESSAGES } from '#shared/schemas/sermons.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildAppForOneTest,
} from '#server/platform/testing/build-test-app.js';
import { freshClient } from '#server/platform/testing/factories.js';

type Sermons = ApiAnswer<'/api/sermons'>;
type OneSermon = ApiAnswer<'/api/sermon/{id}'>;
type SeriesList = ApiAnswer<'/api/sermon-series'>;
type Saved = ApiAnswer<'/api/admin/sermon', 'post'>;
type AdminSermons = ApiAnswer<'/api/admin/sermons'>;
type SavedSeries = ApiAnswer<'/api/admin/sermon-series', 'post'>;
type AdminSeriesList = ApiAnswer<'/api/admin/sermon-series'>;

const sermon = {
  title: 'Saved by Grace',
  preacher: 'Pastor Ade',
  scripture: 'Ephesians 2:1–10; Romans 5',
  preachedAt: '2026-10-04T09:00:00.000Z',
  summary: 'What grace is and what it does.',
  notes: '## Grace\n\nNot by **works**.',
  published: true,
};

describe('sermons', () => {
  let t: TestApp;
  let auth: Record<string, string>;

  beforeEach(async () => {
    t = await buildAppForOneTest();
    auth = await adminAuthHeader(t);
  });

  const create = <T = Saved>(json: unknown, headers = auth) =>
    t.request<T>(API.adminSermonCreate, { method: 'POST', json, headers });
  const createSeries = async (json: unknown) => {
    const saved = await t.request<SavedSeries>(API.adminSermonSeriesList, {
      method: 'POST',
      json,
      headers: auth,
    });
    expect(saved.status).toBe(201);
    return saved.body.series;
  };
  const list = (query = '') => t.request<Sermons>(`${API.sermons}${query}`);

  it('adds, edits and deletes a sermon, reading its scripture and rendering its notes', async () => {
    const saved = await create(sermon);
    expect(saved.status).toBe(201);
    const id = saved.body.sermon._id;
    expect(saved.body.sermon).toMatchObject({
      title: 'Saved by Grace',
      preacher: 'Pastor Ade',
      books: ['Eph', 'Rom'],
      published: true,
      seriesId: null,
      seriesTitle: null,
      audioUrl: '',
      audioType: null,
      audioBytes: 0,
      streamId: null,
      notesHtml: '<h2>Grace</h2><p>Not by <strong>works</strong>.</p>',
    });

    const series = await createSeries({ title: 'Foundations', description: 'Basics', order: 1 });
    const edited = await t.request<Saved>(apiPath(API.adminSermon, { id }), {
      method: 'PUT',
      json: { ...sermon, seriesId: series._id, scripture: 'John 3' },
      headers: auth,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.sermon).toMatchObject({
      seriesId: series._id,
      seriesTitle: 'Foundations',
      books: ['John'],
    });

    const detail = await t.request<OneSermon>(apiPath(API.sermon, { id }));
    expect(detail.body.sermon).toMatchObject({ _id: id, seriesTitle: 'Foundations' });
    expect(detail.body.sermon.notesHtml).toContain('<strong>works</strong>');

    // Deleting the series leaves the sermon in none.
    const seriesGone = await t.request<ErrorBody>(
      apiPath(API.adminSermonSeries, { id: series._id }),
      { method: 'DELETE', headers: auth },
    );
    expect(seriesGone.body).toEqual({ message: SERMON_MESSAGES.seriesDeleted });
    const after = await t.request<OneSermon>(apiPath(API.sermon, { id }));
    expect(after.body.sermon).toMatchObject({ seriesId: null, seriesTitle: null });

    const removed = await t.request<ErrorBody>(apiPath(API.adminSermon, { id }), {
      method: 'DELETE',
      headers: auth,
    });
    expect(removed.body).toEqual({ message: SERMON_MESSAGES.sermonDeleted });
    const gone = await t.request<ErrorBody>(apiPath(API.sermon, { id }));
    expect(gone.status).toBe(404);
    const again = await t.request<ErrorBody>(apiPath(API.adminSermon, { id }), {
      method: 'DELETE',
      headers: auth,
    });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: SERMON_MESSAGES.sermonNotFound });
  });

  it('refuses a sermon without what it needs, field by field', async () => {
    const empty = await create<ErrorBody>({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      title: SERMON_MESSAGES.titleRequired,
      preacher: SERMON_MESSAGES.preacherRequired,
      preachedAt: SERMON_MESSAGES.preachedAtRequired,
    });
    for (const scripture of ['Hezekiah 3:1', 'hello', 'John 99:1', 'John 3; hello']) {
      const bad = await create<ErrorBody>({ ...sermon, scripture });
      expect(bad.status, scripture).toBe(400);
      expect(bad.body.errors).toEqual({ scripture: SERMON_MESSAGES.scriptureInvalid });
    }
    const noSeries = await create<ErrorBody>({ ...sermon, seriesId: '0123456789abcdef01234567' });
    expect(noSeries.status).toBe(400);
    expect(noSeries.body.errors).toEqual({ seriesId: SERMON_MESSAGES.seriesNotFound });
    const external = await create<ErrorBody>({
      ...sermon,
      audioUrl: 'https://cdn.example/grace.mp3',
    });
    expect(external.body.errors).toEqual({
      audioBytes: SERMON_MESSAGES.audioBytesRequired,
      durationSeconds: SERMON_MESSAGES.durationRequired,
    });
    const series = await t.request<ErrorBody>(API.adminSermonSeriesList, {
      method: 'POST',
      json: { title: ' ' },
      headers: auth,
    });
    expect(series.body.errors).toEqual({ title: SERMON_MESSAGES.seriesTitleRequired });
    const unknown = await t.request<ErrorBody>(
      apiPath(API.adminSermonSeries, { id: '0123456789abcdef01234567' }),
      { method: 'PUT', json: { title: 'X' }, headers: auth },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: SERMON_MESSAGES.seriesNotFound });
  });

  it('measures an uploaded audio file itself, and types one hosted elsewhere by its name', async () => {
    const dir = t.app.config.uploads.dir;
    mkdirSync(dir, { recursive: true });
    // Two MPEG audio frames' headers: what an MP3 file starts with.
    const mp3 = Buffer.alloc(1044);
    mp3.set([0xff, 0xfb, 0x90, 0x64]);
    mp3.set([0xff, 0xfb, 0x90, 0x64], 522);
    writeFileSync(join(dir, 'aaaaaaaaaaaaaaaaaaaaaaaa.mp3'), mp3);
    const m4a = Buffer.alloc(64);
    m4a.writeUInt32BE(24, 0);
    m4a.write('ftypM4A ', 4, 'latin1');
    m4a.write('M4A isom', 16, 'latin1');
    writeFileSync(join(dir, 'bbbbbbbbbbbbbbbbbbbbbbbb.m4a'), m4a);
    writeFileSync(join(dir, 'cccccccccccccccccccccccc.mp3'), 'not audio at all');

    const uploaded = await create({
      ...sermon,
      audioUrl: '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.mp3',
      audioBytes: 5,
      durationSeconds: 1800,
    });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.sermon).toMatchObject({
      audioBytes: 1044,
      audioType: 'audio/mpeg',
      durationSeconds: 1800,
    });
    const mp4 = await create({ ...sermon, audioUrl: '/uploads/bbbbbbbbbbbbbbbbbbbbbbbb.m4a' });
    expect(mp4.body.sermon).toMatchObject({ audioBytes: 64, audioType: 'audio/mp4' });

    const missing = await create<ErrorBody>({
      ...sermon,
      audioUrl: '/uploads/dddddddddddddddddddddddd.mp3',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ audioUrl: SERMON_MESSAGES.audioMissing });
    const notAudio = await create<ErrorBody>({
      ...sermon,
      audioUrl: '/uploads/cccccccccccccccccccccccc.mp3',
    });
    expect(notAudio.body.errors).toEqual({ audioUrl: SERMON_MESSAGES.notAudio });
    const escape = await create<ErrorBody>({ ...sermon, audioUrl: '/uploads/../sqlite.db' });
    expect(escape.status).toBe(400);

    const external = await create({
      ...sermon,
      audioUrl: 'https://cdn.example/grace.m4a?token=1',
      audioBytes: 123456,
      durationSeconds: 2400,
    });
    expect(external.body.sermon).toMatchObject({
      audioBytes: 123456,
      audioType: 'audio/mp4',
      durationSeconds: 2400,
    });
    const mpeg = await create({
      ...sermon,
      audioUrl: 'https://cdn.example/grace',
      audioBytes: 1,
      durationSeconds: 1,
    });
    expect(mpeg.body.sermon.audioType).toBe('audio/mpeg');

    // A podcast's episodes: published sermons with audio, the latest first.
    const episodes = await t.app.sermons.podcastSermons(null, 10);
    expect(episodes).toHaveLength(4);
    expect(episodes.every((episode) => episode.audioUrl !== '')).toBe(true);
  });

  it('lists published sermons only, the latest first, searched, filtered and paged', async () => {
    const faith = await createSeries({ title: 'Faith', order: 2 });
    const hope = await createSeries({ title: 'Hope', order: 1 });
    await createSeries({ title: 'Empty', order: 0 });
    const saved: string[] = [];
    for (let day = 1; day <= SERMONS_PAGE_SIZE + 2; day += 1) {
      const { body } = await create({
        ...sermon,
        title: `Sermon ${day}`,
        preacher: day % 2 ? 'Pastor Ade' : 'Sister Bola',
        seriesId: day <= 3 ? faith._id : hope._id,
        scripture: day === 5 ? '1 Corinthians 13' : 'John 3:16',
        preachedAt: `2026-09-${String(day).padStart(2, '0')}T09:00:00.000Z`,
        notes: day === 7 ? 'The mustard seed grows.' : 'Plain notes.',
        summary: '',
      });
      saved.push(body.sermon._id);
    }
    const draft = await create({ ...sermon, title: 'Draft mustard', published: false });

    const first = await list();
    expect(first.body.total).toBe(SERMONS_PAGE_SIZE + 2);
    expect(first.body.pageSize).toBe(SERMONS_PAGE_SIZE);
    expect(first.body.sermons).toHaveLength(SERMONS_PAGE_SIZE);
    expect(first.body.sermons[0]?.title).toBe(`Sermon ${SERMONS_PAGE_SIZE + 2}`);
    expect(first.body.sermons.map((s) => s._id)).not.toContain(draft.body.sermon._id);
    expect(first.body.preachers).toEqual(['Pastor Ade', 'Sister Bola']);
    expect(first.body.books).toEqual([
      { code: 'John', name: 'John' },
      { code: '1Cor', name: '1 Corinthians' },
    ]);
    const second = await list('?page=2');
    expect(second.body.sermons.map((s) => s.title)).toEqual(['Sermon 2', 'Sermon 1']);

    // A word found only in the notes; every word must match, in any letter case.
    expect((await list('?q=MUSTARD')).body.sermons.map((s) => s.title)).toEqual(['Sermon 7']);
    expect((await list('?q=mustard%20grows')).body.total).toBe(1);
    expect((await list('?q=mustard%20absent')).body.total).toBe(0);
    // Pattern characters are taken literally.
    expect((await list('?q=%25')).body.total).toBe(0);
    expect((await list('?q=_')).body.total).toBe(0);

    expect((await list(`?series=${faith._id}`)).body.sermons.map((s) => s.title)).toEqual([
      'Sermon 3',
      'Sermon 2',
      'Sermon 1',
    ]);
    expect((await list('?preacher=sister%20bola')).body.total).toBe(7);
    for (const book of ['1Cor', '1 corinthians']) {
      const found = await list(`?book=${encodeURIComponent(book)}`);
      expect(found.body.sermons.map((s) => s.title)).toEqual(['Sermon 5']);
    }
    expect((await list('?book=Hezekiah')).body.total).toBe(0);
    expect((await list('?page=0')).status).toBe(400);

    // A draft answers as an unknown sermon does.
    const hidden = await t.request<ErrorBody>(apiPath(API.sermon, { id: draft.body.sermon._id }));
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: SERMON_MESSAGES.sermonNotFound });

    // Series with a published sermon, by order then title, counted.
    const series = await t.request<SeriesList>(API.sermonSeriesList);
    expect(series.body.series.map((s) => [s.title, s.sermonCount, s.latestPreachedAt])).toEqual([
      ['Hope', SERMONS_PAGE_SIZE - 1, `2026-09-${SERMONS_PAGE_SIZE + 2}T09:00:00.000Z`],
      ['Faith', 3, '2026-09-03T09:00:00.000Z'],
    ]);
    expect(await t.app.sermons.publicSeries(faith._id)).toMatchObject({
      title: 'Faith',
      sermonCount: 3,
    });
    expect(await t.app.sermons.publicSeries('0123456789abcdef01234567')).toBeUndefined();
    const faithEpisodes = await t.app.sermons.podcastSermons(faith._id, 10);
    expect(faithEpisodes).toEqual([]);

    // The panel sees drafts too, and filters by status.
    const drafts = await t.request<AdminSermons>(`${API.adminSermons}?status=draft`, {
      headers: auth,
    });
    expect(drafts.body.sermons.map((s) => s.title)).toEqual(['Draft mustard']);
    const all = await t.request<AdminSermons>(`${API.adminSermons}?search=mustard&limit=5`, {
      headers: auth,
    });
    expect(all.body).toMatchObject({ total: 2, page: 1, limit: 5 });
    const panelSeries = await t.request<AdminSeriesList>(API.adminSermonSeriesList, {
      headers: auth,
    });
    expect(panelSeries.body.series.map((s) => [s.title, s.allSermonCount])).toEqual([
      ['Empty', 0],
      ['Hope', SERMONS_PAGE_SIZE - 1],
      ['Faith', 3],
    ]);
  });

  it('drops the cached library when a sermon changes', async () => {
    expect((await list()).body.total).toBe(0);
    await create(sermon);
    expect((await list()).body.total).toBe(1);
    expect((await t.request<SeriesList>(API.sermonSeriesList)).body.series).toEqual([]);
  });

  it('lets moderators read the lists and nothing more', async () => {
    const made = await t.request(API.adminStaffList, {
      method: 'POST',
      json: {
        username: 'sermon-mod',
        displayName: 'Moderator',
        password: 'moderator-password',
        role: 'moderator',
      },
      headers: auth,
    });
    expect(made.status).toBe(201);
    const moderator = await adminAuthHeader(t, {
      username: 'sermon-mod',
      password: 'moderator-password',
    });
    const { body } = await create(sermon);
    const id = body.sermon._id;
    expect((await t.request(API.adminSermons, { headers: moderator })).status).toBe(200);
    expect((await t.request(API.adminSermonSeriesList, { headers: moderator })).status).toBe(200);
    const writes: [string, string, unknown][] = [
      [API.adminSermonCreate, 'POST', sermon],
      [apiPath(API.adminSermon, { id }), 'PUT', sermon],
      [apiPath(API.adminSermon, { id }), 'DELETE', undefined],
      [API.adminSermonSeriesList, 'POST', { title: 'X' }],
      [apiPath(API.adminSermonSeries, { id }), 'PUT', { title: 'X' }],
      [apiPath(API.adminSermonSeries, { id }), 'DELETE', undefined],
    ];
    for (const [path, method, json] of writes) {
      const refused = await t.request<ErrorBody>(path, { method, json, headers: moderator });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body).toEqual({ message: MESSAGES.staff.adminsOnly });
    }
  });
});

describe('replays of services', () => {
  let t: TestApp;
  let auth: Record<string, string>;

  const setClock = async (iso: string) => {
    vi.setSystemTime(Date.parse(iso));
    auth = await adminAuthHeader(t);
  };

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-10-20T12:00:00Z') });
    t = await buildAppForOneTest();
    auth = await adminAuthHeader(t);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const current = () => t.request<ApiAnswer<'/api/services/current'>>('/api/services/current');
  const adminSermons = () => t.request<AdminSermons>(API.adminSermons, { headers: auth });
  const chat = (streamId: string) =>
    t.request<ErrorBody>('/api/user/chat-message', {
      method: 'POST',
      json: { streamId, userName: 'Grace', message: 'Amen', messageType: 'chat' },
      headers: freshClient(),
    });
  const readChat = (streamId: string) =>
    t.request<ApiAnswer<'/api/user/chat-messages/{streamId}'>>(
      apiPath(API.chatMessages, { streamId }),
    );

  const sunday = {
    title: 'Sunday Service',
    description: 'Worship and the word',
    startsAt: '2026-10-25T09:00:00.000Z',
    repeat: 'weekly',
    weekdays: [0],
    durationMinutes: 90,
    mode: 'live',
    streamUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  };

  /** Runs a service's occurrence from its chat opening to its end, by the clock. */
  async function holdService(startsAt: string, endsAt: string) {
    await setClock(new Date(Date.parse(startsAt) - 20 * 60_000).toISOString());
    const streamId = (await current()).body.service?.streamId ?? '';
    expect(streamId).not.toBe('');
    expect((await chat(streamId)).status).toBe(201);
    await setClock(new Date(Date.parse(startsAt) + 60_000).toISOString());
    expect((await current()).body.service).toMatchObject({ status: 'live', streamId });
    await setClock(new Date(Date.parse(endsAt) + 60_000).toISOString());
    expect((await current()).body.service).toMatchObject({ status: 'ended', streamId });
    return streamId;
  }

  it('makes one draft from an occurrence that ended, and its room’s chat stays readable once published', async () => {
    const saved = await t.request<ApiAnswer<'/api/admin/service', 'post'>>('/api/admin/service', {
      method: 'POST',
      json: sunday,
      headers: auth,
    });
    expect(saved.status).toBe(201);
    const streamId = await holdService('2026-10-25T09:00:00.000Z', '2026-10-25T10:30:00.000Z');

    // The room keeper runs again: the replay is made once.
    await setClock('2026-10-25T10:40:00Z');
    await t.app.services.keepRooms();
    // Heard twice (another instance, a retry), the occurrence still has one replay.
    await t.app.sermons.recordReplay({
      serviceId: saved.body.service._id,
      scheduledStartsAt: '2026-10-25T09:00:00.000Z',
      title: 'Heard again',
      startsAt: '2026-10-25T09:00:00.000Z',
      streamId,
      videoUrl: '',
    });
    const { body } = await adminSermons();
    expect(body.sermons).toHaveLength(1);
    const replay = body.sermons[0];
    expect(replay).toMatchObject({
      title: 'Sunday Service',
      preacher: '',
      preachedAt: '2026-10-25T09:00:00.000Z',
      videoUrl: sunday.streamUrl,
      streamId,
      serviceId: saved.body.service._id,
      occurrenceStartsAt: '2026-10-25T09:00:00.000Z',
      published: false,
    });
    expect((await t.request<Sermons>(API.sermons)).body.total).toBe(0);

    // The next occurrence's room retires this one from the live page.
    await setClock('2026-11-01T08:45:00Z');
    await current();
    const retired = await readChat(streamId);
    expect(retired.status).toBe(404);

    // Published, the replay shows its room's chat, read-only.
    const published = await t.request<Saved>(apiPath(API.adminSermon, { id: replay?._id ?? '' }), {
      method: 'PUT',
      json: {
        title: 'Sunday Service',
        preacher: 'Pastor Ade',
        preachedAt: replay?.preachedAt,
        videoUrl: replay?.videoUrl,
        published: true,
      },
      headers: auth,
    });
    expect(published.status).toBe(200);
    expect(published.body.sermon).toMatchObject({ streamId, published: true });
    const kept = await readChat(streamId);
    expect(kept.status).toBe(200);
    expect(kept.body.messages.map((message) => message.message)).toEqual(['Amen']);
    expect((await chat(streamId)).status).toBe(404);
  });

  it('publishes the replay at once when Settings > Sermons says so', async () => {
    const settings = await t.request<ApiAnswer<'/api/admin/settings', 'put'>>(
      '/api/admin/settings',
      { method: 'PUT', json: { sermons: { autoPublishReplays: true } }, headers: auth },
    );
    expect(settings.status).toBe(200);
    expect(settings.body.settings.sermons).toEqual({
      autoPublishReplays: true,
      podcastArtworkUrl: '',
    });
    await t.request('/api/admin/service', {
      method: 'POST',
      json: {
        ...sunday,
        mode: 'simulated',
        streamUrl: undefined,
        videoUrl: 'https://vimeo.com/76979871',
        videoDurationSeconds: 3600,
      },
      headers: auth,
    });
    await holdService('2026-10-25T09:00:00.000Z', '2026-10-25T10:30:00.000Z');
    const { body } = await t.request<Sermons>(API.sermons);
    expect(body.sermons).toEqual([
      expect.objectContaining({ title: 'Sunday Service', videoUrl: 'https://vimeo.com/76979871' }),
    ]);
  });
});
