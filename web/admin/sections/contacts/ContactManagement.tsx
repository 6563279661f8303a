import './contacts.css';
import { Mail } from 'lucide-react';
import { CONTACT_STATUSES } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import {
  CONTACT_STATUS_LABELS,
  type AdminContactUpdateResponse,
} from '#shared/schemas/admin-contacts.js';
import type { Contact } from '#shared/schemas/submissions.js';
import type { AdminSectionViewProps, ListSectionCopy } from '#web/admin/kit/index.js';
import { ListSection, runningOn, useListSection } from '#web/admin/kit/index.js';
import { useAdminContacts, useDeleteContact, useSetContactStatus } from './api.js';
import { ContactCard } from './ContactCard.js';
import { ContactEditModal } from './ContactEditModal.js';

const TEXTS = MESSAGES.adminContacts;
const COPY: ListSectionCopy<Contact> = {
  things: ['contact', 'contacts'],
  counted: ['message', 'messages'],
  searchPlaceholder: 'Search names, emails, subjects or messages...',
  texts: TEXTS,
  emptyIcon: Mail,
  firstUseHint:
    'Messages sent from the Contact Us form and Foundation School sign-ups arrive here.',
  deleteName: (contact) => `${contact.subject} from ${contact.name}`,
};
const FILTERS = {
  status: {
    label: 'Filter by status',
    options: [
      { value: 'all' as const, label: 'All statuses' },
      ...CONTACT_STATUSES.map((status) => ({
        value: status,
        label: CONTACT_STATUS_LABELS[status],
      })),
    ],
  },
};

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
  const list = useListSection({
    copy: COPY,
    filters: FILTERS,
    remove: useDeleteContact(),
  });
  const contacts = useAdminContacts({
    search: list.params.search,
    page: list.params.page,
    status: list.filters.status,
  });
  const setStatus = useSetContactStatus();

  return (
    <ListSection
      {...props}
      list={list}
      query={contacts}
      items={contacts.data?.contacts}
      renderItem={(contact) => (
        <ContactCard
          contact={contact}
          busy={runningOn(setStatus) === contact._id}
          onResolve={(target) =>
            list.state.act(setStatus, { id: target._id, status: 'resolved' }, TEXTS.statusFailed)
          }
          onEdit={list.edit}
          onDelete={list.state.askDelete}
        />
      )}
      renderEditor={(contact) =>
        contact ? (
          <ContactEditModal
            contact={contact}
            onClose={list.closeEditor}
            onSaved={(answer) =>
              list.state.setNotice(responseNotice(answer.contact.name, answer.responseEmail))
            }
          />
        ) : null
      }
    />
  );
}
