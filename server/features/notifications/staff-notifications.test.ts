import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { MESSAGES } from '#shared/messages.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories, freshClient } from '#server/platform/testing/factories.js';
import { startTestSmtpServer } from '#server/platform/testing/smtp-server.js';
import { createStaffMarksRepository } from './staff-marks-repository.js';
import {
  MODERATION_EVERY_MS,
  NEW_MEMBERS_EVERY_MS,
  createStaffNotificationsService,
} from './staff-notifications-service.js';

/** Quoted-printable folds long lines and encodes '=': the message as it reads. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('staff notification emails', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let t: TestApp;
  let auth: Record<string, string>;
  let people = 0;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_SITE_URL: 'https://church.example',
      TRUST_PROXY: '1',
    });
    auth = await adminAuthHeader(t);
    const mine = await t.request('/api/admin/account/notifications', {
      method: 'PUT',
      headers: auth,
      json: { email: 'pastor@church.example', notifyNewMembers: true, notifyModeration: true },
    });
    expect(mine.status).toBe(200);
    // A moderator who asks for both gets only the moderation emails.
    const moderator = await t.request('/api/admin/staff', {
      method: 'POST',
      headers: auth,
      json: {
        username: 'deborah',
        displayName: 'Deborah',
        password: 'moderator-password',
        role: 'moderator',
        email: 'deborah@church.example',
        notifyNewMembers: true,
        notifyModeration: true,
      },
    });
    expect(moderator.status).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    // Each test starts as if nothing had been sent yet, every switch on.
    await t.app.db.kysely.deleteFrom('staffNotificationMarks').execute();
    await t.app.staffNotifications.start();
    await saveNotifications({
      emailNotifications: true,
      userRegistrations: true,
      commentModeration: true,
    });
  });

  const saveNotifications = async (notifications: Record<string, boolean>) => {
    const saved = await t.request('/api/admin/settings', {
      method: 'PUT',
      json: { notifications },
      headers: auth,
    });
    expect(saved.status).toBe(200);
  };
  const register = async (name: string) => {
    people += 1;
    const answer = await t.request('/api/user/register', {
      method: 'POST',
      headers: freshClient(),
      json: {
        name,
        email: `member${people}@example.org`,
        phone: '+234 803 555 0100',
        location: 'Ibadan',
        password: 'a-member-password',
      },
    });
    expect(answer.status).toBe(201);
  };
  const mailsTo = (address: string, subject: RegExp) =>
    smtp.received.filter((mail) => mail.to.includes(address) && subject.test(mail.subject));
  const nthMailTo = async (address: string, subject: RegExp, count: number) => {
    while (mailsTo(address, subject).length < count) await smtp.waitFor(smtp.received.length + 1);
    return mailsTo(address, subject)[count - 1];
  };
  /** The service as another instance sees it, with its clock `ms` ahead. */
  const later = (ms: number) =>
    createStaffNotificationsService({
      marks: createStaffMarksRepository(t.app.db.kysely),
      staff: t.app.staff,
      members: t.app.members,
      comments: t.app.comments,
      liveChat: t.app.liveChat,
      settings: t.app.settings,
      mail: t.app.mail,
      siteUrl: 'https://church.example',
      log: t.app.log,
      now: () => new Date(Date.now() + ms),
    });

  it('emails admins who opted in about a new member at once, then the hour’s others as one digest', async () => {
    await register('Hannah Ade');
    const first = await nthMailTo('pastor@church.example', /new member/i, 1);
    expect(first?.subject).toBe('New member: Hannah Ade');
    expect(unfold(first?.raw ?? '')).toContain('Hannah Ade (Ibadan) has registered');
    expect(unfold(first?.raw ?? '')).toContain('https://church.example/admin?section=users');
    expect(unfold(first?.raw ?? '')).not.toContain('member1@example.org');

    await register('Samuel Okoro');
    await register('Ruth Bello');
    // Within the hour: nothing more, however often any instance checks.
    expect(await t.app.staffNotifications.checkNewMembers()).toBe(0);
    expect(await later(NEW_MEMBERS_EVERY_MS - 60_000).checkNewMembers()).toBe(0);
    const afterTheHour = later(NEW_MEMBERS_EVERY_MS + 1000);
    expect(await afterTheHour.checkNewMembers()).toBe(1);
    expect(await afterTheHour.checkNewMembers()).toBe(0);
    const digest = await nthMailTo('pastor@church.example', /new members/i, 1);
    expect(digest?.subject).toBe('2 new members');
    expect(unfold(digest?.raw ?? '')).toContain('Samuel Okoro (Ibadan)');
    expect(unfold(digest?.raw ?? '')).toContain('Ruth Bello (Ibadan)');
    expect(mailsTo('deborah@church.example', /new member/i)).toEqual([]);
  });

  it('emails staff who opted in when posts wait for review, at most once in 15 minutes', async () => {
    const stream = await factories(t.app).stream();
    const comment = (content: string) =>
      t.request('/api/user/comment', {
        method: 'POST',
        headers: freshClient(),
        json: { streamId: stream.id, userName: 'Grace', content },
      });
    expect((await comment('Amen!')).status).toBe(201);
    for (const address of ['pastor@church.example', 'deborah@church.example']) {
      const mail = await nthMailTo(address, /waiting for review/, 1);
      expect(mail?.subject).toBe('A post is waiting for review');
      expect(unfold(mail?.raw ?? '')).toContain('https://church.example/admin?section=comments');
    }
    expect((await comment('Praise God')).status).toBe(201);
    expect((await comment('Hallelujah')).status).toBe(201);
    expect(await t.app.staffNotifications.checkModeration()).toBe(0);
    expect(await later(MODERATION_EVERY_MS + 1000).checkModeration()).toBe(2);
    const next = await nthMailTo('deborah@church.example', /waiting for review/, 2);
    expect(next?.subject).toBe('2 posts are waiting for review');
  });

  it('sends nothing while Email Notifications or the kind’s switch is off, nor that backlog later', async () => {
    const before = smtp.received.length;
    await saveNotifications({ emailNotifications: false });
    await register('Esther Musa');
    expect(await later(NEW_MEMBERS_EVERY_MS * 2).checkNewMembers()).toBe(0);
    await saveNotifications({ emailNotifications: true, userRegistrations: false });
    await register('John Eze');
    expect(await later(NEW_MEMBERS_EVERY_MS * 2).checkNewMembers()).toBe(0);
    await saveNotifications({ userRegistrations: true });
    expect(await later(NEW_MEMBERS_EVERY_MS * 3).checkNewMembers()).toBe(0);
    const outbox = await t.app.db.kysely
      .selectFrom('mailMessages')
      .select('id')
      .where('kind', '=', 'staff-new-members')
      .where('subject', 'like', '%Esther%')
      .execute();
    expect(outbox).toEqual([]);
    expect(smtp.received.length).toBe(before);
  });

  it('keeps each one’s own address and choices, checked, and out of the sign-in answer', async () => {
    const mine = await t.request<ApiAnswer<'/api/admin/account/notifications'>>(
      '/api/admin/account/notifications',
      { headers: auth },
    );
    expect(mine.status).toBe(200);
    expect(mine.body.notifications).toEqual({
      email: 'pastor@church.example',
      notifyNewMembers: true,
      notifyModeration: true,
    });
    const bad = await t.request<ErrorBody>('/api/admin/account/notifications', {
      method: 'PUT',
      headers: auth,
      json: { email: 'not an email', notifyModeration: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      email: MESSAGES.registration.emailInvalid,
      notifyModeration: 'Must be true or false',
    });
    expect((await t.request('/api/admin/account/notifications')).status).toBe(401);

    const moderatorAuth = await adminAuthHeader(t, {
      username: 'deborah',
      password: 'moderator-password',
    });
    const cleared = await t.request<ApiAnswer<'/api/admin/account/notifications', 'put'>>(
      '/api/admin/account/notifications',
      {
        method: 'PUT',
        headers: moderatorAuth,
        json: { email: '' },
      },
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.notifications).toEqual({
      email: '',
      notifyNewMembers: true,
      notifyModeration: true,
    });
    const staff = await t.request<ApiAnswer<'/api/admin/staff'>>('/api/admin/staff', {
      headers: auth,
    });
    const deborah = staff.body.staff.find((s) => s.username === 'deborah');
    expect(deborah).toMatchObject({ email: '', notifyModeration: true });

    const login = await t.request<ApiAnswer<'/api/admin/login', 'post'>>('/api/admin/login', {
      method: 'POST',
      json: { username: 'deborah', password: 'moderator-password' },
    });
    expect(Object.keys(login.body.admin).sort()).toEqual([
      '_id',
      'displayName',
      'role',
      'username',
    ]);
  });
});
