import { screen, waitFor } from '@testing-library/preact';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import { SITE_ROUTES } from '#shared/routes.js';
import type { AdminLoginResponse } from '#shared/schemas/auth.js';
import { TOTP_CODE_MESSAGES } from '#shared/schemas/two-factor.js';
import { answerFetch, renderWithQueries } from '#web/test/render.js';
import { adminKeys } from './api.js';
import { LoginForm } from './LoginForm.js';

const signedIn: AdminLoginResponse = {
  token: 't'.repeat(40),
  admin: { _id: 'a'.repeat(24), username: 'media', displayName: 'Media Team', role: 'admin' },
  expiresAt: '2099-01-01T00:00:00.000Z',
};

/** The form on /admin/login, with the panel behind it to land on. */
function renderLoginPage(onSignedIn?: (response: AdminLoginResponse) => void) {
  return renderWithQueries(
    <MemoryRouter initialEntries={[SITE_ROUTES.adminLogin.path]}>
      <Routes>
        <Route
          path={SITE_ROUTES.adminLogin.path}
          element={<LoginForm demoCredentials={null} {...(onSignedIn ? { onSignedIn } : {})} />}
        />
        <Route path={SITE_ROUTES.admin.path} element={<p>The panel</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the admin sign-in form', () => {
  it('asks for the username and the password before sending anything', async () => {
    const sent = answerFetch();
    const { user } = renderLoginPage();
    await user.click(screen.getByRole('button', { name: MESSAGES.login.signIn }));

    expect(await screen.findByText(MESSAGES.login.usernameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.login.passwordRequired)).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it("shows the server's reason when the password is wrong, and stays on the form", async () => {
    const sent = answerFetch({
      status: 401,
      body: { message: MESSAGES.login.invalidCredentials },
    });
    const { user } = renderLoginPage();
    await user.type(screen.getByLabelText('Username'), 'media');
    await user.type(screen.getByLabelText('Password'), 'not-it');
    await user.click(screen.getByRole('button', { name: MESSAGES.login.signIn }));

    expect(await screen.findByText(MESSAGES.login.invalidCredentials)).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/login',
        body: { username: 'media', password: 'not-it' },
      },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(screen.queryByText('The panel')).toBeNull();
  });

  it('asks for the authenticator code after a right password, then signs in with it', async () => {
    const sent = answerFetch(
      {
        status: 401,
        body: {
          message: TOTP_CODE_MESSAGES.required,
          errors: { code: TOTP_CODE_MESSAGES.required },
        },
      },
      {
        status: 401,
        body: {
          message: TOTP_CODE_MESSAGES.invalid,
          errors: { code: TOTP_CODE_MESSAGES.invalid },
        },
      },
      { status: 200, body: signedIn },
    );
    const { user, queries } = renderLoginPage();
    await user.type(screen.getByLabelText('Username'), 'media');
    await user.type(screen.getByLabelText('Password'), 'right-one');
    await user.click(screen.getByRole('button', { name: MESSAGES.login.signIn }));

    // The first answer only asks for the code: no error yet, and the code box has the focus.
    const code = await screen.findByLabelText('Authentication code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(`${TOTP_CODE_MESSAGES.required}.`)).toBeTruthy();

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: MESSAGES.login.signIn }));
    expect((await screen.findByRole('alert')).textContent).toBe(TOTP_CODE_MESSAGES.invalid);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: MESSAGES.login.signIn }));

    expect(await screen.findByText('The panel')).toBeTruthy();
    expect(sent.map((request) => request.body)).toEqual([
      { username: 'media', password: 'right-one' },
      { username: 'media', password: 'right-one', code: '000000' },
      { username: 'media', password: 'right-one', code: '123456' },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBe(signedIn.token);
    expect(queries.getQueryData(adminKeys.session())).toEqual({
      admin: signedIn.admin,
      expiresAt: signedIn.expiresAt,
    });
  });

  it('stays where it is when signing in again over the panel', async () => {
    answerFetch({ status: 200, body: signedIn });
    const onSignedIn = vi.fn();
    const { user } = renderLoginPage(onSignedIn);
    await user.type(screen.getByLabelText('Username'), 'media');
    await user.type(screen.getByLabelText('Password'), 'right-one');
    await user.click(screen.getByRole('button', { name: MESSAGES.login.signIn }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(signedIn));
    expect(screen.queryByText('The panel')).toBeNull();
  });
});
