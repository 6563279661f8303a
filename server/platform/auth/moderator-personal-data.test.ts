import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API } from '#shared/api-paths.js';
import {
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories, freshClient } from '#server/platform/testing/factories.js';

/** A member's contact details, distinctive enough that no other text contains them. */
const CONTACT = {
  email: 'zebulon.contact-probe@example.org',
  phone: '+44 7700 900461',
  location: 'Quillborough-on-Wye',
};

/**
 * Members is an admin's section: a moderator may read posts and their senders, but no member's
 * email, phone or location. Every GET admin operation of the OpenAPI document is called as a
 * moderator (with the ids of data made here where the path needs one); the ones a moderator may
 * call must not carry a member's contact details anywhere in their answer.
 */
describe('what a moderator reads holds no member contact details', () => {
  let t: TestApp;
  let moderator: Record<string, string>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    const make = factories(t.app);
    const admin = await adminAuthHeader(t);
    const created = await t.request<ApiAnswer<'/api/admin/staff', 'post'>>(API.adminStaffList, {
      method: 'POST',
      json: {
        username: 'mod',
        displayName: 'Mod',
        password: 'moderator-password',
        role: 'moderator',
      },
      headers: admin,
    });
    expect(created.status).toBe(201);
    moderator = await adminAuthHeader(t, { username: 'mod', password: 'moderator-password' });

    await make.member({ name: 'Zebulon Probe', ...CONTACT });
    const stream = await make.stream({ title: 'Sunday service' });
    await make.comment(stream.id, { content: 'Amen' });
    await make.chatMessage(stream.id);
    await make.approvedTestimony();
    await make.contact();
    const chat = await t.request<ApiAnswer<'/api/user/general-chat', 'post'>>(API.quickChat, {
      method: 'POST',
      json: { name: 'Visitor', email: 'visitor@example.com', message: 'Hello' },
      headers: freshClient(),
    });
    expect(chat.status).toBe(201);
    ids.id = chat.body.chatId;
    ids.streamId = stream.id;
  });
  afterAll(() => t.close());

  /** The answer's text; an event stream's first chunk (its opening frames), then it is closed. */
  const read = async (path: string) => {
    const response = await fetch(t.baseUrl + path, { headers: moderator });
    if (!response.headers.get('content-type')?.startsWith('text/event-stream'))
      return { status: response.status, text: await response.text() };
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    await reader.cancel();
    return { status: response.status, text: new TextDecoder().decode(value) };
  };

  it('on every GET admin operation a moderator may call', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const paths = Object.entries(document.paths)
      .filter(([path, operations]) => path.startsWith('/api/admin/') && 'get' in operations)
      .map(([path]) =>
        path.replace(/\{(\w+)\}/g, (_, name: string) => {
          // A stream's own routes take the stream's id; the rest the conversation's.
          const id = path.startsWith('/api/admin/stream/{id}/') ? ids.streamId : ids[name];
          if (!id) throw new Error(`no data made for {${name}} in ${path}`);
          return id;
        }),
      );
    // A floor, not a count: the walk must have found the routes, however many features add.
    expect(paths.length).toBeGreaterThan(20);

    const read200: string[] = [];
    for (const path of paths) {
      const { status, text } = await read(path);
      expect([200, 403], `${path}: ${status}`).toContain(status);
      if (status !== 200) continue;
      read200.push(path);
      for (const detail of Object.values(CONTACT))
        expect(text.toLowerCase(), `${path} shows ${detail}`).not.toContain(detail.toLowerCase());
    }
    // The walk reached what moderators use, the dashboard and a quick chat among them.
    expect(read200).toContain(API.adminDashboard);
    expect(read200).toContain(API.adminQuickChat.replace(':id', ids.id!));

    const admin = await adminAuthHeader(t);
    const overview = await t.request(API.adminDashboard, { headers: admin });
    expect(overview.text).toContain(CONTACT.email);
  });
});
