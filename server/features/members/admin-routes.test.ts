import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import { MESSAGES } from '#shared/messages.js';
import {
  ADMIN_MEMBER_MESSAGES,
  adminMemberResponseSchema,
  adminMembersResponseSchema,
} from '#shared/schemas/admin-members.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildAppForOneTest,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import {
  MEMBER_PASSWORD,
  factories,
  freshClient,
  minutesFromNow,
} from '#server/platform/testing/factories.js';
import { repositoriesOf } from '#server/platform/testing/repositories.js';

type Blocked = ApiAnswer<'/api/admin/user/{id}/block', 'patch'>;

describe('admin users', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    make = factories(t.app);
    auth = await adminAuthHeader(t);
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const response = await t.request(`/api/admin/users${query}`, { headers: auth });
    expect(response.status).toBe(200);
    return adminMembersResponseSchema.parse(response.body);
  };

  describe('GET /api/admin/users', () => {
    it('lists members newest first without any password', async () => {
      // An app of its own: the list holds exactly the members made here.
      const own = await buildAppForOneTest({ TRUST_PROXY: '1' });
      const ownMake = factories(own.app);
      const older = await ownMake.member({ name: 'Older Member' });
      await own.app.db.kysely
        .updateTable('members')
        .set({ createdAt: minutesFromNow(-60) })
        .where('id', '=', older.id)
        .execute();
      const member = await ownMake.member({ name: 'Newest Member' });
      const response = await own.request('/api/admin/users', {
        headers: await adminAuthHeader(own),
      });
      expect(response.text).not.toContain('password');
      const { users, total } = adminMembersResponseSchema.parse(response.body);
      expect(total).toBe(2);
      expect(users.map((user) => user._id)).toEqual([member.id, older.id]);
      expect(users[0]).toMatchObject({ _id: member.id, name: 'Newest Member', isBlocked: false });
    });

    it('searches name, email, phone and location and filters by status', async () => {
      const town = `Town${Date.now()}`;
      const active = await make.member({ location: town });
      const blocked = await make.member({ location: town, isBlocked: true });
      expect((await list(`?search=${town.toLowerCase()}`)).total).toBe(2);
      expect((await list(`?search=${town}&status=active`)).users.map((u) => u._id)).toEqual([
        active.id,
      ]);
      expect((await list(`?search=${town}&status=blocked`)).users.map((u) => u._id)).toEqual([
        blocked.id,
      ]);
      expect((await list(`?search=${encodeURIComponent(active.email)}`)).users[0]?._id).toBe(
        active.id,
      );
    });

    it('pages', async () => {
      const town = `Paged${Date.now()}`;
      for (let i = 0; i < 3; i += 1) await make.member({ location: town });
      const page = await list(`?search=${town}&limit=2&page=2`);
      expect(page).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect(page.users).toHaveLength(1);
    });
  });

  describe('POST /api/admin/user', () => {
    it('adds a member who can sign in with the given password', async () => {
      const response = await t.request('/api/admin/user', {
        method: 'POST',
        headers: auth,
        json: {
          name: 'Added Member',
          email: 'Added@Example.com',
          phone: '0800',
          location: 'Ibadan',
          password: 'long-enough-password',
        },
      });
      expect(response.status).toBe(201);
      const { user } = adminMemberResponseSchema.parse(response.body);
      expect(user).toMatchObject({ name: 'Added Member', email: 'added@example.com' });
      const login = await t.request('/api/user/login', {
        method: 'POST',
        headers: freshClient(),
        json: { email: 'added@example.com', password: 'long-enough-password' },
      });
      expect(login.status).toBe(200);
    });

    it('answers field errors for missing name and email, a short password and a taken email', async () => {
      const missing = await t.request<ErrorBody>('/api/admin/user', {
        method: 'POST',
        headers: auth,
        json: { name: ' ', email: '' },
      });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toMatchObject({
        name: MESSAGES.registration.nameRequired,
        email: MESSAGES.registration.emailRequired,
      });
      const short = await t.request<ErrorBody>('/api/admin/user', {
        method: 'POST',
        headers: auth,
        json: { name: 'A', email: 'short@example.com', password: 'abc' },
      });
      expect(short.status).toBe(400);
      expect(short.body.errors?.password).toContain('at least 8');
      const existing = await make.member();
      const taken = await t.request<ErrorBody>('/api/admin/user', {
        method: 'POST',
        headers: auth,
        json: { name: 'A', email: existing.email },
      });
      expect(taken.status).toBe(409);
      expect(taken.body.errors?.email).toBe(API_MESSAGES.members.emailTaken);
    });
  });

  describe('PUT /api/admin/user/:id', () => {
    it('edits a member', async () => {
      const member = await make.member();
      const response = await t.request<ApiAnswer<'/api/admin/user/{id}', 'put'>>(
        `/api/admin/user/${member.id}`,
        {
          method: 'PUT',
          headers: auth,
          json: { name: 'Edited', email: member.email, phone: '123', location: 'Lagos' },
        },
      );
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({ name: 'Edited', phone: '123', location: 'Lagos' });
    });

    it('answers 409 for another member’s email, 404 for an unknown member, 400 for a bad email', async () => {
      const first = await make.member();
      const second = await make.member();
      const taken = await t.request(`/api/admin/user/${second.id}`, {
        method: 'PUT',
        headers: auth,
        json: { name: 'X', email: first.email.toUpperCase() },
      });
      expect(taken.status).toBe(409);
      const missing = await t.request<ErrorBody>('/api/admin/user/000000000000000000000000', {
        method: 'PUT',
        headers: auth,
        json: { name: 'X', email: 'x@example.com' },
      });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(ADMIN_MEMBER_MESSAGES.notFound);
      const bad = await t.request<ErrorBody>(`/api/admin/user/${second.id}`, {
        method: 'PUT',
        headers: auth,
        json: { name: 'X', email: 'not-an-email' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.email).toBe(MESSAGES.registration.emailInvalid);
    });
  });

  describe('PATCH /api/admin/user/:id/block', () => {
    it('blocks a member, who then cannot post, and unblocks them', async () => {
      const member = await make.member();
      const stream = await make.stream();
      const memberAuth = await make.memberAuth(member);
      const block = await t.request<Blocked>(`/api/admin/user/${member.id}/block`, {
        method: 'PATCH',
        headers: auth,
        json: { isBlocked: true },
      });
      expect(block.status).toBe(200);
      expect(block.body.user.isBlocked).toBe(true);
      const refused = await t.request('/api/user/comment', {
        method: 'POST',
        headers: { ...memberAuth, ...freshClient() },
        json: { streamId: stream.id, content: 'Hello' },
      });
      expect(refused.status).toBe(403);

      const unblock = await t.request<Blocked>(`/api/admin/user/${member.id}/block`, {
        method: 'PATCH',
        headers: auth,
        json: { isBlocked: false },
      });
      expect(unblock.body.user.isBlocked).toBe(false);
      const allowed = await t.request('/api/user/comment', {
        method: 'POST',
        headers: { ...memberAuth, ...freshClient() },
        json: { streamId: stream.id, content: 'Hello again' },
      });
      expect(allowed.status).toBe(201);
    });

    it('needs isBlocked and a known member', async () => {
      const member = await make.member();
      const bad = await t.request<ErrorBody>(`/api/admin/user/${member.id}/block`, {
        method: 'PATCH',
        headers: auth,
        json: {},
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.isBlocked).toBe(ADMIN_MEMBER_MESSAGES.blockedRequired);
      const missing = await t.request('/api/admin/user/nope/block', {
        method: 'PATCH',
        headers: auth,
        json: { isBlocked: true },
      });
      expect(missing.status).toBe(404);
    });
  });

  describe('DELETE /api/admin/user/:id', () => {
    it('deletes a member but keeps what they wrote under their name', async () => {
      const member = await make.member({ name: 'Leaving Member' });
      const stream = await make.stream();
      const comment = await make.comment(stream.id, {
        memberId: member.id,
        userName: member.name,
        userEmail: member.email,
      });
      const response = await t.request(`/api/admin/user/${member.id}`, {
        method: 'DELETE',
        headers: auth,
      });
      expect(response.status).toBe(200);
      expect(await repositoriesOf(t.app).members.findById(member.id)).toBeUndefined();
      const kept = await t.app.db.kysely
        .selectFrom('comments')
        .selectAll()
        .where('id', '=', comment.id)
        .executeTakeFirst();
      expect(kept).toMatchObject({ userName: 'Leaving Member', memberId: null });
      const login = await t.request('/api/user/login', {
        method: 'POST',
        headers: freshClient(),
        json: { email: member.email, password: MEMBER_PASSWORD },
      });
      expect(login.status).toBe(401);
      const again = await t.request(`/api/admin/user/${member.id}`, {
        method: 'DELETE',
        headers: auth,
      });
      expect(again.status).toBe(404);
    });
  });
});
