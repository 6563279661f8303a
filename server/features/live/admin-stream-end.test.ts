import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API, apiPath } from '#shared/api-paths.js';
import {
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { type EventStreamClient, openEventStream } from '#server/platform/testing/event-stream.js';
import { freshClient } from '#server/platform/testing/factories.js';

const PASSWORD = 'a-long-staff-password';

/**
 * A staff event stream ends with its session or its account's access, at once: not on the next
 * heartbeat (20 s), during which new quick chats with their emails would still arrive.
 */
describe('the panel stream ends with its access', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const open: EventStreamClient[] = [];
  let accounts = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await adminAuthHeader(t);
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await t.close();
  });

  async function staffMember(role: 'admin' | 'moderator') {
    accounts += 1;
    const username = `staff${accounts}`;
    const created = await t.request<ApiAnswer<'/api/admin/staff', 'post'>>(API.adminStaffList, {
      method: 'POST',
      json: { username, displayName: `Staff ${accounts}`, password: PASSWORD, role },
      headers: admin,
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.staff._id;
    return { id, username, headers: await adminAuthHeader(t, { username, password: PASSWORD }) };
  }

  async function panel(headers: Record<string, string>) {
    const client = await openEventStream(`${t.baseUrl}${API.adminLive}`, {
      ...headers,
      'x-admin-activity': 'background',
    });
    open.push(client);
    expect(client.status).toBe(200);
    return client;
  }

  /** Ended within a second, and nothing sent after that reaches it. */
  async function expectEnded(client: EventStreamClient) {
    let ended = false;
    void client.ended.then(() => (ended = true));
    await expect.poll(() => ended, { timeout: 1000, interval: 20 }).toBe(true);
    // A stream still open gets the next quick chat: this one is told about nothing more.
    const witness = await panel(admin);
    const started = await t.request(API.quickChat, {
      method: 'POST',
      json: { name: 'Late', email: 'late@example.com', message: 'After the end' },
      headers: freshClient(),
    });
    expect(started.status).toBe(201);
    await witness.next((event) => JSON.stringify(event.data).includes('late@example.com'));
    expect(JSON.stringify(client.events)).not.toContain('late@example.com');
  }

  it('on logout', async () => {
    const member = await staffMember('moderator');
    const client = await panel(member.headers);
    const out = await t.request(API.adminLogout, { method: 'POST', headers: member.headers });
    expect(out.status).toBe(200);
    await expectEnded(client);
  });

  it('when the account is deleted', async () => {
    const member = await staffMember('moderator');
    const client = await panel(member.headers);
    const deleted = await t.request(apiPath(API.adminStaffMember, { id: member.id }), {
      method: 'DELETE',
      headers: admin,
    });
    expect(deleted.status).toBe(200);
    await expectEnded(client);
  });

  it("when the account's password is changed", async () => {
    const member = await staffMember('moderator');
    const client = await panel(member.headers);
    const changed = await t.request(apiPath(API.adminStaffMember, { id: member.id }), {
      method: 'PUT',
      json: {
        username: member.username,
        displayName: 'Renamed',
        password: 'another-long-password',
        role: 'moderator',
      },
      headers: admin,
    });
    expect(changed.status, changed.text).toBe(200);
    await expectEnded(client);
    expect((await t.request(API.adminLive, { headers: member.headers })).status).toBe(401);
  });

  it('when an admin is made a moderator; the panel may then open it again as a moderator', async () => {
    const member = await staffMember('admin');
    const client = await panel(member.headers);
    const demoted = await t.request(apiPath(API.adminStaffMember, { id: member.id }), {
      method: 'PUT',
      json: { username: member.username, displayName: 'Demoted', role: 'moderator' },
      headers: admin,
    });
    expect(demoted.status, demoted.text).toBe(200);
    await expectEnded(client);
    const again = await panel(member.headers);
    expect(again.status).toBe(200);
  });

  it('not when nothing about access changed, nor for another session', async () => {
    const member = await staffMember('moderator');
    const client = await panel(member.headers);
    const other = await adminAuthHeader(t, { username: member.username, password: PASSWORD });
    expect((await t.request(API.adminLogout, { method: 'POST', headers: other })).status).toBe(200);
    const renamed = await t.request(apiPath(API.adminStaffMember, { id: member.id }), {
      method: 'PUT',
      json: { username: member.username, displayName: 'Only renamed', role: 'moderator' },
      headers: admin,
    });
    expect(renamed.status, renamed.text).toBe(200);
    const started = await t.request(API.quickChat, {
      method: 'POST',
      json: { name: 'Still', email: 'still@example.com', message: 'Still open' },
      headers: freshClient(),
    });
    expect(started.status).toBe(201);
    await client.next((event) => JSON.stringify(event.data).includes('Still open'));
  });
});
