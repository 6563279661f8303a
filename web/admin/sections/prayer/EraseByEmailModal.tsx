import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isMailAddress } from '#shared/email.js';
import { errorMessage } from '#web/lib/api-client.js';
import { FormField, FormModal, fieldDescribedBy } from '#web/admin/kit/index.js';
import { useErasePrayerRequests } from './api.js';

/**
 * Erase everything one person sent, when they ask: their requests with the team's notes, and
 * the copies in the live chat and Contact Management. Admins only; it cannot be undone.
 */
export function EraseByEmailModal({
  open,
  onClose,
  onErased,
}: {
  open: boolean;
  onClose: () => void;
  onErased: (message: string) => void;
}) {
  const erase = useErasePrayerRequests();
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
      onError: (failed) => setFailure(errorMessage(failed, 'Failed to erase the prayer requests')),
    });
  });
  return (
    <FormModal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title="Erase a person’s prayer requests"
      description="Everything sent from this email address is erased for good: requests, notes, and their copies in the live chat and contact messages."
      onSubmit={(event) => void submit(event)}
      submitLabel="Erase for good"
      submitting={erase.isPending}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      size="sm"
    >
      <FormField id="prayer-erase-email" label="Email address" required error={error}>
        <input
          id="prayer-erase-email"
          type="email"
          className="field__input"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy('prayer-erase-email', error)}
          {...form.register('email', {
            validate: (value) => isMailAddress(value.trim()) || 'Enter a valid email address',
          })}
        />
      </FormField>
    </FormModal>
  );
}
