import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { freshClient } from '#server/platform/testing/factories.js';

const { church: CHURCH_DEFAULTS, ...SPEC_DEFAULTS } = DEFAULT_SETTINGS;

describe('Settings API', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    auth = await adminAuthHeader(t);
  });
  afterAll(() => t.close());

  /** Saves settings; a call that expects a refusal names ErrorBody as its answer. */
  const save = <T = ApiAnswer<'/api/admin/settings', 'put'>>(json: unknown) =>
    t.request<T>('/api/admin/settings', { method: 'PUT', json, headers: auth });

  it('answers every settings group with their defaults', async () => {
    const response = await t.request<ApiAnswer<'/api/admin/settings'>>('/api/admin/settings', {
      headers: auth,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ settings: { ...SPEC_DEFAULTS, church: CHURCH_DEFAULTS } });
    expect(response.body.settings.appearance).toEqual({
      primaryColor: '#2a1e7a',
      secondaryColor: '#f59e0b',
      darkMode: false,
    });
    expect(response.body.settings.security).toEqual({
      sessionTimeout: 30,
      passwordMinLength: 8,
      requireTwoFactor: false,
    });
  });

  it('saves the groups sent, field by field, and the public site reads them at once', async () => {
    const saved = await save({
      general: { siteName: 'Grace Assembly', contactPhone: '+234 800 111 2222' },
      appearance: { primaryColor: '#123456' },
      notifications: { streamAlerts: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.general).toEqual({
      ...SPEC_DEFAULTS.general,
      siteName: 'Grace Assembly',
      contactPhone: '+234 800 111 2222',
    });
    expect(saved.body.settings.appearance.primaryColor).toBe('#123456');
    expect(saved.body.settings.notifications.streamAlerts).toBe(false);
    expect(saved.body.settings.notifications.emailNotifications).toBe(true);

    const publicSettings =
      await t.request<ApiAnswer<'/api/settings/public'>>('/api/settings/public');
    expect(publicSettings.body.settings).toMatchObject({
      siteName: 'Grace Assembly',
      contactPhone: '+234 800 111 2222',
      primaryColor: '#123456',
    });
    expect(
      await save({ general: SPEC_DEFAULTS.general, appearance: SPEC_DEFAULTS.appearance }),
    ).toMatchObject({ status: 200 });
  });

  it('validates the bounds of every field', async () => {
    const response = await save<ErrorBody>({
      general: { siteName: ' ', contactEmail: 'not-an-email' },
      appearance: { primaryColor: 'red' },
      security: { sessionTimeout: 4, passwordMinLength: 21 },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors ?? {}).sort()).toEqual([
      'appearance.primaryColor',
      'general.contactEmail',
      'general.siteName',
      'security.passwordMinLength',
      'security.sessionTimeout',
    ]);
    expect((await save({ security: { sessionTimeout: 121 } })).status).toBe(400);
    expect((await save({ security: { passwordMinLength: 5 } })).status).toBe(400);
    expect((await save({ security: { sessionTimeout: 'ten' } })).status).toBe(400);
  });

  it('saves the sermon library’s settings field by field, and refuses an artwork address elsewhere', async () => {
    const saved = await save({ sermons: { podcastArtworkUrl: '/uploads/abc.png' } });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.sermons).toEqual({
      autoPublishReplays: false,
      podcastArtworkUrl: '/uploads/abc.png',
    });
    const published = await save({ sermons: { autoPublishReplays: true } });
    expect(published.body.settings.sermons).toEqual({
      autoPublishReplays: true,
      podcastArtworkUrl: '/uploads/abc.png',
    });
    const refused = await save<ErrorBody>({
      sermons: { podcastArtworkUrl: 'javascript:alert(1)', autoPublishReplays: 'yes' },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual([
      'sermons.autoPublishReplays',
      'sermons.podcastArtworkUrl',
    ]);
    expect(
      (await save({ sermons: { podcastArtworkUrl: 'http://insecure.example/a.png' } })).status,
    ).toBe(400);
  });

  it('uses the session timeout as the admin token lifetime', async () => {
    expect((await save({ security: { sessionTimeout: 5 } })).status).toBe(200);
    const login = await t.request<ApiAnswer<'/api/admin/login', 'post'>>('/api/admin/login', {
      method: 'POST',
      json: { username: 'admin', password: 'lampstand-demo' },
      headers: freshClient(),
    });
    const minutes = (Date.parse(login.body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4);
    expect(minutes).toBeLessThanOrEqual(5);
    expect((await save({ security: { sessionTimeout: 30 } })).status).toBe(200);
  });

  it('uses the minimum password length in registration', async () => {
    expect((await save({ security: { passwordMinLength: 12 } })).status).toBe(200);
    const member = {
      name: 'Tola',
      email: 'tola@example.com',
      phone: '+234 800 000 0001',
      location: 'Ibadan',
      audienceSize: '1',
    };
    const short = await t.request<ErrorBody>('/api/user/register', {
      method: 'POST',
      json: { ...member, password: 'elevenchars' },
      headers: freshClient(),
    });
    expect(short.status).toBe(400);
    expect(short.body.errors?.password).toBe('Password must be at least 12 characters');
    const long = await t.request('/api/user/register', {
      method: 'POST',
      json: { ...member, password: 'twelve-chars' },
      headers: freshClient(),
    });
    expect(long.status).toBe(201);
    expect((await save({ security: { passwordMinLength: 8 } })).status).toBe(200);
  });

  it('refuses to require two-factor sign-in before this admin has set it up', async () => {
    const response = await save<ErrorBody>({ security: { requireTwoFactor: true } });
    expect(response.status).toBe(400);
    expect(response.body.errors?.['security.requireTwoFactor']).toMatch(/Set up two-factor/);
    const read = await t.request<ApiAnswer<'/api/admin/settings'>>('/api/admin/settings', {
      headers: auth,
    });
    expect(read.body.settings.security.requireTwoFactor).toBe(false);
  });
});
