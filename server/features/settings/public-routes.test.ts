import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { publicSettingsResponseSchema } from '#shared/schemas/settings.js';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings.js';
import { type TestApp, buildTestApp } from '#server/platform/testing/build-test-app.js';
import { repositoriesOf } from '#server/platform/testing/repositories.js';

type PublicSettings = ApiAnswer<'/api/settings/public'>;

describe('GET /api/settings/public', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_SITE_URL: 'https://church.example.org/' });
  });
  afterAll(() => t.close());

  it('answers the allowlisted settings with the demo values and the demo credentials', async () => {
    const response = await t.request<PublicSettings>('/api/settings/public');
    expect(response.status).toBe(200);
    const { settings } = publicSettingsResponseSchema.parse(response.body);
    expect(settings.siteName).toBe(DEFAULT_SETTINGS.general.siteName);
    expect(settings.contactPhone).toBe(DEFAULT_SETTINGS.general.contactPhone);
    expect(settings.primaryColor).toBe('#2a1e7a');
    expect(settings.secondaryColor).toBe('#f59e0b');
    expect(settings.church.relevantLinks).toHaveLength(5);
    expect(settings.publicSiteUrl).toBe('https://church.example.org');
    expect(settings.passwordMinLength).toBe(8);
    expect(settings.demoCredentials).toEqual({ username: 'admin', password: 'lampstand-demo' });
    // Nothing beyond the allowlist: of the security settings only the password minimum, which
    // the forms show; no notification settings reach a browser.
    expect(Object.keys(response.body.settings).sort()).toEqual(
      [
        'church',
        'contactEmail',
        'contactPhone',
        'demoCredentials',
        'mediaHosting',
        'passwordMinLength',
        'primaryColor',
        'publicSiteUrl',
        'secondaryColor',
        'siteDescription',
        'siteName',
      ].sort(),
    );
  });

  it('reflects saved settings and falls back to defaults for a group that no longer validates', async () => {
    await t.app.settings.update({
      general: { ...DEFAULT_SETTINGS.general, siteName: 'Grace Assembly' },
    });
    await repositoriesOf(t.app).settings.write('appearance', { primaryColor: 'not-a-colour' });
    await t.app.settings.update({});
    const { body } = await t.request<PublicSettings>('/api/settings/public');
    expect(body.settings.siteName).toBe('Grace Assembly');
    expect(body.settings.primaryColor).toBe('#2a1e7a');
  });
});
