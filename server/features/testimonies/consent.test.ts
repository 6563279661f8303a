import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API, apiPath } from '#shared/api-paths.js';
import { MESSAGES } from '#shared/messages.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories, freshClient } from '#server/platform/testing/factories.js';

const testimony = (overrides: Record<string, unknown> = {}) => ({
  name: 'Esther Bello',
  email: 'esther@example.com',
  title: 'A private thanksgiving',
  testimony: 'The Lord kept my family through a hard year.',
  category: 'other',
  ...overrides,
});

describe('testimony consent (sharePublicly)', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    make = factories(t.app);
    admin = await adminAuthHeader(t);
  });
  afterAll(() => t.close());

  const submit = <T = ApiAnswer<'/api/user/testimony', 'post'>>(json: unknown) =>
    t.request<T>(API.testimony, { method: 'POST', json, headers: freshClient() });
  const approve = (id: string) =>
    t.request<ApiAnswer<'/api/admin/testimony/{id}/approve', 'patch'>>(
      apiPath(API.adminTestimonyApprove, { id }),
      {
        method: 'PATCH',
        json: { isApproved: true },
        headers: admin,
      },
    );
  const wallTitles = async () => {
    const wall = await t.request<ApiAnswer<'/api/testimonies'>>(
      `${API.approvedTestimonies}?limit=50`,
    );
    expect(wall.status).toBe(200);
    return {
      titles: wall.body.testimonies.map((item) => item.title),
      total: wall.body.total,
    };
  };

  it('keeps a testimony without consent off the wall once approved, and shows the team its choice', async () => {
    const before = await wallTitles();
    const teamOnly = await submit(testimony({ title: 'Team only', sharePublicly: false }));
    expect(teamOnly.status).toBe(201);
    expect(teamOnly.body.testimony).toMatchObject({ sharePublicly: false, isApproved: false });
    const shared = await submit(testimony({ title: 'For everyone', sharePublicly: true }));
    expect(shared.body.testimony.sharePublicly).toBe(true);

    for (const sent of [teamOnly, shared]) {
      const approved = await approve(sent.body.testimony._id);
      expect(approved.status).toBe(200);
      expect(approved.body.testimony.isApproved).toBe(true);
    }
    // Editing keeps the sender's choice: approval through the edit form too.
    const edited = await t.request<ApiAnswer<'/api/admin/testimony/{id}', 'put'>>(
      apiPath(API.adminTestimony, { id: teamOnly.body.testimony._id }),
      {
        method: 'PUT',
        json: { title: 'Team only', testimony: 'Kept for the records.', isApproved: true },
        headers: admin,
      },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.testimony).toMatchObject({ isApproved: true, sharePublicly: false });

    const after = await wallTitles();
    expect(after.titles).toContain('For everyone');
    expect(after.titles).not.toContain('Team only');
    expect(after.total).toBe(before.total + 1);

    const panel = await t.request<ApiAnswer<'/api/admin/testimonies'>>(
      `${API.adminTestimonies}?status=approved&search=team%20only`,
      { headers: admin },
    );
    expect(panel.body.testimonies).toEqual([
      expect.objectContaining({ title: 'Team only', isApproved: true, sharePublicly: false }),
    ]);
  });

  it('shares a testimony sent without the field, as clients before it always meant', async () => {
    const sent = await submit(testimony({ title: 'Sent by an older client' }));
    expect(sent.status).toBe(201);
    expect(sent.body.testimony.sharePublicly).toBe(true);
    await approve(sent.body.testimony._id);
    expect((await wallTitles()).titles).toContain('Sent by an older client');
  });

  it('counts testimonies stored before consent was asked as shared', async () => {
    const older = await make.approvedTestimony({ title: 'Approved long ago' });
    const stored = await t.app.db.kysely
      .selectFrom('testimonies')
      .select('sharePublicly')
      .where('id', '=', older.id)
      .executeTakeFirstOrThrow();
    expect(stored.sharePublicly).toBe(1);
    expect((await wallTitles()).titles).toContain('Approved long ago');
  });

  it('answers 400 for a sharePublicly that is not true or false', async () => {
    for (const sharePublicly of ['yes', 1, null]) {
      const refused = await submit<ErrorBody>(testimony({ sharePublicly }));
      expect(refused.status, JSON.stringify(sharePublicly)).toBe(400);
      expect(refused.body).toEqual({
        message: MESSAGES.errors.validation,
        errors: { sharePublicly: 'Share publicly must be true or false' },
      });
    }
  });
});
