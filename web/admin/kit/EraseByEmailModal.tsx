import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import { isMailAddress } from '#shared/email.js';
import { errorMessage } from '#web/lib/api-client.js';
import { FormField, FormModal, fieldDescribedBy } from './FormModal.js';

/** What an erase dialog says: its field's id, its title and description, its failure. */
export interface EraseByEmailCopy {
  fieldId: string;
  title: string;
  description: string;
  failure: string;
}

/**
 * Erase everything a queue holds from one email address, when that person asks. Admins only; it
 * cannot be undone. The server's answer says what went, and is passed on to the list's notice.
 */
export function EraseByEmailModal({
  open,
  onClose,
  onErased,
  erase,
  copy,
}: {
  open: boolean;
  onClose: () => void;
  onErased: (message: string) => void;
  erase: UseMutationResult<{ message: string }, Error, string>;
  copy: EraseByEmailCopy;
}) {
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
      onError: (failed) => setFailure(errorMessage(failed, copy.failure)),
    });
  });
  return (
    <FormModal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={copy.title}
      description={copy.description}
      onSubmit={(event) => void submit(event)}
      submitLabel="Erase for good"
      submitting={erase.isPending}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      size="sm"
    >
      <FormField id={copy.fieldId} label="Email address" required error={error}>
        <input
          id={copy.fieldId}
          type="email"
          className="field__input"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(copy.fieldId, error)}
          {...form.register('email', {
            validate: (value) => isMailAddress(value.trim()) || 'Enter a valid email address',
          })}
        />
      </FormField>
    </FormModal>
  );
}
