import { act, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SERMON_MESSAGES,
  type AdminSermon,
  type AdminSermonSeries,
} from '#shared/schemas/sermons.js';
import { configureApiClient } from '#web/lib/api-client.js';
import { answerFetch, renderWithQueries } from '#web/test/render.js';
import { SermonFormModal } from './SermonFormModal.js';

/** New York is five hours behind UTC in December: 10:30 AM there is 15:30 UTC. */
const ZONE = 'America/New_York';

const series: AdminSermonSeries = {
  _id: '64c000000000000000000001',
  title: 'The Gospel of John',
  description: '',
  artworkUrl: '',
  order: 0,
  sermonCount: 3,
  allSermonCount: 4,
  latestPreachedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const saved: AdminSermon = {
  _id: '64c000000000000000000002',
  title: 'Born Again',
  preacher: 'Pastor Ruth',
  seriesId: series._id,
  seriesTitle: series.title,
  scripture: 'John 3:1–21',
  books: ['John'],
  preachedAt: '2026-12-06T15:30:00.000Z',
  summary: '',
  notes: '',
  notesHtml: '',
  videoUrl: '',
  audioUrl: 'https://media.example.org/born-again.mp3',
  audioBytes: 18_200_000,
  audioType: 'audio/mpeg',
  durationSeconds: 2700,
  streamId: null,
  published: true,
  serviceId: null,
  occurrenceStartsAt: null,
  createdAt: '2026-12-06T18:00:00.000Z',
  updatedAt: '2026-12-06T18:00:00.000Z',
};

/**
 * Stands in for XMLHttpRequest, which the upload field sends by for its progress: each request
 * is kept, and the test moves its bytes along and answers it.
 */
class FakeUploadRequest {
  static sent: FakeUploadRequest[] = [];
  url = '';
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {
    FakeUploadRequest.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  async progress(loaded: number, total: number) {
    await act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  async answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(() => this.onload?.());
  }
}

const SETTINGS = { status: 200, body: { settings: { mediaHosting: null } } };

function renderForm(sermon: AdminSermon | null = null) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const view = renderWithQueries(
    <SermonFormModal
      sermon={sermon}
      series={[series]}
      churchZone={ZONE}
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: sermon ? 'Edit Sermon' : 'Add Sermon' });
  return { ...view, dialog, onSaved, onClose };
}

beforeEach(() => {
  configureApiClient({ getAdminToken: () => 'admin-token' });
  FakeUploadRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  vi.stubGlobal('alert', vi.fn());
});

afterEach(() => {
  configureApiClient({ getAdminToken: () => null, onAdminUnauthorized: () => undefined });
});

