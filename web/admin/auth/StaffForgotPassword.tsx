import { ArrowLeft, Mail, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isMailAddress } from '#shared/email.js';
import { MESSAGES } from '#shared/messages.js';
import { STAFF_MESSAGES } from '#shared/staff-messages.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { errorMessage, isApiError } from '#web/lib/api-client.js';
import { useRequestStaffPasswordLink } from './api.js';
import { SignInTextField } from './SignInTextField.js';

/**
 * "Forgot password?" on /admin/login: a link by email to the address on the staff account. The
 * answer is the same whatever the address, so the form never tells who has an account.
 */
export function StaffForgotPassword({ onBack }: { onBack: () => void }) {
  const request = useRequestStaffPasswordLink();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    setSent(null);
    if (!isMailAddress(email.trim())) {
      setError('email', { message: MESSAGES.registration.emailInvalid });
      return;
    }
    try {
      const { message } = await request.mutateAsync({ email: email.trim() });
      setSent(message || STAFF_MESSAGES.resetSent);
    } catch (error) {
      const field = isApiError(error) ? error.errors?.email : undefined;
      if (field) setError('email', { message: field });
      else setFailure(errorMessage(error, 'The link could not be sent. Please try again.'));
    }
  });
  const emailError = errors.email?.message;

  return (
    <form className="login-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="login-form__intro">
        Enter the email address on your staff account and we will send you a link to choose a new
        password.
      </p>
      <SignInTextField
        id="staff-forgot-email"
        label="Email"
        icon={Mail}
        error={emailError}
        type="email"
        autoComplete="email"
        spellCheck={false}
        {...register('email', { required: MESSAGES.registration.emailRequired })}
      />
      {sent ? (
        <Banner tone="success" onDismiss={() => setSent(null)}>
          {sent}
        </Banner>
      ) : null}
      {failure ? (
        <Banner tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Banner>
      ) : null}
      <Button type="submit" size="lg" block busy={request.isPending}>
        <Send aria-hidden="true" size={18} /> {sent ? 'Send Again' : 'Send Link'}
      </Button>
      <Button type="button" variant="ghost" block onClick={onBack}>
        <ArrowLeft aria-hidden="true" size={18} /> Back to sign in
      </Button>
    </form>
  );
}
