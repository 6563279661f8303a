import './password-reset.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { API_MESSAGES } from '#shared/api-messages.js';
import { type PasswordResetRequest, passwordResetRequestSchema } from '#shared/schemas/members.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { FormField, invalidProps } from '#web/components/FormField.js';
import { errorMessage } from '#web/lib/api-client.js';
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email },
  });
  const id = `${idPrefix}-email`;
  const emailError = errors.email?.message;

  const onSubmit = handleSubmit((body) => {
    setFailure(null);
    setSent(null);
    request.mutate(body, {
      onSuccess: ({ message }) => setSent(message || API_MESSAGES.members.passwordResetSent),
      onError: (error) =>
        setFailure(errorMessage(error, 'The link could not be sent. Please try again.')),
    });
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
          {...register('email', { onChange: () => setFailure(null) })}
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
