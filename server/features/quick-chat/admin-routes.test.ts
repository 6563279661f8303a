import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import { MESSAGES } from '#shared/messages.js';
import {
  adminQuickChatResponseSchema,
  adminQuickChatsResponseSchema,
  adminReplyResponseSchema,
} from '#shared/schemas/quick-chat.js';
import {
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { freshClient } from '#server/platform/testing/factories.js';

describe('admin live chat', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  // Every send lands a second after the one before, so the newest-first order never depends
  // on two sends falling in different milliseconds.
  let clock = Date.now();
  const nextSecond = () => {
    clock += 1000;
    vi.setSystemTime(clock);
  };
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: clock });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  // An app for each test: the lists and unread totals hold only that test's conversations.
  beforeEach(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    admin = await adminAuthHeader(t);
  });
  afterEach(() => t.close());

  let sequence = 0;
  const visit = async (message: string, chatId?: string, who = {} as Record<string, string>) => {
    sequence += 1;
    nextSecond();
    const response = await t.request<ApiAnswer<'/api/user/general-chat', 'post'>>(
      '/api/user/general-chat',
      {
        method: 'POST',
        json: {
          name: `Visitor ${sequence}`,
          email: `visitor${sequence}@example.com`,
          message,
          ...(chatId ? { chatId } : {}),
          ...who,
        },
        headers: freshClient(),
      },
    );
    expect(response.status).toBe(201);
    return response.body.chatId;
  };
  const list = async (query = '') => {
    const response = await t.request(`/api/admin/general-chats${query}`, { headers: admin });
    expect(response.status).toBe(200);
    return adminQuickChatsResponseSchema.parse(response.body);
  };
  const open = (id: string) => t.request(`/api/admin/general-chat/${id}`, { headers: admin });
  const reply = (id: string, json: unknown, headers = admin) => {
    nextSecond();
    return t.request(`/api/admin/general-chat/${id}/reply`, { method: 'POST', json, headers });
  };

  it('lists conversations newest activity first, with the last message and unread count', async () => {
    const older = await visit('Older conversation');
    const newer = await visit('Newer conversation');
    await visit('Older again', older, { name: 'Visitor older', email: 'older@example.com' });

    const { chats, total, unreadTotal } = await list();
    expect(chats.map((chat) => chat._id)).toEqual([older, newer]);
    const olderChat = chats.find((chat) => chat._id === older);
    expect(olderChat).toMatchObject({
      unread: 2,
      lastMessage: { message: 'Older again', sender: { isAdmin: false } },
    });
    expect(olderChat?.participants[0]).toMatchObject({ isAdmin: false });
    expect(olderChat?.updatedAt).toBe(olderChat?.lastMessage?.createdAt);
    expect(chats.find((chat) => chat._id === newer)?.unread).toBe(1);
    expect(total).toBe(2);
    expect(unreadTotal).toBe(3);
  });

  it('opens a conversation with its messages and participants, and marks it read', async () => {
    const chatId = await visit('Please pray for my mother');
    const before = await list();
    expect(before.chats.find((chat) => chat._id === chatId)?.unread).toBe(1);

    const opened = await open(chatId);
    expect(opened.status).toBe(200);
    const body = adminQuickChatResponseSchema.parse(opened.body);
    expect(body.messages.map((m) => m.message)).toEqual(['Please pray for my mother']);
    expect(body.participants).toEqual([
      { name: `Visitor ${sequence}`, email: `visitor${sequence}@example.com`, isAdmin: false },
    ]);

    const after = await list();
    expect(after.chats.find((chat) => chat._id === chatId)?.unread).toBe(0);
    expect(after.unreadTotal).toBe(before.unreadTotal - 1);

    await visit('Thank you', chatId);
    expect((await list()).chats.find((chat) => chat._id === chatId)?.unread).toBe(1);
  });

  it('replies as the church with isAdmin, trimmed, and moves the conversation to the top', async () => {
    const chatId = await visit('Where do I park?');
    await visit('Somebody else');
    const response = await reply(chatId, { message: '  Behind the main hall.  ' });
    expect(response.status).toBe(201);
    const { reply: sent } = adminReplyResponseSchema.parse(response.body);
    expect(sent).toMatchObject({
      sender: { name: 'Admin', email: '', isAdmin: true },
      message: 'Behind the main hall.',
    });

    const { chats } = await list();
    expect(chats[0]?._id).toBe(chatId);
    expect(chats[0]?.unread).toBe(0);
    const body = adminQuickChatResponseSchema.parse((await open(chatId)).body);
    expect(body.messages.map((m) => [m.sender.isAdmin, m.message])).toEqual([
      [false, 'Where do I park?'],
      [true, 'Behind the main hall.'],
    ]);
    expect(body.participants.map((p) => p.isAdmin)).toEqual([false, true]);
  });

  it('refuses an empty reply and answers 404 for an unknown conversation', async () => {
    const chatId = await visit('Hi');
    const empty = await reply(chatId, { message: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      message: MESSAGES.errors.validation,
      errors: { message: API_MESSAGES.fields.messageRequired },
    });
    const missing = await reply('no-such-chat', { message: 'Hello?' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: API_MESSAGES.notFound.quickChat });
    expect((await open('no-such-chat')).status).toBe(404);
  });

  it('searches by name or email and pages the list', async () => {
    const chatId = await visit('Searching', undefined, {
      name: 'Zainab 50% Unique',
      email: 'zainab.unique@example.com',
    });
    const byName = await list('?search=50%25%20unique');
    expect(byName.chats.map((chat) => chat._id)).toEqual([chatId]);
    const byEmail = await list('?search=ZAINAB.UNIQUE');
    expect(byEmail.chats.map((chat) => chat._id)).toEqual([chatId]);
    expect((await list('?search=50_')).chats).toEqual([]);

    const second = await visit('Second conversation');
    const third = await visit('Third conversation');
    const firstPage = await list('?limit=2');
    const secondPage = await list('?limit=2&page=2');
    expect(firstPage.chats.map((c) => c._id)).toEqual([third, second]);
    expect(secondPage.chats.map((c) => c._id)).toEqual([chatId]);
    expect(firstPage.total).toBe(3);
    expect(secondPage.total).toBe(3);
  });
});
