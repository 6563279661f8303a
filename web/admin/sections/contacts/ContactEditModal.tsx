import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CONTACT_STATUSES } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import {
  CONTACT_STATUS_LABELS,
  adminContactUpdateSchema,
  type AdminContactUpdate,
  type AdminContactUpdateResponse,
} from '#shared/schemas/admin-contacts.js';
import type { Contact } from '#shared/schemas/submissions.js';
import { FormField, FormModal, fieldDescribedBy, useEditForm } from '#web/admin/kit/index.js';
import { useUpdateContact } from './update-contact.js';

type FormInput = z.input<typeof adminContactUpdateSchema>;

/** Set any of the four statuses and note the church's response. */
export function ContactEditModal({
  contact,
  onClose,
  onSaved,
}: {
  contact: Contact | null;
  onClose: () => void;
  /** After a save: whether the response was emailed to the sender. */
  onSaved: (answer: AdminContactUpdateResponse) => void;
}) {
  const update = useUpdateContact();
  const form = useForm<FormInput, unknown, AdminContactUpdate>({
    resolver: zodResolver(adminContactUpdateSchema),
    ...(contact ? { defaultValues: { status: contact.status, response: contact.response } } : {}),
  });
  const { register, formState } = form;
  const modal = useEditForm({
    item: contact,
    form,
    update: {
      isPending: update.isPending,
      mutate: (variables, callbacks) =>
        update.mutate(variables, {
          onSuccess: (answer) => {
            onSaved(answer);
            callbacks.onSuccess();
          },
          onError: callbacks.onError,
        }),
    },
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
        hint={
          contact
            ? `A new response is emailed to ${contact.email} when you save, and kept here for whoever picks this up next.`
            : undefined
        }
      >
        <textarea
          id="contact-response"
          rows={5}
          className="field__input field__textarea"
          aria-invalid={responseError ? true : undefined}
          aria-describedby={fieldDescribedBy(
            'contact-response',
            responseError,
            'A new response is emailed to the sender',
          )}
          {...register('response')}
        />
      </FormField>
    </FormModal>
  );
}
