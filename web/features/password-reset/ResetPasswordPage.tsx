import './password-reset.css';
import { CircleCheck, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { API_MESSAGES } from '#shared/api-messages.js';
import { SITE_ROUTES } from '#shared/routes.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { buttonClass } from '#web/components/button-class.js';
import { FormField, invalidProps } from '#web/components/FormField.js';
import { Hero } from '#web/components/Hero.js';
import { PasswordInput } from '#web/components/PasswordInput.js';
import { usePageMeta } from '#web/features/page-meta/index.js';
import { errorMessage, isApiError } from '#web/lib/api-client.js';
import { saveLivestreamUser } from '#web/lib/livestream-user.js';
import { memberSession } from '#web/lib/member-session.js';
import { useConfirmPasswordReset } from './confirm-password-reset.js';
import { ForgotPasswordForm } from './ForgotPasswordForm.js';
import { PasswordMinimumHint, usePasswordMinimum } from './password-minimum.js';

/** The emailed token: 32 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

interface NewPasswordInput {
  password: string;
  repeat: string;
}

/** The link cannot be used: why, and a way to ask for a new one right here. */
function AskAgain({ reason }: { reason: string }) {
  return (
    <>
      <Banner tone="error">{reason}</Banner>
      <ForgotPasswordForm idPrefix="reset-again" />
    </>
  );
}

/**
 * The page the password reset email links to (ADR 0127): a new password, checked against the
 * church's minimum before it is sent, then the member is signed in on this device.
 */
export function ResetPasswordPage() {
  usePageMeta(SITE_ROUTES.resetPassword);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const minimum = usePasswordMinimum();
  const [linkDead, setLinkDead] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [signedInAs, setSignedInAs] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPasswordInput>({ defaultValues: { password: '', repeat: '' } });

  const onSubmit = handleSubmit(({ password, repeat }) => {
    setFailure(null);
    if (minimum.known && password.length < minimum.min) {
      setError('password', { message: minimum.tooShort });
      return;
    }
    if (password !== repeat) {
      setError('repeat', { message: 'The two passwords are not the same' });
      return;
    }
    confirm.mutate(
      { token, password },
      {
        onSuccess: ({ user, token: session }) => {
          // Stored as registration and sign-in store a member's session.
          saveLivestreamUser(memberSession(user, session));
          setSignedInAs(user.name);
        },
        onError: (error) => {
          const fields = isApiError(error) ? error.errors : undefined;
          if (fields?.token) setLinkDead(true);
          else if (fields?.password) setError('password', { message: fields.password });
          else
            setFailure(
              errorMessage(error, 'Your password could not be changed. Please try again.'),
            );
        },
      },
    );
  });

  const passwordError = errors.password?.message;
  const repeatError = errors.repeat?.message;

  let body;
  if (signedInAs !== null) {
    body = (
      <div className="reset-password__done" role="status">
        <CircleCheck className="reset-password__done-icon" aria-hidden="true" size={40} />
        <p className="reset-password__done-text">
          <strong>Welcome back, {signedInAs}.</strong> {API_MESSAGES.members.passwordChanged}
        </p>
        <Link className={buttonClass({ size: 'lg', block: true })} to={SITE_ROUTES.liveStream.path}>
          Go to {SITE_ROUTES.liveStream.title}
        </Link>
      </div>
    );
  } else if (!TOKEN.test(token)) {
    body = (
      <AskAgain reason="This link is incomplete. Copy the whole link from the email, or ask for a new one." />
    );
  } else if (linkDead) {
    body = <AskAgain reason={API_MESSAGES.members.passwordResetInvalid} />;
  } else {
    // POST even without the page's code: a new password never goes into an address.
    body = (
      <form
        className="member-form"
        method="post"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <p className="member-form__intro">Choose the password you will sign in with from now on.</p>
        <FormField
          htmlFor="reset-password"
          label="New password"
          hint={<PasswordMinimumHint />}
          error={passwordError}
        >
          <PasswordInput
            id="reset-password"
            autoComplete="new-password"
            {...invalidProps('reset-password', passwordError)}
            {...register('password', {
              required: 'Password is required',
              onChange: () => setFailure(null),
            })}
          />
        </FormField>
        <FormField htmlFor="reset-repeat" label="New password again" error={repeatError}>
          <PasswordInput
            id="reset-repeat"
            autoComplete="new-password"
            {...invalidProps('reset-repeat', repeatError)}
            {...register('repeat', { required: 'Please type the password again' })}
          />
        </FormField>
        {failure ? (
          <Banner tone="error" onDismiss={() => setFailure(null)}>
            {failure}
          </Banner>
        ) : null}
        <div className="member-form__actions">
          <Button type="submit" size="lg" block busy={confirm.isPending}>
            <KeyRound aria-hidden="true" size={18} /> Save New Password
          </Button>
        </div>
      </form>
    );
  }

  return (
    <>
      <Hero
        eyebrow="Members"
        title={SITE_ROUTES.resetPassword.title}
        lead="Forgot your password? No problem: choose a new one here."
      />
      <div className="reset-password container">
        <section className="card reset-password__card" aria-label="Password reset">
          {body}
        </section>
      </div>
    </>
  );
}
