import { MailCheck, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TEXT_LIMITS } from '#shared/limits.js';
import { MESSAGES } from '#shared/messages.js';
import { ACCOUNT_MESSAGES, type Account, type AccountUpdate } from '#shared/schemas/account.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { FormField, invalidProps } from '#web/components/FormField.js';
import { applyServerFieldErrors, submissionFailure } from '#web/lib/form-errors.js';

type ProfileValues = { name: string; phone: string; location: string; email: string };
const FIELDS = ['name', 'phone', 'location', 'email'] as const;

interface ProfileSectionProps {
  account: Account;
  saving: boolean;
  /** Sends the changes; resolves once saved, rejects with the server's refusal. */
  onSave: (changes: AccountUpdate) => Promise<Account>;
}

/** Name, phone, location and email; a new email waits for the link sent to it. */
export function ProfileSection({ account, saving, onSave }: ProfileSectionProps) {
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { user, pendingEmail } = account;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ProfileValues>({
    defaultValues: {
      name: user.name,
      phone: user.phone,
      location: user.location,
      email: user.email,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSaved(null);
    setFailure(null);
    const changes: AccountUpdate = {};
    if (values.name !== user.name) changes.name = values.name;
    if (values.phone !== user.phone) changes.phone = values.phone;
    if (values.location !== user.location) changes.location = values.location;
    const emailChanged = values.email.trim().toLowerCase() !== user.email;
    if (emailChanged) changes.email = values.email;
    if (Object.keys(changes).length === 0) {
      setSaved('Nothing to save: your profile is as it was.');
      return;
    }
    try {
      const after = await onSave(changes);
      reset({
        name: after.user.name,
        phone: after.user.phone,
        location: after.user.location,
        email: after.user.email,
      });
      setSaved(emailChanged ? ACCOUNT_MESSAGES.emailSent : 'Your profile has been saved.');
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, setError);
      setFailure(submissionFailure(error, 'Your profile could not be saved. Please try again.'));
    }
  });

  const field = (
    name: keyof ProfileValues,
    label: string,
    options: {
      type?: string;
      autoComplete: string;
      max: number;
      required: string;
    },
  ) => (
    <FormField htmlFor={id(name)} label={label} error={errors[name]?.message}>
      <input
        id={id(name)}
        type={options.type ?? 'text'}
        className="field__input"
        autoComplete={options.autoComplete}
        maxLength={options.max}
        {...invalidProps(id(name), errors[name]?.message)}
        {...register(name, {
          validate: (value) => value.trim() !== '' || options.required,
        })}
      />
    </FormField>
  );

  return (
    <section className="card account__section" aria-labelledby={id('title')}>
      <h2 id={id('title')} className="account__title">
        Profile
      </h2>
      <form className="account__form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {field('name', 'Name', {
          autoComplete: 'name',
          max: TEXT_LIMITS.name,
          required: MESSAGES.registration.nameRequired,
        })}
        {field('phone', 'Phone', {
          type: 'tel',
          autoComplete: 'tel',
          max: TEXT_LIMITS.phone,
          required: MESSAGES.registration.phoneRequired,
        })}
        {field('location', 'Location', {
          autoComplete: 'address-level2',
          max: TEXT_LIMITS.location,
          required: MESSAGES.registration.locationRequired,
        })}
        {field('email', 'Email', {
          type: 'email',
          autoComplete: 'email',
          max: TEXT_LIMITS.email,
          required: MESSAGES.registration.emailRequired,
        })}
        {pendingEmail ? (
          <p className="account__pending" role="status">
            <MailCheck aria-hidden="true" size={18} />
            <span>
              We sent a link to <strong>{pendingEmail}</strong>. Your email changes when you open
              it.
            </span>
          </p>
        ) : null}
        {failure ? (
          <Banner tone="error" onDismiss={() => setFailure(null)}>
            {failure}
          </Banner>
        ) : null}
        {saved ? (
          <Banner tone="success" onDismiss={() => setSaved(null)}>
            {saved}
          </Banner>
        ) : null}
        <div className="account__actions">
          <Button type="submit" busy={saving}>
            <Save aria-hidden="true" size={18} /> Save Profile
          </Button>
        </div>
      </form>
    </section>
  );
}
