import '#web/components/field.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Info, KeyRound, LogIn, User } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { MESSAGES } from '#shared/messages.js';
import { SITE_ROUTES } from '#shared/routes.js';
import {
  adminLoginBodySchema,
  type AdminLoginBody,
  type AdminLoginResponse,
} from '#shared/schemas/auth.js';
import type { PublicSettings } from '#shared/schemas/settings.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { FormField, invalidProps } from '#web/components/FormField.js';
import { PasswordInput } from '#web/components/PasswordInput.js';
import { TOTP_CODE_MESSAGES } from '#shared/schemas/two-factor.js';
import { errorMessage, isApiError } from '#web/lib/api-client.js';
import { adminKeys, useLoginAdmin } from './api.js';
import { saveAdminSession } from './admin-session-storage.js';
import { sessionWatch } from './session-watch-store.js';
import { SignInTextField } from './SignInTextField.js';

type LoginInput = z.input<typeof adminLoginBodySchema>;

const EMPTY: LoginInput = { username: '', password: '' };

interface LoginFormProps {
  /** Offered by the server in demo mode only; the form stays empty otherwise. */
  demoCredentials: PublicSettings['demoCredentials'];
  /** Signing in again over the panel: stay on the page instead of going to the dashboard. */
  onSignedIn?: (response: AdminLoginResponse) => void;
  /** Prefills the username (signing in again as the same admin). */
  username?: string;
}

export function LoginForm({ demoCredentials, onSignedIn, username }: LoginFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLoginAdmin();
  const [serverError, setServerError] = useState<string | null>(null);
  // After a right password, an admin with two-factor sign-in is asked for the app's code.
  const [needsCode, setNeedsCode] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<LoginInput, unknown, AdminLoginBody>({
    resolver: zodResolver(adminLoginBodySchema),
    defaultValues: username ? { ...EMPTY, username } : EMPTY,
    // Prefill once the settings arrive, without overwriting anything already typed.
    values: demoCredentials ?? undefined,
    resetOptions: { keepDirtyValues: true },
  });

  // Bring the admin to the code box once it appears.
  useEffect(() => {
    if (needsCode) setFocus('code');
  }, [needsCode, setFocus]);

  const clearServerError = () => {
    setServerError(null);
    setCodeError(null);
  };

  const onSubmit = handleSubmit((body) => {
    setServerError(null);
    login.mutate(body, {
      onSuccess: (response) => {
        const { token, admin, expiresAt } = response;
        saveAdminSession(token, admin);
        queryClient.setQueryData(adminKeys.session(), { admin, expiresAt });
        sessionWatch.resumed(Date.parse(expiresAt) - Date.now());
        if (onSignedIn) onSignedIn(response);
        else void navigate(SITE_ROUTES.admin.path, { replace: true });
      },
      onError: (error) => {
        const codeProblem = isApiError(error) ? error.errors?.code : undefined;
        if (codeProblem) {
          setNeedsCode(true);
          // The first answer only asks for the code; say more only when a code was wrong.
          setCodeError(
            codeProblem === TOTP_CODE_MESSAGES.required && !body.code ? null : codeProblem,
          );
          if (needsCode) setFocus('code');
          return;
        }
        setServerError(errorMessage(error, MESSAGES.login.failed));
      },
    });
  });

  const busy = login.isPending;

  return (
    <form className="login-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <SignInTextField
        id="admin-username"
        label="Username"
        icon={User}
        error={errors.username?.message}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...register('username', { onChange: clearServerError })}
      />

      <FormField htmlFor="admin-password" label="Password" error={errors.password?.message}>
        <PasswordInput
          id="admin-password"
          autoComplete="current-password"
          {...invalidProps('admin-password', errors.password?.message)}
          {...register('password', { onChange: clearServerError })}
        />
      </FormField>

      {needsCode ? (
        <div className="field">
          <label htmlFor="admin-code" className="field__label">
            Authentication code
          </label>
          <div className="field__control">
            <KeyRound className="field__icon" aria-hidden="true" size={18} />
            <input
              id="admin-code"
              className="field__input"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="123456"
              maxLength={7}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? 'admin-code-error' : 'admin-code-hint'}
              {...register('code', { onChange: clearServerError })}
            />
          </div>
          {codeError ? (
            <p id="admin-code-error" className="field__error" role="alert">
              {codeError}
            </p>
          ) : (
            <p id="admin-code-hint" className="field__hint">
              {TOTP_CODE_MESSAGES.required}.
            </p>
          )}
        </div>
      ) : null}

      {serverError ? (
        <Banner tone="error" onDismiss={clearServerError}>
          {serverError}
        </Banner>
      ) : null}

      <Button type="submit" size="lg" block busy={busy}>
        {busy ? null : <LogIn aria-hidden="true" size={18} />}
        {busy ? MESSAGES.login.signingIn : MESSAGES.login.signIn}
      </Button>

      {demoCredentials ? (
        <p className="login-form__note">
          <Info aria-hidden="true" size={16} />
          Demo mode: the form is filled in with the demo admin. Set a real password before going
          live.
        </p>
      ) : null}
    </form>
  );
}
