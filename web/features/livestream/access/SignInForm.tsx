import { ArrowLeft, LogIn } from 'lucide-react';
import { useState } from 'react';
import { SIGN_IN_RULES, fieldErrors } from '#shared/form-rules.js';
import { MESSAGES } from '#shared/messages.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { PasswordInput } from '#web/components/PasswordInput.js';
import { errorMessage } from '#web/lib/api-client.js';
import { saveLivestreamUser, type LivestreamUser } from '#web/lib/livestream-user.js';
import { useSignInMember } from '#web/features/livestream/api/sign-in-member.js';
import { FormField, invalidProps } from '#web/components/FormField.js';
import { memberSession } from '#web/lib/member-session.js';
import { useSubmissionForm } from '#web/lib/use-submission-form.js';

// A type alias, not an interface: the form's values are an indexable record.
type SignInValues = { email: string; password: string };

interface SignInFormProps {
  prefill: LivestreamUser | null;
  /** The address typed in the registration form, which found it already registered. */
  email?: string | null;
  onDone: () => void;
  onBack: () => void;
  /** "Forgot password?", with the address typed so far. */
  onForgot: (email: string) => void;
}

/** Beyond the spec: a returning member signs in on a new device instead of registering again. */
export function SignInForm({ prefill, email, onDone, onBack, onForgot }: SignInFormProps) {
  const signIn = useSignInMember();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useSubmissionForm<SignInValues>({
    email: email ?? prefill?.email ?? '',
    password: '',
  });
  const { errors, register } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    if (form.showFieldErrors(fieldErrors(SIGN_IN_RULES, values))) return;
    try {
      const { user, token } = await signIn.mutateAsync({
        email: values.email.trim(),
        password: values.password,
      });
      saveLivestreamUser(memberSession(user, token));
      onDone();
    } catch (error) {
      setServerError(errorMessage(error, MESSAGES.login.failed));
    }
  });

  const emailError = errors.email?.message;
  const passwordError = errors.password?.message;
  const clear = () => {
    setServerError(null);
  };

  return (
    <form className="access-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="access-form__intro">Welcome back. Sign in with the email you registered.</p>
      <FormField htmlFor="signin-email" label="Email" error={emailError}>
        <input
          id="signin-email"
          type="email"
          className="field__input"
          autoComplete="email"
          {...invalidProps('signin-email', emailError)}
          {...register('email')}
          onChange={clear}
        />
      </FormField>
      <FormField htmlFor="signin-password" label="Password" error={passwordError}>
        <PasswordInput
          id="signin-password"
          autoComplete="current-password"
          {...invalidProps('signin-password', passwordError)}
          {...register('password')}
          onChange={clear}
        />
      </FormField>
      <p className="access-form__forgot">
        <button
          type="button"
          className="access-form__link"
          onClick={() => onForgot(form.getValues().email.trim())}
        >
          Forgot password?
        </button>
      </p>
      {serverError ? (
        <Banner tone="error" onDismiss={clear}>
          {serverError}
        </Banner>
      ) : null}
      <div className="access-form__actions">
        <Button type="submit" size="lg" block busy={signIn.isPending}>
          <LogIn aria-hidden="true" size={18} /> Sign In
        </Button>
        <Button variant="ghost" size="lg" block onClick={onBack}>
          <ArrowLeft aria-hidden="true" size={18} /> Back to Registration
        </Button>
      </div>
    </form>
  );
}
