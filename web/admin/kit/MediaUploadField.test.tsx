import { act, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#shared/messages.js';
import { settingsKeys } from '#web/features/settings/index.js';
import { configureApiClient } from '#web/lib/api-client.js';
import { answerFetch, renderWithQueries } from '#web/test/render.js';
import { MediaUploadField } from './MediaUploadField.js';

/**
 * Stands in for the network under XMLHttpRequest, which the upload uses to report progress:
 * each request is kept, and the test moves its bytes along and answers it.
 */
class FakeUploadRequest {
  static sent: FakeUploadRequest[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
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

const image = () => new File(['picture'], 'banner.png', { type: 'image/png' });

/** The field for an event's image, once the public settings (only the part it reads) are in. */
async function renderImageField(mediaHosting: unknown = null) {
  answerFetch({ status: 200, body: { settings: { mediaHosting } } });
  const props = { onUploaded: vi.fn(), onCleared: vi.fn(), onBusyChange: vi.fn() };
  const view = renderWithQueries(<MediaUploadField kind="image" url="" {...props} />);
  await waitFor(() => expect(view.queries.getQueryData(settingsKeys.public())).toBeDefined());
  return { ...view, ...props };
}

beforeEach(() => {
  FakeUploadRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  vi.stubGlobal('alert', vi.fn());
});

afterEach(() => {
  configureApiClient({ getAdminToken: () => null, onAdminUnauthorized: () => undefined });
});

describe('the media upload field', () => {
  it("sends the image to this server as the admin, shows how far it got, and hands on the answer's address", async () => {
    configureApiClient({ getAdminToken: () => 'admin-token' });
    const { user, onUploaded, onBusyChange } = await renderImageField();
    await user.upload(screen.getByLabelText('Upload image'), image());

    const [request] = FakeUploadRequest.sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/admin/upload/image');
    expect(request?.headers.Authorization).toBe('Bearer admin-token');
    expect((request?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(onBusyChange).toHaveBeenLastCalledWith(true);

    await request?.progress(2, 5);
    expect(screen.getByRole('status').textContent).toContain('Uploading... 40%');

    await request?.answer(201, { secure_url: '/uploads/banner.png', duration: 0 });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('/uploads/banner.png', 0, 0));
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says why the server refused the file, and ends the session on a 401', async () => {
    const sessionOver = vi.fn();
    configureApiClient({ getAdminToken: () => 'old-token', onAdminUnauthorized: sessionOver });
    const { user, onUploaded } = await renderImageField();

    await user.upload(screen.getByLabelText('Upload image'), image());
    await FakeUploadRequest.sent[0]?.answer(413, { message: 'The file is too large' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${MESSAGES.uploads.imageFailed}: The file is too large`,
    );
    expect(window.alert).toHaveBeenCalledWith(MESSAGES.uploads.imageFailed);
    expect(sessionOver).not.toHaveBeenCalled();

    await user.upload(screen.getByLabelText('Upload image'), image());
    await FakeUploadRequest.sent[1]?.answer(401, { message: 'Your session has ended' });
    await waitFor(() => expect(sessionOver).toHaveBeenCalledTimes(1));
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image without sending it', async () => {
    const { onUploaded } = await renderImageField();
    // A person can pick any file in the dialog despite `accept`.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Upload image'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose an image file (JPEG, PNG, WebP, GIF or AVIF)',
    );
    expect(FakeUploadRequest.sent).toEqual([]);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("goes straight to the church's media hosting when one is set up, without the admin's token", async () => {
    configureApiClient({ getAdminToken: () => 'admin-token' });
    const hosting = { cloudName: 'grace church', uploadPreset: 'events', folder: 'site' };
    const { user, onUploaded } = await renderImageField(hosting);
    await user.upload(screen.getByLabelText('Upload image'), image());

    const [request] = FakeUploadRequest.sent;
    expect(request?.url).toBe('https://api.cloudinary.com/v1_1/grace%20church/image/upload');
    expect(request?.headers.Authorization).toBeUndefined();
    const form = request?.body as FormData;
    expect([form.get('upload_preset'), form.get('folder')]).toEqual(['events', 'site']);

    await request?.answer(200, { secure_url: 'https://cdn.example/banner.png', public_id: 'x' });
    await waitFor(() =>
      expect(onUploaded).toHaveBeenCalledWith('https://cdn.example/banner.png', 0, 0),
    );
  });

  it('sends audio to this server even where media hosting is set up, and hands on its length and size', async () => {
    configureApiClient({ getAdminToken: () => 'admin-token' });
    answerFetch({
      status: 200,
      body: { settings: { mediaHosting: { cloudName: 'c', uploadPreset: 'p', folder: 'f' } } },
    });
    const props = { onUploaded: vi.fn(), onCleared: vi.fn(), onBusyChange: vi.fn() };
    const view = renderWithQueries(<MediaUploadField kind="audio" url="" {...props} />);
    await waitFor(() => expect(view.queries.getQueryData(settingsKeys.public())).toBeDefined());
    await view.user.upload(
      screen.getByLabelText('Upload audio'),
      new File(['ID3'], 'sermon.mp3', { type: 'audio/mpeg' }),
    );

    const [request] = FakeUploadRequest.sent;
    expect(request?.url).toBe('/api/admin/upload/audio');
    expect(request?.headers.Authorization).toBe('Bearer admin-token');
    await request?.answer(201, {
      secure_url: '/uploads/audio/sermon.mp3',
      audioType: 'audio/mpeg',
      audioBytes: 18_200_000,
      durationSeconds: 754,
    });
    await waitFor(() =>
      expect(props.onUploaded).toHaveBeenCalledWith('/uploads/audio/sermon.mp3', 754, 18_200_000),
    );
  });
});
