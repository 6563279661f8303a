import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API, apiPath } from '#shared/api-paths.js';
import { MESSAGES } from '#shared/messages.js';
import { staffListResponseSchema, staffMemberResponseSchema } from '#shared/schemas/staff.js';
import { TOTP_CODE_MESSAGES } from '#shared/schemas/two-factor.js';
import { STAFF_MESSAGES } from '#shared/staff-messages.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { freshClient } from '#server/platform/testing/factories.js';

const PASSWORD = 'a-long-staff-password';

type SignedIn = ApiAnswer<'/api/admin/login', 'post'>;
type Session = ApiAnswer<'/api/admin/session'>;
/** A refusal that names the fields it refuses. */
type FieldErrors = Required<ErrorBody>;

describe('staff accounts', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    admin = await adminAuthHeader(t);
  });
  afterAll(() => t.close());

  // Each call names the answer it expects: the route's own, or an error's.
  const signIn = <T = unknown>(username: string, password = PASSWORD, code?: string) =>
    t.request<T>(API.adminLogin, {
      method: 'POST',
      json: { username, password, ...(code ? { code } : {}) },
      headers: freshClient(),
    });
  const headersOf = async (username: string, password = PASSWORD) => {
    const response = await signIn<SignedIn>(username, password);
    expect(response.status, response.text).toBe(200);
    return { authorization: `Bearer ${response.body.token}` };
  };
  const add = <T = unknown>(json: Record<string, unknown>, headers = admin) =>
    t.request<T>(API.adminStaffList, { method: 'POST', json, headers });
  const edit = <T = unknown>(id: string, json: Record<string, unknown>, headers = admin) =>
    t.request<T>(apiPath(API.adminStaffMember, { id }), { method: 'PUT', json, headers });
  const remove = <T = unknown>(id: string, headers = admin) =>
    t.request<T>(apiPath(API.adminStaffMember, { id }), { method: 'DELETE', headers });
  const addMember = async (username: string, role: 'admin' | 'moderator' = 'moderator') => {
    const response = await add({
      username,
      displayName: `${username} Display`,
      password: PASSWORD,
      role,
    });
    expect(response.status, response.text).toBe(201);
    return staffMemberResponseSchema.parse(response.body).staff;
  };
  const session = <T = unknown>(headers: Record<string, string>) =>
    t.request<T>(API.adminSession, { headers });

  it('lists the first admin from the environment as an admin', async () => {
    const response = await t.request(API.adminStaffList, { headers: admin });
    expect(response.status).toBe(200);
    const { staff } = staffListResponseSchema.parse(response.body);
    expect(staff).toEqual([
      expect.objectContaining({ username: 'admin', displayName: 'Admin', role: 'admin' }),
    ]);
    expect(response.text).not.toMatch(/password|hash|secret/i);
  });

  it('adds a moderator who signs in with their own password and is answered with their role', async () => {
    const added = await addMember('sarah');
    expect(added).toEqual({
      _id: expect.any(String),
      username: 'sarah',
      displayName: 'sarah Display',
      role: 'moderator',
      twoFactorEnabled: false,
      email: '',
      notifyNewMembers: false,
      notifyModeration: false,
      invited: false,
      createdAt: expect.any(String),
    });
    const login = await signIn<SignedIn>('sarah');
    expect(login.status).toBe(200);
    expect(login.body.admin).toEqual({
      _id: added._id,
      username: 'sarah',
      displayName: 'sarah Display',
      role: 'moderator',
    });
    expect(login.body.token).toEqual(expect.any(String));
    expect(login.body.expiresAt).toEqual(expect.any(String));
    expect((await signIn('sarah', 'wrong-password-here')).status).toBe(401);
  });

  it('answers 400 with field errors for bad input, 409 for a taken username', async () => {
    const empty = await add<FieldErrors>({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      username: STAFF_MESSAGES.usernameRequired,
      displayName: STAFF_MESSAGES.displayNameRequired,
      role: STAFF_MESSAGES.roleInvalid,
    });
    const noPassword = await add<FieldErrors>({
      username: 'tom',
      displayName: 'Tom',
      role: 'moderator',
    });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.errors).toEqual({ password: STAFF_MESSAGES.passwordRequired });
    const short = await add<FieldErrors>({
      username: 'tom',
      displayName: 'Tom',
      role: 'moderator',
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toMatch(/at least 8 characters/);
    const badRole = await add<FieldErrors>({
      username: 'tom',
      displayName: 'Tom',
      role: 'owner',
      password: PASSWORD,
    });
    expect(badRole.status).toBe(400);
    expect(badRole.body.errors).toEqual({ role: STAFF_MESSAGES.roleInvalid });
    const wrongTypes = await add<FieldErrors>({
      username: 5,
      displayName: [],
      role: null,
      password: {},
    });
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys(wrongTypes.body.errors).sort()).toEqual(
      ['displayName', 'password', 'role', 'username'].sort(),
    );
    const taken = await add<FieldErrors>({
      username: 'admin',
      displayName: 'Another',
      role: 'admin',
      password: PASSWORD,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ username: STAFF_MESSAGES.usernameTaken });
    const unknown = await edit('0123456789abcdef01234567', {
      username: 'ghost',
      displayName: 'Ghost',
      role: 'moderator',
    });
    expect(unknown.status).toBe(404);
    expect((await remove('0123456789abcdef01234567')).status).toBe(404);
  });

  it('keeps the last admin: no demotion, no deletion, no deleting yourself', async () => {
    const { staff } = staffListResponseSchema.parse(
      (await t.request(API.adminStaffList, { headers: admin })).body,
    );
    const first = staff.find((member) => member.username === 'admin')!;
    const demote = await edit(first._id, {
      username: 'admin',
      displayName: 'Admin',
      role: 'moderator',
    });
    expect(demote.status).toBe(400);
    expect(demote.body).toEqual({
      message: STAFF_MESSAGES.lastAdmin,
      errors: { role: STAFF_MESSAGES.lastAdmin },
    });
    const self = await remove<ErrorBody>(first._id);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(STAFF_MESSAGES.deleteSelf);

    // With a second admin, the first may be demoted by them, and then not the second.
    const second = await addMember('pastor', 'admin');
    const pastor = await headersOf('pastor');
    expect(
      (
        await edit(
          first._id,
          { username: 'admin', displayName: 'Admin', role: 'moderator' },
          pastor,
        )
      ).status,
    ).toBe(200);
    const lastDemotion = await edit<ErrorBody>(
      second._id,
      { username: 'pastor', displayName: 'Pastor', role: 'moderator' },
      pastor,
    );
    expect(lastDemotion.status).toBe(400);
    expect(lastDemotion.body.message).toBe(STAFF_MESSAGES.lastAdmin);
    // The demoted first admin is a moderator at once, in the session they already hold.
    const refused = await t.request(API.adminStaffList, { headers: admin });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: MESSAGES.staff.adminsOnly });
    expect(
      (await edit(first._id, { username: 'admin', displayName: 'Admin', role: 'admin' }, pastor))
        .status,
    ).toBe(200);
    expect((await t.request(API.adminStaffList, { headers: admin })).status).toBe(200);
    expect((await remove(second._id)).status).toBe(200);
    expect((await session(pastor)).status).toBe(401);
  });

  it('ends every session of a staff member whose password is reset or who is deleted', async () => {
    const member = await addMember('james');
    const first = await headersOf('james');
    const second = await headersOf('james');
    expect((await session(first)).status).toBe(200);
    const renamed = await edit<ApiAnswer<'/api/admin/staff/{id}', 'put'>>(member._id, {
      username: 'james',
      displayName: 'James K.',
      role: 'moderator',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.staff.displayName).toBe('James K.');
    // A rename keeps the sessions; a new password ends them.
    expect((await session<Session>(first)).body.admin.displayName).toBe('James K.');
    const reset = await edit(member._id, {
      username: 'james',
      displayName: 'James K.',
      role: 'moderator',
      password: 'another-long-password',
    });
    expect(reset.status).toBe(200);
    expect((await session(first)).status).toBe(401);
    expect((await session(second)).status).toBe(401);
    expect((await signIn('james')).status).toBe(401);
    const third = await headersOf('james', 'another-long-password');
    expect((await remove(member._id)).status).toBe(200);
    expect((await session(third)).status).toBe(401);
    expect((await signIn('james', 'another-long-password')).status).toBe(401);
  });

  it('gives each staff member their own two-factor sign-in', async () => {
    await addMember('ruth');
    const ruth = await headersOf('ruth');
    const setup = await t.request<ApiAnswer<'/api/admin/two-factor/setup', 'post'>>(
      API.adminTwoFactorSetup,
      { method: 'POST', headers: ruth },
    );
    expect(setup.status).toBe(200);
    const secret = setup.body.secret;
    const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() });
    const enabled = await t.request<ApiAnswer<'/api/admin/two-factor/enable', 'post'>>(
      API.adminTwoFactorEnable,
      {
        method: 'POST',
        json: { code },
        headers: ruth,
      },
    );
    expect(enabled.status).toBe(200);
    expect(enabled.body.enabled).toBe(true);

    const withoutCode = await signIn<ErrorBody>('ruth');
    expect(withoutCode.status).toBe(401);
    expect(withoutCode.body.errors).toEqual({ code: TOTP_CODE_MESSAGES.required });
    const next = TOTP.generate({
      secret: Secret.fromBase32(secret),
      timestamp: Date.now() + 30_000,
    });
    expect((await signIn('ruth', PASSWORD, next)).status).toBe(200);
    // The admin's own sign-in is untouched by Ruth's two-factor.
    const adminTwoFactor = await t.request<ApiAnswer<'/api/admin/two-factor'>>(API.adminTwoFactor, {
      headers: admin,
    });
    expect(adminTwoFactor.body.enabled).toBe(false);
    expect((await signIn('admin', 'lampstand-demo')).status).toBe(200);
    const { staff } = staffListResponseSchema.parse(
      (await t.request(API.adminStaffList, { headers: admin })).body,
    );
    expect(staff.find((member) => member.username === 'ruth')?.twoFactorEnabled).toBe(true);
  });

  it("shows a staff member's display name on their quick-chat replies, never their address", async () => {
    await addMember('grace');
    await edit(
      staffListResponseSchema
        .parse((await t.request(API.adminStaffList, { headers: admin })).body)
        .staff.find((member) => member.username === 'grace')!._id,
      { username: 'grace', displayName: 'Pastor Grace', role: 'moderator' },
    );
    const grace = await headersOf('grace');
    const started = await t.request<ApiAnswer<'/api/user/general-chat', 'post'>>(API.quickChat, {
      method: 'POST',
      json: { name: 'Visitor', email: 'visitor@example.com', message: 'Hello church' },
      headers: freshClient(),
    });
    expect(started.status).toBe(201);
    const chatId = started.body.chatId;
    type Reply = ApiAnswer<'/api/admin/general-chat/{id}/reply', 'post'>;
    const reply = await t.request<Reply>(apiPath(API.adminQuickChatReply, { id: chatId }), {
      method: 'POST',
      json: { message: 'Welcome!' },
      headers: grace,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.reply.sender).toEqual({ name: 'Pastor Grace', email: '', isAdmin: true });
    const fromAdmin = await t.request<Reply>(apiPath(API.adminQuickChatReply, { id: chatId }), {
      method: 'POST',
      json: { message: 'And from the office' },
      headers: admin,
    });
    expect(fromAdmin.body.reply.sender.name).toBe('Admin');
  });
});
