import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.js';
import {
  type TestApp,
  adminAuthHeader,
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
    const pending = await make.testimony({
      title: 'Healed of malaria',
      createdAt: minutesFromNow(-10),
    });
    const approved = await make.approvedTestimony({ title: 'A new job', name: 'Esther' });
    const all = await t.request('/api/admin/testimonies', { headers: auth });
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(2);
    expect(all.body.testimonies[0]).toMatchObject({ _id: approved.id, email: approved.email });

    const onlyPending = await t.request('/api/admin/testimonies?status=pending', {
      headers: auth,
    });
    expect(onlyPending.body.testimonies.every((x: { isApproved: boolean }) => !x.isApproved)).toBe(
      true,
    );
    const found = await t.request('/api/admin/testimonies?search=MALARIA', { headers: auth });
    expect(found.body.testimonies.map((x: { _id: string }) => x._id)).toEqual([pending.id]);
    const byName = await t.request('/api/admin/testimonies?search=esther&status=approved', {
      headers: auth,
    });
    expect(byName.body.total).toBe(1);
    const bad = await t.request('/api/admin/testimonies?status=maybe', { headers: auth });
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

    const bad = await t.request(path, { method: 'PATCH', json: {}, headers: auth });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.isApproved).toBeDefined();
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
