import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { TOTP_CODE_MESSAGES } from '#shared/schemas/two-factor.js';
import { hashPassword } from '#server/platform/auth/passwords.js';
import {
  DEMO_LOGIN,
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  SIGNED_TOKEN,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { freshClient } from '#server/platform/testing/factories.js';
import { repositoriesOf } from '#server/platform/testing/repositories.js';

/** A refusal that names the fields it refuses. */
type FieldErrors = Required<ErrorBody>;

/** The code an authenticator app shows for `secret`, `stepsAhead` periods from now. */
function codeFor(secret: string, stepsAhead = 0) {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

describe('two-factor sign-in', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    auth = await adminAuthHeader(t);
  });
  afterAll(() => t.close());

  /** Typed by the answer the call expects: the route's own, or an error's. */
  const login = <T = unknown>(json: Record<string, string>) =>
    t.request<T>('/api/admin/login', { method: 'POST', json, headers: freshClient() });

  it('refuses every call without an admin token', async () => {
    expect((await t.request('/api/admin/two-factor')).status).toBe(401);
    for (const path of ['setup', 'enable', 'disable']) {
      const response = await t.request(`/api/admin/two-factor/${path}`, {
        method: 'POST',
        json: {},
      });
      expect(response.status, path).toBe(401);
    }
  });

  it('enrols with a QR code, then asks for a code at every sign-in, and can be required', async () => {
    expect((await t.request('/api/admin/two-factor', { headers: auth })).body).toEqual({
      enabled: false,
      required: false,
    });
    const notStarted = await t.request('/api/admin/two-factor/enable', {
      method: 'POST',
      json: { code: '123456' },
      headers: auth,
    });
    expect(notStarted.status).toBe(400);

    const setup = await t.request<ApiAnswer<'/api/admin/two-factor/setup', 'post'>>(
      '/api/admin/two-factor/setup',
      { method: 'POST', headers: auth },
    );
    expect(setup.status).toBe(200);
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*admin\?.*secret=/);
    const { secret } = setup.body;

    const badFormat = await t.request<FieldErrors>('/api/admin/two-factor/enable', {
      method: 'POST',
      json: { code: '12ab' },
      headers: auth,
    });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.errors.code).toBe(TOTP_CODE_MESSAGES.format);
    const wrong = await t.request<FieldErrors>('/api/admin/two-factor/enable', {
      method: 'POST',
      json: { code: codeFor(secret, 5) },
      headers: auth,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code).toBe(TOTP_CODE_MESSAGES.invalid);

    const enabled = await t.request('/api/admin/two-factor/enable', {
      method: 'POST',
      json: { code: codeFor(secret) },
      headers: auth,
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body).toEqual({ enabled: true, required: false });
    const again = await t.request('/api/admin/two-factor/setup', { method: 'POST', headers: auth });
    expect(again.status).toBe(409);

    // The password alone is no longer enough; the answer asks for the code.
    const passwordOnly = await login(DEMO_LOGIN);
    expect(passwordOnly.status).toBe(401);
    expect(passwordOnly.body).toEqual({
      message: TOTP_CODE_MESSAGES.required,
      errors: { code: TOTP_CODE_MESSAGES.required },
    });
    const wrongCode = await login<FieldErrors>({ ...DEMO_LOGIN, code: codeFor(secret, 10) });
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.body.errors.code).toBe(TOTP_CODE_MESSAGES.invalid);
    // A wrong password with a right code still fails as a wrong password.
    const wrongPassword = await login<ErrorBody>({
      ...DEMO_LOGIN,
      password: 'nope',
      code: codeFor(secret, 1),
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.errors).toBeUndefined();

    const nextCode = codeFor(secret, 1);
    const withCode = await login<ApiAnswer<'/api/admin/login', 'post'>>({
      ...DEMO_LOGIN,
      code: nextCode,
    });
    expect(withCode.status).toBe(200);
    expect(withCode.body.token).toMatch(SIGNED_TOKEN);
    // A code works once.
    const replayed = await login<FieldErrors>({ ...DEMO_LOGIN, code: nextCode });
    expect(replayed.status).toBe(401);
    expect(replayed.body.errors.code).toBe(TOTP_CODE_MESSAGES.invalid);

    // Now the church may require it of every admin.
    const required = await t.request<ApiAnswer<'/api/admin/settings', 'put'>>(
      '/api/admin/settings',
      {
        method: 'PUT',
        json: { security: { requireTwoFactor: true } },
        headers: auth,
      },
    );
    expect(required.status).toBe(200);
    expect(required.body.settings.security.requireTwoFactor).toBe(true);

    // An admin without two-factor sign-in cannot sign in while it is required.
    await repositoriesOf(t.app).admins.create({
      displayName: 'Someone',
      role: 'admin',
      username: 'deacon',
      passwordHash: await hashPassword('deacon-password'),
    });
    const unenrolled = await login<ErrorBody>({ username: 'deacon', password: 'deacon-password' });
    expect(unenrolled.status).toBe(403);
    expect(unenrolled.body.message).toBe(TOTP_CODE_MESSAGES.notEnrolled);

    const refusedOff = await t.request<ErrorBody>('/api/admin/two-factor/disable', {
      method: 'POST',
      json: { code: codeFor(secret) },
      headers: auth,
    });
    expect(refusedOff.status).toBe(409);
    expect(refusedOff.body.message).toBe(TOTP_CODE_MESSAGES.stillRequired);

    await t.request('/api/admin/settings', {
      method: 'PUT',
      json: { security: { requireTwoFactor: false } },
      headers: auth,
    });
    // As if a minute had passed since the last code was used (each code works once).
    await t.app.db.kysely.updateTable('admins').set({ totpLastStep: null }).execute();
    const off = await t.request('/api/admin/two-factor/disable', {
      method: 'POST',
      json: { code: codeFor(secret) },
      headers: auth,
    });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ enabled: false, required: false });
    expect((await login(DEMO_LOGIN)).status).toBe(200);
  });
});
