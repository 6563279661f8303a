import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API, apiPath } from '#shared/api-paths.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import { MESSAGES } from '#shared/messages.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories, freshClient, MEMBER_PASSWORD } from '#server/platform/testing/factories.js';
import { startTestSmtpServer } from '#server/platform/testing/smtp-server.js';

type Account = ApiAnswer<'/api/user/account'>;
type Prayers = ApiAnswer<'/api/user/account/prayer-requests'>;
type Chats = ApiAnswer<'/api/user/account/quick-chats'>;
type SignedOut = ApiAnswer<'/api/user/account/sign-out-everywhere', 'post'>;
type Sent = ApiAnswer<'/api/user/prayer-request', 'post'>;

/** Quoted-printable folds long lines and encodes '=': the message as it reads. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const confirmTokenIn = (raw: string) =>
  /\/account\?confirmEmail=([A-Za-z0-9_-]{43})/.exec(unfold(raw))?.[1] ?? '';

describe('a member’s own account', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_SITE_URL: 'https://church.example' });
    make = factories(t.app);
    admin = await adminAuthHeader(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = <T = unknown>(
    method: string,
    path: string,
    headers: Record<string, string> = {},
    json?: unknown,
  ) =>
    t.request<T>(path, {
      method,
      headers: { ...freshClient(), ...headers },
      ...(json === undefined ? {} : { json }),
    });
  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  const waitForMailTo = async (address: string, count = 1) => {
    while (mailsTo(address).length < count) await smtp.waitFor(smtp.received.length + 1);
    return mailsTo(address);
  };

  it('answers 401 to every route without a valid member token', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', API.account],
      ['PUT', API.account, { name: 'X' }],
      ['GET', API.accountPrayerRequests],
      ['GET', API.accountQuickChats],
      ['POST', API.accountSignOutEverywhere],
      ['DELETE', API.account, { password: 'x', posts: 'keep' }],
    ];
    for (const [method, path, json] of routes) {
      const none = await call<ErrorBody>(method, path, {}, json);
      expect(none.status, `${method} ${path}`).toBe(401);
      const forged = await call<ErrorBody>(method, path, { authorization: 'Bearer nope' }, json);
      expect(forged.status, `${method} ${path}`).toBe(401);
      // A staff token is not a member's.
      expect((await call(method, path, admin, json)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('shows and edits the profile, refusing bad fields with the registration’s messages', async () => {
    const member = await make.member({ name: 'Ruth Bello', location: 'Lagos' });
    const auth = await make.memberAuth(member);
    const shown = await call<Account>('GET', API.account, auth);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      user: expect.objectContaining({ _id: member.id, name: 'Ruth Bello', email: member.email }),
      goLiveEmails: false,
      notifyPrayerAnswered: false,
      pendingEmail: null,
    });
    expect(shown.body.user).not.toHaveProperty('passwordHash');

    const bad = await call<ErrorBody>('PUT', API.account, auth, {
      name: ' ',
      phone: '',
      location: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      name: MESSAGES.registration.nameRequired,
      phone: MESSAGES.registration.phoneRequired,
      location: MESSAGES.registration.locationRequired,
    });
    const badEmail = await call<ErrorBody>('PUT', API.account, auth, { email: 'not-an-email' });
    expect(badEmail.body.errors).toEqual({ email: MESSAGES.registration.emailInvalid });

    const edited = await call<Account>('PUT', API.account, auth, {
      name: 'Ruth A. Bello',
      phone: '+234 801 000 0001',
      location: 'Abuja',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.user).toMatchObject({
      name: 'Ruth A. Bello',
      phone: '+234 801 000 0001',
      location: 'Abuja',
      email: member.email,
    });
  });

  it('switches go-live emails on and off for the member’s address, without a link', async () => {
    const member = await make.member();
    const auth = await make.memberAuth(member);
    const on = await call<Account>('PUT', API.account, auth, { goLiveEmails: true });
    expect(on.body.goLiveEmails).toBe(true);
    const row = await t.app.db.kysely
      .selectFrom('streamAlertSubscriptions')
      .selectAll()
      .where('email', '=', member.email)
      .executeTakeFirstOrThrow();
    expect(row.confirmedAt).not.toBeNull();
    expect((await call<Account>('GET', API.account, auth)).body.goLiveEmails).toBe(true);
    const off = await call<Account>('PUT', API.account, auth, { goLiveEmails: false });
    expect(off.body.goLiveEmails).toBe(false);
  });

  it('changes the email only through the link sent to the new address', async () => {
    const member = await make.member({ email: 'old.address@example.org' });
    const auth = await make.memberAuth(member);
    await call('PUT', API.account, auth, { goLiveEmails: true });
    const asked = await call<Account>('PUT', API.account, auth, {
      email: 'New.Address@example.org',
    });
    expect(asked.status).toBe(200);
    expect(asked.body.user.email).toBe('old.address@example.org');
    expect(asked.body.pendingEmail).toBe('new.address@example.org');

    const [mail] = await waitForMailTo('new.address@example.org');
    expect(mail?.subject).toBe('Confirm your new email address');
    const token = confirmTokenIn(mail?.raw ?? '');
    expect(token).toHaveLength(43);
    expect(mailsTo('old.address@example.org')).toEqual([]);

    const confirmed = await call<Account>('POST', API.accountEmailConfirm, {}, { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user.email).toBe('new.address@example.org');
    expect(confirmed.body.pendingEmail).toBeNull();
    // The go-live emails follow the member to the new address.
    expect(confirmed.body.goLiveEmails).toBe(true);
    const login = await call(
      'POST',
      API.memberLogin,
      {},
      {
        email: 'new.address@example.org',
        password: MEMBER_PASSWORD,
      },
    );
    expect(login.status).toBe(200);

    const again = await call<ErrorBody>('POST', API.accountEmailConfirm, {}, { token });
    expect(again.status).toBe(400);
    expect(again.body.errors?.token).toBe(ACCOUNT_MESSAGES.emailLinkInvalid);
    const malformed = await call<ErrorBody>('POST', API.accountEmailConfirm, {}, { token: 'x' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors?.token).toBe('The link is incomplete');
  });

  it('refuses an address another member has, also when taken after the link was sent', async () => {
    const member = await make.member();
    const other = await make.member();
    const auth = await make.memberAuth(member);
    const taken = await call<ErrorBody>('PUT', API.account, auth, { email: other.email });
    expect(taken.status).toBe(409);
    expect(taken.body.errors?.email).toBe(API_MESSAGES.members.emailTaken);
    const same = await call<ErrorBody>('PUT', API.account, auth, {
      email: member.email.toUpperCase(),
      name: 'Same Email',
    });
    expect(same.status).toBe(200);

    await call('PUT', API.account, auth, { email: 'contested@example.org' });
    const [mail] = await waitForMailTo('contested@example.org');
    await make.member({ email: 'contested@example.org' });
    const late = await call<ErrorBody>(
      'POST',
      API.accountEmailConfirm,
      {},
      { token: confirmTokenIn(mail?.raw ?? '') },
    );
    expect(late.status).toBe(409);
    expect(late.body.errors?.email).toBe(API_MESSAGES.members.emailTaken);
  });

  it('lists the member’s own prayer requests and emails them once when one is answered', async () => {
    const member = await make.member({ name: 'Esther Okon', email: 'esther@example.org' });
    const auth = await make.memberAuth(member);
    const sent = await call<Sent>('POST', API.prayerRequest, auth, {
      name: 'Anyone',
      request: 'Pray for my exams',
      isPrivate: true,
      notifyWhenAnswered: true,
    });
    expect(sent.status, sent.text).toBe(201);
    await call('POST', API.prayerRequest, auth, { name: 'x', request: 'Pray for my family' });
    // A guest's request with the member's address is not theirs to see.
    await call(
      'POST',
      API.prayerRequest,
      {},
      {
        name: 'Someone',
        email: 'esther@example.org',
        request: 'Not from Esther',
      },
    );

    const listed = await call<Prayers>('GET', API.accountPrayerRequests, auth);
    expect(listed.status).toBe(200);
    expect(listed.body.prayerRequests.map((p) => p.request)).toEqual([
      'Pray for my family',
      'Pray for my exams',
    ]);
    expect(listed.body.prayerRequests[1]).toEqual({
      _id: sent.body.prayerRequest._id,
      request: 'Pray for my exams',
      isPrivate: true,
      status: 'new',
      prayedCount: 0,
      notifyWhenAnswered: true,
      createdAt: sent.body.prayerRequest.createdAt,
    });

    const path = apiPath(API.adminPrayerRequest, { id: sent.body.prayerRequest._id });
    expect((await call('PATCH', path, admin, { status: 'praying' })).status).toBe(200);
    const praying = await call<Prayers>('GET', API.accountPrayerRequests, auth);
    expect(praying.body.prayerRequests[1]?.status).toBe('praying');
    expect((await call('PATCH', path, admin, { status: 'answered' })).status).toBe(200);
    const [mail] = await waitForMailTo('esther@example.org');
    expect(mail?.subject).toBe('Your prayer request has been answered');
    expect(unfold(mail?.raw ?? '')).toContain('Pray for my exams');
    expect(unfold(mail?.raw ?? '')).toContain('https://church.example/account');

    // Answered again after another change: no second email.
    await call('PATCH', path, admin, { status: 'praying' });
    await call('PATCH', path, admin, { status: 'answered' });
    const queued = await t.app.db.kysely
      .selectFrom('mailMessages')
      .select('id')
      .where('toAddress', '=', 'esther@example.org')
      .where('kind', '=', 'prayer-answered')
      .execute();
    expect(queued).toHaveLength(1);
  });

  it('lists the quick chats the member started signed in, with unread replies', async () => {
    const member = await make.member();
    const auth = await make.memberAuth(member);
    const started = await call<{ chatId: string }>('POST', API.quickChat, auth, {
      name: 'x',
      email: 'x@example.org',
      message: 'Can someone call me?',
    });
    expect(started.status).toBe(201);
    // A guest who names the member's id in the body is not the member.
    await call(
      'POST',
      API.quickChat,
      {},
      {
        name: 'Guest',
        email: 'guest@example.org',
        userId: member.id,
        message: 'Not the member',
      },
    );
    const reply = apiPath(API.adminQuickChatReply, { id: started.body.chatId });
    expect((await call('POST', reply, admin, { message: 'Yes, this evening' })).status).toBe(201);

    const listed = await call<Chats>('GET', API.accountQuickChats, auth);
    expect(listed.status).toBe(200);
    expect(listed.body.quickChats).toEqual([
      {
        _id: started.body.chatId,
        startedAt: expect.any(String),
        lastMessage: {
          message: 'Yes, this evening',
          fromChurch: true,
          createdAt: expect.any(String),
        },
        unreadReplies: 1,
      },
    ]);
    // Opening the conversation reads it.
    await call('GET', apiPath(API.quickChatMessages, { chatId: started.body.chatId }));
    const read = await call<Chats>('GET', API.accountQuickChats, auth);
    expect(read.body.quickChats[0]?.unreadReplies).toBe(0);
  });

  it('signs out everywhere: every older token is refused, the fresh one works', async () => {
    const member = await make.member();
    const phone = await make.memberAuth(member);
    const laptop = await make.memberAuth(member);
    const answer = await call<SignedOut>('POST', API.accountSignOutEverywhere, laptop);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(ACCOUNT_MESSAGES.signedOutEverywhere);
    expect((await call('GET', API.account, phone)).status).toBe(401);
    expect((await call('GET', API.account, laptop)).status).toBe(401);
    const fresh = { authorization: `Bearer ${answer.body.token}` };
    expect((await call('GET', API.account, fresh)).status).toBe(200);
    // Signing in again gives a token of the new version.
    const login = await call<{ token: string }>(
      'POST',
      API.memberLogin,
      {},
      {
        email: member.email,
        password: MEMBER_PASSWORD,
      },
    );
    const relogged = { authorization: `Bearer ${login.body.token}` };
    expect((await call('GET', API.account, relogged)).status).toBe(200);
  });

  describe('deleting the account', () => {
    async function memberWithPosts(name: string) {
      const member = await make.member({ name });
      const auth = await make.memberAuth(member);
      const stream = await make.stream();
      const comment = await make.comment(stream.id, {
        memberId: member.id,
        userName: name,
        userEmail: member.email,
      });
      const chat = await make.chatMessage(stream.id, {
        memberId: member.id,
        userName: name,
        userEmail: member.email,
      });
      const prayer = await call<Sent>('POST', API.prayerRequest, auth, {
        name,
        request: `Prayer of ${name}`,
      });
      const quick = await call<{ chatId: string }>('POST', API.quickChat, auth, {
        name,
        email: member.email,
        message: `Chat of ${name}`,
      });
      return {
        member,
        auth,
        ids: {
          comment: comment.id,
          chat: chat.id,
          prayer: prayer.body.prayerRequest._id,
          quick: quick.body.chatId,
        },
      };
    }
    const rowsOf = async (ids: {
      comment: string;
      chat: string;
      prayer: string;
      quick: string;
    }) => {
      const db = t.app.db.kysely;
      return {
        comment: await db
          .selectFrom('comments')
          .select(['memberId', 'userName', 'userEmail'])
          .where('id', '=', ids.comment)
          .executeTakeFirst(),
        chat: await db
          .selectFrom('chatMessages')
          .select(['memberId', 'userName', 'userEmail'])
          .where('id', '=', ids.chat)
          .executeTakeFirst(),
        prayer: await db
          .selectFrom('prayerRequests')
          .select(['memberId', 'name', 'email'])
          .where('id', '=', ids.prayer)
          .executeTakeFirst(),
        quick: await db
          .selectFrom('quickChats')
          .select(['userId', 'visitorName', 'visitorEmail'])
          .where('id', '=', ids.quick)
          .executeTakeFirst(),
      };
    };

    it('refuses a wrong password or a missing choice with field errors', async () => {
      const member = await make.member();
      const auth = await make.memberAuth(member);
      const wrong = await call<ErrorBody>('DELETE', API.account, auth, {
        password: 'not-it',
        posts: 'keep',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual({ password: ACCOUNT_MESSAGES.passwordWrong });
      const missing = await call<ErrorBody>('DELETE', API.account, auth, {
        password: '',
        posts: 'maybe',
      });
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.errors ?? {}).sort()).toEqual(['password', 'posts']);
      expect((await call('GET', API.account, auth)).status).toBe(200);
    });

    it('keeps the posts as a guest’s: first name, no address, no link to the account', async () => {
      const { member, auth, ids } = await memberWithPosts('Daniel Musa');
      await call('PUT', API.account, auth, { goLiveEmails: true });
      const deleted = await call('DELETE', API.account, auth, {
        password: MEMBER_PASSWORD,
        posts: 'keep',
      });
      expect(deleted.status).toBe(200);
      expect(await rowsOf(ids)).toEqual({
        comment: { memberId: null, userName: 'Daniel', userEmail: '' },
        chat: { memberId: null, userName: 'Daniel', userEmail: '' },
        prayer: { memberId: null, name: 'Daniel', email: '' },
        quick: { userId: null, visitorName: 'Daniel', visitorEmail: '' },
      });
      expect((await call('GET', API.account, auth)).status).toBe(401);
      const login = await call(
        'POST',
        API.memberLogin,
        {},
        {
          email: member.email,
          password: MEMBER_PASSWORD,
        },
      );
      expect(login.status).toBe(401);
      const subscribed = await t.app.db.kysely
        .selectFrom('streamAlertSubscriptions')
        .select('id')
        .where('email', '=', member.email)
        .execute();
      expect(subscribed).toEqual([]);
    });

    it('erases the posts with the account when asked', async () => {
      const { auth, ids } = await memberWithPosts('Joy Eze');
      const deleted = await call('DELETE', API.account, auth, {
        password: MEMBER_PASSWORD,
        posts: 'erase',
      });
      expect(deleted.status).toBe(200);
      expect(await rowsOf(ids)).toEqual({
        comment: undefined,
        chat: undefined,
        prayer: undefined,
        quick: undefined,
      });
      const messages = await t.app.db.kysely
        .selectFrom('quickChatMessages')
        .select('id')
        .where('chatId', '=', ids.quick)
        .execute();
      expect(messages).toEqual([]);
      expect((await call('GET', API.account, auth)).status).toBe(401);
    });
  });
});
