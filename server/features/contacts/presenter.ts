import { CONTACT_STATUSES, type ContactStatus } from '#shared/constants.js';
import type { Contact } from '#shared/schemas/submissions.js';
import type { ContactRow } from './repository.js';

/** A contact message answered to the visitor who sent it, and to the church. */
export function presentContact(row: ContactRow): Contact {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: (CONTACT_STATUSES as readonly string[]).includes(row.status)
      ? (row.status as ContactStatus)
      : 'new',
    response: row.response,
    createdAt: row.createdAt,
  };
}
