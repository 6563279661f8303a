import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_AUTHORIZATION_HEADER } from '#shared/api-paths.js';
import { apiRequest, configureApiClient } from './api-client.js';

/** The headers of each call the client made, by path. */
function recordCalls() {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', (url: string, init: { headers: Record<string, string> }) => {
    calls.push({ url, headers: init.headers });
    return Promise.resolve(new Response('{}', { status: 200 }));
  });
  return calls;
}

describe('the staff header on public writes', () => {
  let token: string | null;

  beforeEach(() => {
    token = 'staff-token';
    vi.stubGlobal('window', {
      location: { href: 'https://church.example/live', origin: 'https://church.example' },
    });
    configureApiClient({ getAdminToken: () => token });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApiClient({ getAdminToken: () => null });
  });

  it('goes with a public write to this site when staff are signed in here', async () => {
    const calls = recordCalls();
    await apiRequest('/api/user/chat-message', {
      method: 'POST',
      body: {},
      memberToken: 'member-token',
      staffExempt: true,
    });
    expect(calls[0]?.headers).toMatchObject({
      Authorization: 'Bearer member-token',
      [STAFF_AUTHORIZATION_HEADER]: 'Bearer staff-token',
    });
  });

  it('stays home on reads, on other writes, to other origins and when nobody is signed in', async () => {
    const calls = recordCalls();
    await apiRequest('/api/comments/s1', { staffExempt: true });
    await apiRequest('/api/user/register', { method: 'POST', body: {} });
    await apiRequest('https://elsewhere.example/api/user/chat-message', {
      method: 'POST',
      body: {},
      staffExempt: true,
    });
    await apiRequest('//elsewhere.example/api/user/chat-message', {
      method: 'POST',
      body: {},
      staffExempt: true,
    });
    token = null;
    await apiRequest('/api/user/chat-message', { method: 'POST', body: {}, staffExempt: true });
    expect(calls).toHaveLength(5);
    for (const call of calls) {
      expect(call.headers[STAFF_AUTHORIZATION_HEADER], call.url).toBeUndefined();
      expect(call.url).not.toContain('staff-token');
    }
  });
});
