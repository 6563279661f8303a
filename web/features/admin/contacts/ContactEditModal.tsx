import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CONTACT_STATUSES } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import {
  CONTACT_STATUS_LABELS,
  adminContactUpdateSchema,
  type AdminContactUpdate,
} from '#shared/schemas/admin-contacts.js';
import type { Contact } from '#shared/schemas/submissions.js';
import {
  FormField,
  FormModal,
  fieldDescribedBy,
  useEditForm,
} from '#web/features/admin/kit/index.js';
import { useUpdateContact } from './update-contact.js';

type FormInput = z.input<typeof adminContactUpdateSchema>;

/** Set any of the four statuses and note the church's response. */
export function ContactEditModal({
  contact,
  onClose,
}: {
  contact: Contact | null;
  onClose: () => void;
}) {
  const form = useForm<FormInput, unknown, AdminContactUpdate>({
    resolver: zodResolver(adminContactUpdateSchema),
    ...(contact ? { defaultValues: { status: contact.status, response: contact.response } } : {}),
  });
  const { register, formState } = form;
  const modal = useEditForm({
    item: contact,
    form,
    update: useUpdateContact(),
    serverFields: ['status', 'response'],
    failedText: MESSAGES.adminContacts.updateFailed,
    onClose,
  });

  const statusError = formState.errors.status?.message;
  const responseError = formState.errors.response?.message;
  return (
    <FormModal
      {...modal}
      title="Update Contact"
      {...(contact ? { description: `${contact.subject} from ${contact.name}` } : {})}
      size="lg"
    >
      {contact ? (
        <blockquote className="contact-edit__message">{contact.message}</blockquote>
      ) : null}
      <FormField id="contact-status" label="Status" required error={statusError}>
        <select
          id="contact-status"
          className="field__input"
          aria-invalid={statusError ? true : undefined}
          aria-describedby={fieldDescribedBy('contact-status', statusError)}
          {...register('status')}
        >
          {CONTACT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {CONTACT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id="contact-response"
        label="Response"
        error={responseError}
        hint="A note of how the church answered, for whoever picks this up next."
      >
        <textarea
          id="contact-response"
          rows={5}
          className="field__input field__textarea"
          aria-invalid={responseError ? true : undefined}
          aria-describedby={fieldDescribedBy(
            'contact-response',
            responseError,
            'A note of how the church answered',
          )}
          {...register('response')}
        />
      </FormField>
    </FormModal>
  );
}
