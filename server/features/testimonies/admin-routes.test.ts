import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildAppForOneTest,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories, minutesFromNow } from '#server/platform/testing/factories.js';

describe('Testimony Management API', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    make = factories(t.app);
    auth = await adminAuthHeader(t);
  });
  afterAll(() => t.close());

  it('lists, filters by status and searches', async () => {
    // An app of its own: the list holds exactly the two testimonies made here.
    const own = await buildAppForOneTest();
    const ownMake = factories(own.app);
    const headers = await adminAuthHeader(own);
    const pending = await ownMake.testimony({
      title: 'Healed of malaria',
      createdAt: minutesFromNow(-10),
    });
    const approved = await ownMake.approvedTestimony({ title: 'A new job', name: 'Esther' });
    const ids = (list: { testimonies: { _id: string }[] } | undefined) =>
      list?.testimonies.map((x) => x._id);
    const list = (query: { status?: 'pending' | 'approved'; search?: string } = {}) =>
      own.api.GET('/api/admin/testimonies', { headers, params: { query } });

    const all = await list();
    expect(all.response.status).toBe(200);
    expect(all.data).toMatchObject({ total: 2, page: 1 });
    expect(ids(all.data)).toEqual([approved.id, pending.id]);
    expect(all.data?.testimonies[0]).toMatchObject({ _id: approved.id, email: approved.email });

    const onlyPending = await list({ status: 'pending' });
    expect(onlyPending.data?.total).toBe(1);
    expect(ids(onlyPending.data)).toEqual([pending.id]);
    expect(ids((await list({ status: 'approved' })).data)).toEqual([approved.id]);
    expect(ids((await list({ search: 'MALARIA' })).data)).toEqual([pending.id]);
    const byName = await list({ search: 'esther', status: 'approved' });
    expect(byName.data?.total).toBe(1);
    expect(ids(byName.data)).toEqual([approved.id]);
    const bad = await own.request<ErrorBody>('/api/admin/testimonies?status=maybe', { headers });
    expect(bad.status).toBe(400);
  });

  it('approves a testimony, which then appears on the public wall, and takes it back', async () => {
    const testimony = await make.testimony({ title: 'Wall testimony' });
    const path = `/api/admin/testimony/${testimony.id}/approve`;
    const wallTitles = async () =>
      (await t.request('/api/testimonies')).body.testimonies.map((x: { title: string }) => x.title);
    expect(await wallTitles()).not.toContain('Wall testimony');

    const approved = await t.request(path, {
      method: 'PATCH',
      json: { isApproved: true },
      headers: auth,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.testimony).toMatchObject({ _id: testimony.id, isApproved: true });
    expect(await wallTitles()).toContain('Wall testimony');

    const back = await t.request(path, {
      method: 'PATCH',
      json: { isApproved: false },
      headers: auth,
    });
    expect(back.body.testimony.isApproved).toBe(false);
    expect(await wallTitles()).not.toContain('Wall testimony');

    const bad = await t.request<ErrorBody>(path, { method: 'PATCH', json: {}, headers: auth });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ isApproved: 'isApproved must be true or false' });
    const missing = await t.request('/api/admin/testimony/nope/approve', {
      method: 'PATCH',
      json: { isApproved: true },
      headers: auth,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MESSAGES.adminTestimonies.notFound);
  });

  it('edits title, text and approval with validation', async () => {
    const testimony = await make.testimony();
    const path = `/api/admin/testimony/${testimony.id}`;
    const edited = await t.request(path, {
      method: 'PUT',
      json: { title: ' Faithful ', testimony: 'He is faithful.', isApproved: true },
      headers: auth,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.testimony).toMatchObject({
      title: 'Faithful',
      testimony: 'He is faithful.',
      isApproved: true,
      name: testimony.name,
    });
    const invalid = await t.request(path, {
      method: 'PUT',
      json: { title: '', testimony: '' },
      headers: auth,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      title: 'Title is required',
      testimony: 'Testimony is required',
    });
    const missing = await t.request('/api/admin/testimony/nope', {
      method: 'PUT',
      json: { title: 'a', testimony: 'b' },
      headers: auth,
    });
    expect(missing.status).toBe(404);
  });

  it('deletes a testimony once', async () => {
    const testimony = await make.testimony();
    const path = `/api/admin/testimony/${testimony.id}`;
    const deleted = await t.request(path, { method: 'DELETE', headers: auth });
    expect(deleted.body).toEqual({ message: MESSAGES.adminTestimonies.deleted });
    expect((await t.request(path, { method: 'DELETE', headers: auth })).status).toBe(404);
  });
});
