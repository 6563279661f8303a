import './password-reset.css';
import { Send } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { API_MESSAGES } from '#shared/api-messages.js';
import { EMAIL_RULES, fieldErrors } from '#shared/form-rules.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { FormField, invalidProps } from '#web/components/FormField.js';
import { errorMessage } from '#web/lib/api-client.js';
import { useSubmissionForm } from '#web/lib/use-submission-form.js';
import { useRequestPasswordReset } from './request-password-reset.js';

interface ForgotPasswordFormProps {
  /** The address typed so far (in the sign-in form). */
  email?: string;
  /** A way back (to the sign-in form), shown under the button. */
  back?: ReactNode;
  idPrefix?: string;
}

/**
 * "Forgot password?" (ADR 0127): asks for a link by email. The answer is the same whatever the
 * address, so the form never tells whether someone has an account.
 */
export function ForgotPasswordForm({
  email = '',
  back,
  idPrefix = 'forgot',
}: ForgotPasswordFormProps) {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSubmissionForm<{ email: string }>({ email });
  const id = `${idPrefix}-email`;
  const emailError = form.errors.email?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSent(null);
    if (form.showFieldErrors(fieldErrors(EMAIL_RULES, values))) return;
    try {
      const { message } = await request.mutateAsync({ email: values.email.trim() });
      setSent(message || API_MESSAGES.members.passwordResetSent);
    } catch (error) {
      setFailure(errorMessage(error, 'The link could not be sent. Please try again.'));
    }
  });

  return (
    <form className="member-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="member-form__intro">
        Enter the email you registered with and we will send you a link to choose a new password.
      </p>
      <FormField htmlFor={id} label="Email" error={emailError}>
        <input
          id={id}
          type="email"
          className="field__input"
          autoComplete="email"
          {...invalidProps(id, emailError)}
          {...form.register('email')}
          onChange={() => setFailure(null)}
        />
      </FormField>
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
      <div className="member-form__actions">
        <Button type="submit" size="lg" block busy={request.isPending}>
          <Send aria-hidden="true" size={18} /> {sent ? 'Send Again' : 'Send Link'}
        </Button>
        {back}
      </div>
    </form>
  );
}
