import './contacts.css';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { CONTACT_STATUSES, type ContactStatus } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import {
  CONTACT_STATUS_LABELS,
  type AdminContactUpdateResponse,
} from '#shared/schemas/admin-contacts.js';
import type { Contact } from '#shared/schemas/submissions.js';
import {
  AdminSectionFrame,
  type AdminSectionViewProps,
  ManagementList,
  useListParams,
  useManagementList,
} from '#web/admin/kit/index.js';
import { ContactCard } from './ContactCard.js';
import { ContactEditModal } from './ContactEditModal.js';
import { useDeleteContact } from './delete-contact.js';
import { useAdminContacts } from './get-admin-contacts.js';
import { useSetContactStatus } from './set-contact-status.js';

const TEXTS = MESSAGES.adminContacts;
const FILTER_DEFAULTS = { status: 'all' };
const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...CONTACT_STATUSES.map((status) => ({ value: status, label: CONTACT_STATUS_LABELS[status] })),
];

const asStatus = (value: string): ContactStatus | 'all' =>
  (CONTACT_STATUSES as readonly string[]).includes(value) ? (value as ContactStatus) : 'all';

/** What happened to a saved response: emailed, waiting for a mail server, or just saved. */
function responseNotice(name: string, email: AdminContactUpdateResponse['responseEmail']): string {
  if (!email) return `Saved the message from ${name}.`;
  if (email.status === 'not-sent')
    return `Response saved. No mail server is set up, so the email to ${email.to} waits in the Outbox.`;
  if (email.status === 'sent') return `Response saved and emailed to ${email.to}.`;
  return `Response saved and on its way to ${email.to} by email.`;
}

/** Contact Management: messages sent to the church, their status and the church's response. */
export function ContactManagement(props: AdminSectionViewProps) {
  const list = useListParams(FILTER_DEFAULTS);
  const status = asStatus(list.filters.status);
  const query = useAdminContacts({ search: list.search, page: list.page, status });
  const setStatus = useSetContactStatus();
  const state = useManagementList<Contact>({
    remove: useDeleteContact(),
    deleteFailed: TEXTS.deleteFailed,
  });
  const [editing, setEditing] = useState<Contact | null>(null);
  const runningId = setStatus.isPending ? setStatus.variables.id : null;

  const onResolve = (contact: Contact) =>
    state.act(setStatus, { id: contact._id, status: 'resolved' }, TEXTS.statusFailed);

  return (
    <AdminSectionFrame {...props}>
      <ManagementList
        searchPlaceholder="Search names, emails, subjects or messages..."
        searchLabel="Search contacts"
        filters={[
          { name: 'status', label: 'Filter by status', value: status, options: STATUS_OPTIONS },
        ]}
        noun={['message', 'messages']}
        query={query}
        items={query.data?.contacts}
        texts={TEXTS}
        params={list}
        state={state}
        empty={{
          icon: Mail,
          firstUseHint:
            'Messages sent from the Contact Us form and Foundation School sign-ups arrive here.',
        }}
        label="Contacts"
        pagerLabel="Contact pages"
        renderItem={(contact) => (
          <ContactCard
            contact={contact}
            busy={runningId === contact._id}
            onResolve={onResolve}
            onEdit={setEditing}
            onDelete={state.askDelete}
          />
        )}
        deleteThing="contact"
        deleteName={(contact) => `${contact.subject} from ${contact.name}`}
      >
        {/* A fresh form for each item opened. */}
        <ContactEditModal
          key={editing?._id ?? 'closed'}
          contact={editing}
          onClose={() => setEditing(null)}
          onSaved={({ contact, responseEmail }) =>
            state.setNotice(responseNotice(contact.name, responseEmail))
          }
        />
      </ManagementList>
    </AdminSectionFrame>
  );
}
