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
    const approve = (id: string, isApproved: boolean) =>
      t.api.PATCH('/api/admin/testimony/{id}/approve', {
        headers: auth,
        params: { path: { id } },
        body: { isApproved },
      });
    const wallTitles = async () =>
      (await t.api.GET('/api/testimonies')).data?.testimonies.map((x) => x.title);
    expect(await wallTitles()).not.toContain('Wall testimony');

    const approved = await approve(testimony.id, true);
    expect(approved.response.status).toBe(200);
    expect(approved.data?.testimony).toMatchObject({ _id: testimony.id, isApproved: true });
    expect(await wallTitles()).toContain('Wall testimony');

    const back = await approve(testimony.id, false);
    expect(back.data?.testimony.isApproved).toBe(false);
    expect(await wallTitles()).not.toContain('Wall testimony');

    const path = `/api/admin/testimony/${testimony.id}/approve`;
    const bad = await t.request<ErrorBody>(path, { method: 'PATCH', json: {}, headers: auth });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ isApproved: 'isApproved must be true or false' });
    const missing = await approve('nope', true);
    expect(missing.response.status).toBe(404);
    expect(missing.error).toEqual({ message: MESSAGES.adminTestimonies.notFound });
  });

  it('edits title, text and approval with validation', async () => {
    const testimony = await make.testimony();
    const edit = (id: string, body: { title: string; testimony: string; isApproved?: boolean }) =>
      t.api.PUT('/api/admin/testimony/{id}', { headers: auth, params: { path: { id } }, body });
    const edited = await edit(testimony.id, {
      title: ' Faithful ',
      testimony: 'He is faithful.',
      isApproved: true,
    });
    expect(edited.response.status).toBe(200);
    expect(edited.data?.testimony).toMatchObject({
      title: 'Faithful',
      testimony: 'He is faithful.',
      isApproved: true,
      name: testimony.name,
    });
    const invalid = await edit(testimony.id, { title: '', testimony: '' });
    expect(invalid.response.status).toBe(400);
    expect(invalid.error?.errors).toEqual({
      title: 'Title is required',
      testimony: 'Testimony is required',
    });
    const missing = await edit('nope', { title: 'a', testimony: 'b' });
    expect(missing.response.status).toBe(404);
  });

  it('deletes a testimony once', async () => {
    const testimony = await make.testimony();
    const remove = () =>
      t.api.DELETE('/api/admin/testimony/{id}', {
        headers: auth,
        params: { path: { id: testimony.id } },
      });
    expect((await remove()).data).toEqual({ message: MESSAGES.adminTestimonies.deleted });
    expect((await remove()).response.status).toBe(404);
  });
});
