import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isMailAddress } from '#shared/email.js';
import { errorMessage } from '#web/lib/api-client.js';
import { FormField, FormModal, fieldDescribedBy } from '#web/admin/kit/index.js';
import { useEraseFollowUps } from './api.js';

/** Erase every follow-up of one person, when they ask. Admins only; it cannot be undone. */
export function FollowUpEraseModal({
  open,
  onClose,
  onErased,
}: {
  open: boolean;
  onClose: () => void;
  onErased: (message: string) => void;
}) {
  const erase = useEraseFollowUps();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const error = form.formState.errors.email?.message;
  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };
  const submit = form.handleSubmit(({ email }) => {
    setFailure(null);
    erase.mutate(email.trim(), {
      onSuccess: (answer) => {
        close();
        onErased(answer.message);
      },
      onError: (failed) => setFailure(errorMessage(failed, 'Failed to erase the follow-ups')),
    });
  });
  return (
    <FormModal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title="Erase a person’s follow-ups"
      description="Every follow-up with this email address is erased for good, with the team’s notes."
      onSubmit={(event) => void submit(event)}
      submitLabel="Erase for good"
      submitting={erase.isPending}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      size="sm"
    >
      <FormField id="follow-up-erase-email" label="Email address" required error={error}>
        <input
          id="follow-up-erase-email"
          type="email"
          className="field__input"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy('follow-up-erase-email', error)}
          {...form.register('email', {
            validate: (value) => isMailAddress(value.trim()) || 'Enter a valid email address',
          })}
        />
      </FormField>
    </FormModal>
  );
}
