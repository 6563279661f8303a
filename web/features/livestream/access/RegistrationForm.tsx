import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { AUDIENCE_SIZES, DEFAULT_AUDIENCE_SIZE } from '#shared/constants.js';
import { REGISTRATION_RULES, fieldErrors } from '#shared/form-rules.js';
import { MESSAGES } from '#shared/messages.js';
import type { RegisterBody } from '#shared/schemas/members.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { PasswordInput } from '#web/components/PasswordInput.js';
import { errorMessage, isApiError } from '#web/lib/api-client.js';
import { PasswordMinimumHint, usePasswordMinimum } from '#web/features/password-reset/index.js';
import { applyServerFieldErrors } from '#web/lib/form-errors.js';
import { saveLivestreamUser, type LivestreamUser } from '#web/lib/livestream-user.js';
import { useRegisterMember } from '#web/features/livestream/api/register-member.js';
import { FormField, invalidProps } from '#web/components/FormField.js';
import { memberSession } from '#web/lib/member-session.js';
import { useSubmissionForm } from '#web/lib/use-submission-form.js';

// A type alias, not an interface: the form's values are an indexable record.
type RegistrationValues = {
  name: string;
  email: string;
  phone: string;
  location: string;
  password: string;
  audienceSize: string;
  expectations: string;
};
const FIELDS = [
  'name',
  'email',
  'phone',
  'location',
  'password',
  'audienceSize',
  'expectations',
] as const;

interface RegistrationFormProps {
  /** The stored viewer, whose details prefill the form. */
  prefill: LivestreamUser | null;
  onDone: () => void;
  onGuest: () => void;
  /** To the sign-in form, with the address typed here. */
  onSignIn: (email: string) => void;
}

/** Member registration, validated with the same texts the server answers with. */
export function RegistrationForm({ prefill, onDone, onGuest, onSignIn }: RegistrationFormProps) {
  const registerMember = useRegisterMember();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useSubmissionForm<RegistrationValues>({
    name: prefill?.name ?? '',
    email: prefill?.email ?? '',
    phone: prefill?.phone ?? '',
    location: prefill?.location ?? '',
    password: '',
    audienceSize: prefill?.audienceSize ?? DEFAULT_AUDIENCE_SIZE,
    expectations: prefill?.expectations ?? '',
  });
  const { errors, register } = form;

  const minimum = usePasswordMinimum();
  const [emailTaken, setEmailTaken] = useState(false);
  const signInWithTyped = () => onSignIn(form.getValues().email.trim());

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    setEmailTaken(false);
    const found = fieldErrors(REGISTRATION_RULES, values);
    // The church's minimum is known here: no round trip to be told.
    if (!found.password && minimum.known && values.password.length < minimum.min)
      found.password = minimum.tooShort;
    if (form.showFieldErrors(found)) return;
    try {
      const { user, token } = await registerMember.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        location: values.location.trim(),
        password: values.password,
        // One of the select's options; the server checks it all the same.
        audienceSize: values.audienceSize as RegisterBody['audienceSize'],
        expectations: values.expectations.trim(),
      });
      saveLivestreamUser(memberSession(user, token));
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, form.setError);
      setEmailTaken(isApiError(error) && error.status === 409);
      setServerError(errorMessage(error, MESSAGES.registration.failed));
    }
  });

  const err = (field: (typeof FIELDS)[number]) => errors[field]?.message;

  return (
    <form className="access-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {/* The quick way in comes first: on a phone it is on the first screen, above the form. */}
      <div className="access-form__quick">
        <Button variant="outline" size="lg" block onClick={onGuest}>
          Continue as Guest
        </Button>
        <p className="access-form__or">
          <span>or register as a member</span>
        </p>
      </div>
      <div className="access-form__grid">
        <FormField htmlFor="register-name" label="Full name" error={err('name')}>
          <input
            id="register-name"
            className="field__input"
            autoComplete="name"
            {...invalidProps('register-name', err('name'))}
            {...register('name')}
          />
        </FormField>
        <FormField htmlFor="register-email" label="Email" error={err('email')}>
          <input
            id="register-email"
            type="email"
            className="field__input"
            autoComplete="email"
            {...invalidProps('register-email', err('email'))}
            {...register('email')}
          />
        </FormField>
        <FormField htmlFor="register-phone" label="Phone" error={err('phone')}>
          <input
            id="register-phone"
            type="tel"
            className="field__input"
            autoComplete="tel"
            {...invalidProps('register-phone', err('phone'))}
            {...register('phone')}
          />
        </FormField>
        <FormField htmlFor="register-location" label="Location" error={err('location')}>
          <input
            id="register-location"
            className="field__input"
            autoComplete="address-level2"
            placeholder="City, country"
            {...invalidProps('register-location', err('location'))}
            {...register('location')}
          />
        </FormField>
        <FormField
          htmlFor="register-password"
          label="Password"
          hint={<PasswordMinimumHint />}
          error={err('password')}
        >
          <PasswordInput
            id="register-password"
            autoComplete="new-password"
            {...invalidProps('register-password', err('password'))}
            {...register('password')}
          />
        </FormField>
        <FormField
          htmlFor="register-audience"
          label="How many are watching with you?"
          error={err('audienceSize')}
        >
          <select id="register-audience" className="field__input" {...register('audienceSize')}>
            {AUDIENCE_SIZES.map((size) => (
              <option key={size.value} value={size.value}>
                {size.label}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField
        htmlFor="register-expectations"
        label="What are you expecting from God today? (optional)"
        error={err('expectations')}
      >
        <textarea
          id="register-expectations"
          className="field__input field__textarea"
          rows={2}
          {...register('expectations')}
        />
      </FormField>

      {serverError ? (
        <Banner
          tone="error"
          onDismiss={() => {
            setServerError(null);
          }}
        >
          {serverError}
          {emailTaken ? (
            <>
              {' '}
              <button type="button" className="access-form__link" onClick={signInWithTyped}>
                Sign in with this email
              </button>
            </>
          ) : null}
        </Banner>
      ) : null}

      <div className="access-form__actions">
        <Button type="submit" size="lg" block busy={registerMember.isPending}>
          <UserPlus aria-hidden="true" size={18} /> Register
        </Button>
      </div>
      <p className="access-form__switch">
        Already a member?{' '}
        <button type="button" className="access-form__link" onClick={signInWithTyped}>
          Sign in
        </button>
      </p>
    </form>
  );
}