describe('the sermon form', () => {
  it('asks for the title, the preacher and the date before sending anything', async () => {
    const sent = answerFetch(SETTINGS);
    const { user, dialog, onSaved } = renderForm();
    await user.click(within(dialog).getByRole('button', { name: 'Add Sermon' }));

    expect(await within(dialog).findByText(SERMON_MESSAGES.titleRequired)).toBeTruthy();
    expect(within(dialog).getByText(SERMON_MESSAGES.preacherRequired)).toBeTruthy();
    expect(within(dialog).getByText(SERMON_MESSAGES.preachedAtRequired)).toBeTruthy();
    expect(within(dialog).getByLabelText(/Title/).getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks the size and length of an audio file hosted elsewhere, and sends them with the date in church time', async () => {
    const sent = answerFetch(SETTINGS, { status: 201, body: { sermon: saved } });
    const { user, dialog, onSaved } = renderForm();

    await user.type(within(dialog).getByLabelText(/Title/), 'Born Again');
    await user.type(within(dialog).getByLabelText(/Preacher/), 'Pastor Ruth');
    await user.type(within(dialog).getByLabelText(/Date preached/), '2026-12-06T10:30');
    await user.selectOptions(within(dialog).getByLabelText('Series'), series._id);
    await user.type(within(dialog).getByLabelText('Scripture'), 'John 3:1–21');
    expect(within(dialog).getByText('e.g. John 3:1–21; Romans 8')).toBeTruthy();
    expect(within(dialog).getByText(/## for a heading/)).toBeTruthy();

    // No size or length to give for no audio, or for an uploaded file.
    expect(within(dialog).queryByLabelText(/Audio size/)).toBeNull();
    const audioLink = within(dialog).getByLabelText('Audio link');
    await user.type(audioLink, '/uploads/audio/kept.mp3');
    expect(within(dialog).queryByLabelText(/Audio size/)).toBeNull();
    await user.clear(audioLink);
    await user.type(audioLink, 'https://media.example.org/born-again.mp3');
    expect(within(dialog).getByLabelText(/Audio size/)).toBeTruthy();
    expect(within(dialog).getByLabelText(/Audio length/)).toBeTruthy();

    await user.click(within(dialog).getByRole('checkbox', { name: /Published/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Sermon' }));
    expect(await within(dialog).findByText(SERMON_MESSAGES.audioBytesRequired)).toBeTruthy();
    expect(within(dialog).getByText(SERMON_MESSAGES.durationRequired)).toBeTruthy();
    expect(sent).toHaveLength(1);

    await user.type(within(dialog).getByLabelText(/Audio size/), '18200000');
    await user.type(within(dialog).getByLabelText(/Audio length/), '2700');
    expect(within(dialog).getByText('Seconds: 45:00.')).toBeTruthy();
    expect(within(dialog).getByText('Bytes: 18.2 MB.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add Sermon' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved, true));
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/admin/sermon',
      body: {
        title: 'Born Again',
        preacher: 'Pastor Ruth',
        seriesId: series._id,
        scripture: 'John 3:1–21',
        preachedAt: '2026-12-06T15:30:00.000Z',
        summary: '',
        notes: '',
        videoUrl: '',
        audioUrl: 'https://media.example.org/born-again.mp3',
        audioBytes: 18_200_000,
        durationSeconds: 2700,
        published: true,
      },
    });
  });

  it("shows the server's word on the scripture under its field", async () => {
    answerFetch(SETTINGS, {
      status: 400,
      body: {
        message: 'Validation failed',
        errors: { scripture: SERMON_MESSAGES.scriptureInvalid },
      },
    });
    const { user, dialog, onSaved } = renderForm({
      ...saved,
      audioUrl: '',
      scripture: 'Hezekiah 4',
    });
    const scripture = within(dialog).getByLabelText('Scripture');
    expect(scripture).toHaveProperty('value', 'Hezekiah 4');
    expect(within(dialog).getByLabelText(/Date preached/)).toHaveProperty(
      'value',
      '2026-12-06T10:30',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Update Sermon' }));

    expect(await within(dialog).findByText(SERMON_MESSAGES.scriptureInvalid)).toBeTruthy();
    expect(scripture.getAttribute('aria-invalid')).toBe('true');
    expect(scripture.getAttribute('aria-describedby')).toContain('sermon-scripture-error');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('uploads the audio with its progress, shows its length and size, and sends the file', async () => {
    const sent = answerFetch(SETTINGS, { status: 200, body: { sermon: saved } });
    const replay: AdminSermon = {
      ...saved,
      title: 'Sunday Service',
      preacher: '',
      seriesId: null,
      seriesTitle: null,
      scripture: '',
      audioUrl: '',
      audioBytes: 0,
      audioType: null,
      durationSeconds: 0,
      published: false,
      serviceId: '64b000000000000000000001',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    };
    const { user, dialog, onSaved } = renderForm(replay);
    // A replay from a service waits as a draft for its preacher.
    expect(within(dialog).getByText(/The replay of a service/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Preacher/), 'Pastor Ruth');

    await user.upload(
      within(dialog).getByLabelText('Upload audio'),
      new File(['ID3'], 'sunday.mp3', { type: 'audio/mpeg' }),
    );
    const [request] = FakeUploadRequest.sent;
    expect(request?.url).toBe('/api/admin/upload/audio');
    await request?.progress(1, 4);
    expect(within(dialog).getByText('Uploading... 25%')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar')).toHaveProperty('value', 25);
    await request?.answer(201, {
      secure_url: '/uploads/audio/sunday.mp3',
      audioType: 'audio/mpeg',
      audioBytes: 18_200_000,
      durationSeconds: 754,
    });
    expect(await within(dialog).findByText('12:34 · 18.2 MB')).toBeTruthy();
    expect(within(dialog).getByLabelText('Audio link')).toHaveProperty(
      'value',
      '/uploads/audio/sunday.mp3',
    );
    expect(within(dialog).queryByLabelText(/Audio size/)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Update Sermon' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/api/admin/sermon/${replay._id}`,
      body: {
        preacher: 'Pastor Ruth',
        seriesId: null,
        videoUrl: replay.videoUrl,
        audioUrl: '/uploads/audio/sunday.mp3',
        audioBytes: 18_200_000,
        durationSeconds: 754,
        published: false,
      },
    });
  });
});
