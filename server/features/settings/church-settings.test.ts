import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API } from '#shared/api-paths.js';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { repositoriesOf } from '#server/platform/testing/repositories.js';

const EIGHT_LINKS = Array.from({ length: 8 }, (_, index) => ({
  label: `Partner ${String(index + 1)}`,
  url: `https://partner${String(index + 1)}.example.org/`,
}));

type PublicSettings = ApiAnswer<'/api/settings/public'>;

describe('the church identity in the settings', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    auth = await adminAuthHeader(t);
  });
  afterAll(() => t.close());

  /** Saves the church group; a call that expects a refusal names ErrorBody as its answer. */
  const save = <T = ApiAnswer<'/api/admin/settings', 'put'>>(church: unknown) =>
    t.request<T>('/api/admin/settings', { method: 'PUT', json: { church }, headers: auth });

  it('starts with no social links, the spec’s 2024 copyright line and the demo church’s zone', async () => {
    const { body } = await t.request<ApiAnswer<'/api/admin/settings'>>('/api/admin/settings', {
      headers: auth,
    });
    expect(body.settings.church).toEqual(DEFAULT_SETTINGS.church);
    expect(body.settings.church.socialLinks).toEqual({
      facebook: '',
      youtube: '',
      messaging: '',
      instagram: '',
      x: '',
    });
    expect(body.settings.church.copyright).toEqual({ holder: '', year: 2024 });
    expect(body.settings.church.timeZone).toBe('Africa/Lagos');
  });

  it('saves the identity field by field and the public settings show it at once', async () => {
    const saved = await save({
      zoneName: 'Grace Chapel, Accra Zone',
      city: 'Accra',
      country: 'Ghana',
      timeZone: 'Africa/Accra',
      socialLinks: { x: 'https://x.com/gracechapel', youtube: 'https://youtube.com/@grace' },
      relevantLinks: EIGHT_LINKS,
      copyright: { holder: 'Grace Chapel Trust', year: 2026 },
    });
    expect(saved.status).toBe(200);
    const church = saved.body.settings.church;
    expect(church).toMatchObject({
      zoneName: 'Grace Chapel, Accra Zone',
      address: DEFAULT_SETTINGS.church.address,
      timeZone: 'Africa/Accra',
      copyright: { holder: 'Grace Chapel Trust', year: 2026 },
    });
    // The links not sent keep their (empty) values.
    expect(church.socialLinks).toEqual({
      facebook: '',
      youtube: 'https://youtube.com/@grace',
      messaging: '',
      instagram: '',
      x: 'https://x.com/gracechapel',
    });
    expect(church.relevantLinks).toHaveLength(8);

    const { body } = await t.request<PublicSettings>('/api/settings/public');
    expect(body.settings.church).toEqual(church);
    // The copyright year alone: the holder stays.
    expect((await save({ copyright: { year: 2027 } })).body.settings.church.copyright).toEqual({
      holder: 'Grace Chapel Trust',
      year: 2027,
    });
  });

  it('refuses addresses that are not web addresses, with a message per field', async () => {
    const response = await save<ErrorBody>({
      zoneName: ' ',
      timeZone: 'Mars/Olympus_Mons',
      socialLinks: {
        facebook: 'javascript:alert(document.cookie)',
        messaging: 'data:text/html,<script>alert(1)</script>',
        x: 'x.com/church',
      },
      relevantLinks: [{ label: 'Bad', url: 'javascript:alert(1)' }],
      copyright: { year: 1492 },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors ?? {}).sort()).toEqual([
      'church.copyright.year',
      'church.relevantLinks.0.url',
      'church.socialLinks.facebook',
      'church.socialLinks.messaging',
      'church.socialLinks.x',
      'church.timeZone',
      'church.zoneName',
    ]);
    expect(response.body.errors?.['church.socialLinks.facebook']).toMatch(/web address/);
    const nine = await save<ErrorBody>({ relevantLinks: [...EIGHT_LINKS, EIGHT_LINKS[0]] });
    expect(nine.status).toBe(400);
    expect(nine.body.errors?.['church.relevantLinks']).toBe('At most 8 links');
    const read = await t.request<PublicSettings>('/api/settings/public');
    expect(read.body.settings.church.socialLinks.facebook).toBe('');
  });

  it('refuses the church fields to anyone but an admin, moderators included', async () => {
    const signedOut = await t.request('/api/admin/settings', {
      method: 'PUT',
      json: { church: { zoneName: 'Taken over' } },
    });
    expect(signedOut.status).toBe(401);
    const added = await t.request(API.adminStaffList, {
      method: 'POST',
      json: {
        username: 'hannah',
        displayName: 'Hannah',
        password: 'moderator-password',
        role: 'moderator',
      },
      headers: auth,
    });
    expect(added.status).toBe(201);
    const moderator = await adminAuthHeader(t, {
      username: 'hannah',
      password: 'moderator-password',
    });
    const refused = await t.request('/api/admin/settings', {
      method: 'PUT',
      json: { church: { zoneName: 'Taken over' } },
      headers: moderator,
    });
    expect(refused.status).toBe(403);
    const { body } = await t.request<PublicSettings>('/api/settings/public');
    expect(body.settings.church.zoneName).not.toBe('Taken over');
  });

  it('reads a church saved before the new fields, filling them with their defaults', async () => {
    const {
      copyright: _copyright,
      timeZone: _timeZone,
      shortName: _shortName,
      ...older
    } = DEFAULT_SETTINGS.church;
    await repositoriesOf(t.app).settings.write('church', {
      ...older,
      zoneName: 'Older Zone',
      socialLinks: {
        facebook: 'https://facebook.com/older',
        youtube: '',
        messaging: '',
        instagram: '',
      },
    });
    await t.app.settings.update({});
    const { body } = await t.request<PublicSettings>('/api/settings/public');
    expect(body.settings.church).toMatchObject({
      zoneName: 'Older Zone',
      shortName: '',
      timeZone: 'Africa/Lagos',
      copyright: { holder: '', year: 2024 },
      socialLinks: { facebook: 'https://facebook.com/older', x: '' },
    });
  });

  it('gives the public only the public groups: no notification, security or moderation settings', async () => {
    const { body } = await t.request<PublicSettings>('/api/settings/public');
    const text = JSON.stringify(body);
    for (const hidden of ['sessionTimeout', 'requireTwoFactor', 'blockedWords', 'streamAlerts']) {
      expect(text).not.toContain(hidden);
    }
    expect(Object.keys(body.settings.church).sort()).toEqual(
      Object.keys(DEFAULT_SETTINGS.church).sort(),
    );
  });
});
