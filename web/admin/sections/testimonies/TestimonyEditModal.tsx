import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES } from '#shared/messages.js';
import {
  adminTestimonyUpdateSchema,
  type AdminTestimonyUpdate,
} from '#shared/schemas/admin-testimonies.js';
import type { Testimony } from '#shared/schemas/submissions.js';
import {
  CheckboxField,
  FormField,
  FormModal,
  fieldDescribedBy,
  useEditForm,
} from '#web/admin/kit/index.js';
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
  const { register, formState } = form;
  const modal = useEditForm({
    item: testimony,
    form,
    update: useUpdateTestimony(),
    serverFields: ['title', 'testimony'],
    failedText: MESSAGES.adminTestimonies.updateFailed,
    onClose,
  });

  const titleError = formState.errors.title?.message;
  const textError = formState.errors.testimony?.message;
  return (
    <FormModal
      {...modal}
      title="Edit Testimony"
      {...(testimony ? { description: `Shared by ${testimony.name}` } : {})}
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
