import { CONTACT_STATUSES } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import {
  CONTACT_STATUS_LABELS,
  adminContactUpdateSchema,
  type AdminContactUpdateResponse,
} from '#shared/schemas/admin-contacts.js';
import type { Contact } from '#shared/schemas/submissions.js';
import { EditDialog } from '#web/admin/kit/index.js';
import { useUpdateContact } from './api.js';

const STATUS_OPTIONS = CONTACT_STATUSES.map((status) => ({
  value: status,
  label: CONTACT_STATUS_LABELS[status],
}));

/** Set any of the four statuses and note the church's response. */
export function ContactEditModal({
  contact,
  onClose,
  onSaved,
}: {
  contact: Contact;
  onClose: () => void;
  /** After a save: whether the response was emailed to the sender. */
  onSaved: (answer: AdminContactUpdateResponse) => void;
}) {
  return (
    <EditDialog
      item={contact}
      title="Update Contact"
      description={`${contact.subject} from ${contact.name}`}
      size="lg"
      schema={adminContactUpdateSchema}
      values={{ status: contact.status, response: contact.response }}
      lead={<blockquote className="form-modal__quote">{contact.message}</blockquote>}
      fields={[
        {
          name: 'status',
          id: 'contact-status',
          label: 'Status',
          kind: 'select',
          required: true,
          options: STATUS_OPTIONS,
        },
        {
          name: 'response',
          id: 'contact-response',
          label: 'Response',
          kind: 'textarea',
          rows: 5,
          hint: `A new response is emailed to ${contact.email} when you save, and kept here for whoever picks this up next.`,
        },
      ]}
      update={useUpdateContact()}
      failedText={MESSAGES.adminContacts.updateFailed}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}
