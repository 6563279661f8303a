import '#web/components/field.css';
import { CircleCheck, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { formatMessage } from '#shared/messages.js';
import { SITE_ROUTES } from '#shared/routes.js';
import { STAFF_PASSWORD_MIN } from '#shared/schemas/staff.js';
import { STAFF_MESSAGES } from '#shared/staff-messages.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { buttonClass } from '#web/components/button-class.js';
import { FormField, invalidProps } from '#web/components/FormField.js';
import { PasswordInput } from '#web/components/PasswordInput.js';
import { usePageMeta } from '#web/features/page-meta/index.js';
import { errorMessage, isApiError } from '#web/lib/api-client.js';
import { useConfirmStaffPasswordLink } from './api.js';
import { SignInFrame } from './SignInFrame.js';

/** The emailed token: 32 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const TOO_SHORT = formatMessage(STAFF_MESSAGES.passwordTooShort, {
  min: String(STAFF_PASSWORD_MIN),
});

interface NewPassword {
  password: string;
  repeat: string;
}

/**
 * /admin/set-password: where an invite or a "Forgot password?" link leads. The person chooses
 * their password (the server checks the church's minimum too), then signs in with it.
 */
export function SetPasswordPage() {
  usePageMeta(SITE_ROUTES.adminSetPassword);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmStaffPasswordLink();
  const [linkDead, setLinkDead] = useState(!TOKEN.test(token));
  const [failure, setFailure] = useState<string | null>(null);
  const [username, setUsername] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPassword>({ defaultValues: { password: '', repeat: '' } });

  const onSubmit = handleSubmit(({ password, repeat }) => {
    setFailure(null);
    if (password.length < STAFF_PASSWORD_MIN) {
      setError('password', { message: TOO_SHORT });
      return;
    }
    if (password !== repeat) {
      setError('repeat', { message: 'The two passwords are not the same' });
      return;
    }
    confirm.mutate(
      { token, password },
      {
        onSuccess: (answer) => setUsername(answer.username),
        onError: (error) => {
          const fields = isApiError(error) ? error.errors : undefined;
          if (fields?.token) setLinkDead(true);
          else if (fields?.password) setError('password', { message: fields.password });
          else setFailure(errorMessage(error, 'Your password could not be set. Please try again.'));
        },
      },
    );
  });

  const passwordError = errors.password?.message;
  const repeatError = errors.repeat?.message;

  let body;
  if (username !== null) {
    body = (
      <div className="login-form" role="status">
        <CircleCheck className="login__done-icon" aria-hidden="true" size={40} />
        <p>
          {STAFF_MESSAGES.passwordSet} Your username is <strong>{username}</strong>.
        </p>
        <Link className={buttonClass({ size: 'lg', block: true })} to={SITE_ROUTES.adminLogin.path}>
          Go to Sign In
        </Link>
      </div>
    );
  } else if (linkDead) {
    body = (
      <div className="login-form">
        <Banner tone="error">{STAFF_MESSAGES.linkInvalid}</Banner>
        <p className="login-form__intro">
          Ask an admin to send your invite again, or use “Forgot password?” on the sign-in page.
        </p>
        <Link className={buttonClass({ size: 'lg', block: true })} to={SITE_ROUTES.adminLogin.path}>
          Go to Sign In
        </Link>
      </div>
    );
  } else {
    body = (
      <form
        className="login-form"
        method="post"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <div className="field">
          <label htmlFor="staff-new-password" className="field__label">
            New password
          </label>
          <PasswordInput
            id="staff-new-password"
            autoComplete="new-password"
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={
              passwordError ? 'staff-new-password-error' : 'staff-new-password-hint'
            }
            {...register('password', { onChange: () => setFailure(null) })}
          />
          {passwordError ? (
            <p id="staff-new-password-error" className="field__error">
              {passwordError}
            </p>
          ) : (
            <p id="staff-new-password-hint" className="field__hint">
              At least {STAFF_PASSWORD_MIN} characters. Saving it signs you out everywhere else.
            </p>
          )}
        </div>
        <FormField htmlFor="staff-repeat-password" label="New password again" error={repeatError}>
          <PasswordInput
            id="staff-repeat-password"
            autoComplete="new-password"
            {...invalidProps('staff-repeat-password', repeatError)}
            {...register('repeat')}
          />
        </FormField>
        {failure ? (
          <Banner tone="error" onDismiss={() => setFailure(null)}>
            {failure}
          </Banner>
        ) : null}
        <Button type="submit" size="lg" block busy={confirm.isPending}>
          <KeyRound aria-hidden="true" size={18} /> Save Password
        </Button>
      </form>
    );
  }

  return <SignInFrame title={SITE_ROUTES.adminSetPassword.title}>{body}</SignInFrame>;
}
