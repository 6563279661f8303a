import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_KEY_HEADER, STAFF_AUTHORIZATION_HEADER } from '#shared/api-paths.js';
import { ApiError, configureApiClient } from './api-client.js';
import { api } from './api.js';

interface Sent {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

/** Answers every call with `answer` and keeps what was sent. */
function serve(answer: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: await request.text(),
    });
    return answer();
  });
  return sent;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

describe('the typed API client', () => {
  let token: string | null;
  const onAdminUnauthorized = vi.fn();

  beforeEach(() => {
    token = null;
    vi.stubGlobal('window', {
      location: { href: 'https://church.example/live', origin: 'https://church.example' },
    });
    configureApiClient({ getAdminToken: () => token, onAdminUnauthorized });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    onAdminUnauthorized.mockReset();
    configureApiClient({ getAdminToken: () => null, onAdminUnauthorized: () => undefined });
  });

  it('fills the path and the query from the parameters and resolves to the answer', async () => {
    const sent = serve(() => json({ messages: [] }));
    const answer = await api.GET('/api/user/chat-messages/{streamId}', {
      params: { path: { streamId: 'a b/c' }, query: { messageType: 'prayer' } },
    });
    expect(answer).toEqual({ messages: [] });
    expect(sent[0]).toMatchObject({
      method: 'GET',
      url: 'https://church.example/api/user/chat-messages/a%20b%2Fc?messageType=prayer',
    });
    expect(sent[0]?.headers.get('accept')).toBe('application/json');
    expect(sent[0]?.headers.get(DEVICE_KEY_HEADER)).toMatch(/^[\w-]{16,64}$/);
  });

  it('sends a body as JSON, and no Content-Type without one', async () => {
    const sent = serve(() => json({ ok: true }));
    await api.POST('/api/user/stream-alerts', { body: { email: 'ada@example.org' } });
    await api.POST('/api/user/prayer-request/{id}/prayed', { params: { path: { id: 'p1' } } });
    expect(sent[0]?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ email: 'ada@example.org' });
    expect(sent[1]?.headers.get('content-type')).toBeNull();
    expect(sent[1]?.body).toBe('');
  });

  it("sends a member's token, and the staff token on a crowd's write when staff are here", async () => {
    token = 'staff-token';
    const sent = serve(() => json({ chatMessage: {} }));
    await api.POST('/api/user/chat-message', {
      body: { streamId: 's1', message: 'Amen', messageType: 'chat' },
      memberToken: 'member-token',
      staffExempt: true,
    });
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer member-token');
    expect(sent[0]?.headers.get(STAFF_AUTHORIZATION_HEADER)).toBe('Bearer staff-token');
  });

  it("throws the server's { message, errors } as an ApiError", async () => {
    serve(() =>
      json({ message: 'Check the form', errors: { email: 'Enter an email' } }, 429, {
        'Retry-After': '7',
      }),
    );
    const failure = api.POST('/api/user/stream-alerts', { body: { email: 'x' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 429,
      message: 'Check the form',
      errors: { email: 'Enter an email' },
      fromServer: true,
      retryAfterSeconds: 7,
    });
  });

  it('throws an answer that is no JSON object as unexpected, and a lost network as status 0', async () => {
    serve(() => new Response('<html>proxy</html>', { status: 200 }));
    await expect(api.GET('/api/streams/active')).rejects.toMatchObject({
      status: 200,
      fromServer: false,
    });
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.GET('/api/streams/active')).rejects.toMatchObject({ status: 0 });
  });

  it('lets an abort through as it came', async () => {
    serve(() => Promise.reject(new DOMException('The call was cancelled', 'AbortError')));
    await expect(api.GET('/api/streams/active')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it("sends the admin's token on an admin call and ends the session on its 401", async () => {
    token = 'admin-token';
    const sent = serve(() => json({ message: 'Sign in again' }, 401));
    await expect(api.GET('/api/admin/dashboard', { auth: 'admin' })).rejects.toMatchObject({
      status: 401,
    });
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer admin-token');
    expect(sent[0]?.headers.get(DEVICE_KEY_HEADER)).toBeNull();
    expect(onAdminUnauthorized).toHaveBeenCalledOnce();
  });

  it('refuses at compile time a route, a method or a field the API does not have', () => {
    // Never called: the compiler is the check (tsc fails when an expectation stops holding).
    const calls = [
      // @ts-expect-error No such route.
      () => api.GET('/api/nowhere'),
      // @ts-expect-error The route takes no DELETE.
      () => api.DELETE('/api/streams/active'),
      // @ts-expect-error The body has no field `mail`.
      () => api.POST('/api/user/stream-alerts', { body: { mail: 'ada@example.org' } }),
      // @ts-expect-error The path's `id` is missing.
      () => api.POST('/api/user/prayer-request/{id}/prayed'),
      async () => {
        const { streams } = await api.GET('/api/streams/active');
        // @ts-expect-error An answer's stream has no `name`.
        return streams[0]?.name;
      },
    ];
    expect(calls).toHaveLength(5);
  });
});
