import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES } from '../../../../shared/messages.js';
import {
  adminTestimonyUpdateSchema,
  type AdminTestimonyUpdate,
} from '../../../../shared/schemas/admin-testimonies.js';
import type { Testimony } from '../../../../shared/schemas/submissions.js';
import { errorMessage } from '../../../lib/api-client.js';
import {
  CheckboxField,
  FormField,
  FormModal,
  applyServerErrors,
  fieldDescribedBy,
} from '../kit/index.js';
import { useUpdateTestimony } from './update-testimony.js';

type FormInput = z.input<typeof adminTestimonyUpdateSchema>;

/** Edit a testimony's title and text (a typo, a surname) and whether the wall shows it. */
export function TestimonyEditModal({
  testimony,
  onClose,
}: {
  testimony: Testimony | null;
  onClose: () => void;
}) {
  const update = useUpdateTestimony();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, AdminTestimonyUpdate>({
    resolver: zodResolver(adminTestimonyUpdateSchema),
    ...(testimony
      ? {
          defaultValues: {
            title: testimony.title,
            testimony: testimony.testimony,
            isApproved: testimony.isApproved,
          },
        }
      : {}),
  });
  const { register, setError, formState } = form;

  const submit = form.handleSubmit((body) => {
    if (!testimony) return;
    setFailure(null);
    update.mutate(
      { id: testimony._id, body },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (!applyServerErrors(error, setError, ['title', 'testimony'])) {
            setFailure(errorMessage(error, MESSAGES.adminTestimonies.updateFailed));
          }
        },
      },
    );
  });

  const titleError = formState.errors.title?.message;
  const textError = formState.errors.testimony?.message;
  return (
    <FormModal
      open={testimony !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Edit Testimony"
      {...(testimony ? { description: `Shared by ${testimony.name}` } : {})}
      onSubmit={(event) => void submit(event)}
      submitLabel="Save Changes"
      submitting={update.isPending}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      size="lg"
    >
      <FormField id="testimony-title" label="Title" required error={titleError}>
        <input
          id="testimony-title"
          className="field__input"
          aria-invalid={titleError ? true : undefined}
          aria-describedby={fieldDescribedBy('testimony-title', titleError)}
          {...register('title')}
        />
      </FormField>
      <FormField id="testimony-text" label="Testimony" required error={textError}>
        <textarea
          id="testimony-text"
          rows={8}
          className="field__input field__textarea"
          aria-invalid={textError ? true : undefined}
          aria-describedby={fieldDescribedBy('testimony-text', textError)}
          {...register('testimony')}
        />
      </FormField>
      <CheckboxField
        id="testimony-approved"
        label="Approved"
        hint="Approved testimonies appear on the public testimony wall."
        {...register('isApproved')}
      />
    </FormModal>
  );
}
