import { CheckCircle2, Mail } from 'lucide-react';
import type { ContactStatus } from '#shared/constants.js';
import { CONTACT_STATUS_LABELS } from '#shared/schemas/admin-contacts.js';
import type { Contact } from '#shared/schemas/submissions.js';
import { buttonClass } from '#web/components/button-class.js';
import { formatDateTime } from '#web/lib/format-date-time.js';
import {
  CardButton,
  AdminCard,
  DeleteButton,
  EditButton,
  StatusPill,
  type PillTone,
} from '#web/admin/kit/index.js';

const STATUS_TONES: Record<ContactStatus, PillTone> = {
  new: 'new',
  in_progress: 'pending',
  resolved: 'approved',
  closed: 'neutral',
};

interface ContactCardProps {
  contact: Contact;
  busy: boolean;
  onResolve: (contact: Contact) => void;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}

/** One message: subject, sender, status, the message clamped to 3 lines, the church's response. */
export function ContactCard({ contact, busy, onResolve, onEdit, onDelete }: ContactCardProps) {
  const open = contact.status === 'new' || contact.status === 'in_progress';
  return (
    <AdminCard
      title={contact.subject}
      pills={
        <StatusPill tone={STATUS_TONES[contact.status]}>
          {CONTACT_STATUS_LABELS[contact.status]}
        </StatusPill>
      }
      meta={
        <>
          <span>{contact.name}</span>
          <span>{contact.email}</span>
          <time dateTime={contact.createdAt}>{formatDateTime(contact.createdAt)}</time>
        </>
      }
      clamp
      actions={
        <>
          {open ? (
            <CardButton icon={CheckCircle2} disabled={busy} onClick={() => onResolve(contact)}>
              Resolve
            </CardButton>
          ) : null}
          <EditButton disabled={busy} onClick={() => onEdit(contact)}>
            Respond
          </EditButton>
          <a
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            href={`mailto:${contact.email}?subject=${encodeURIComponent(`Re: ${contact.subject}`)}`}
          >
            <Mail aria-hidden="true" size={16} />
            Email
          </a>
          <DeleteButton disabled={busy} onClick={() => onDelete(contact)} />
        </>
      }
    >
      {contact.message}
      {contact.response ? (
        <span className="contact-card__response">
          <strong>Response:</strong> {contact.response}
        </span>
      ) : null}
    </AdminCard>
  );
}
