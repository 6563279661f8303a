import { CONTACT_STATUSES, type ContactStatus } from '../../shared/constants.js';
import type { Contact, Testimony } from '../../shared/schemas/submissions.js';
import { fromFlag } from '../db/ids.js';
import type { ContactRow } from '../repositories/contacts.js';
import type { TestimonyRow } from '../repositories/testimonies.js';

/** Testimonies and contact messages, answered to the visitor who sent them. */

export function presentTestimony(row: TestimonyRow): Testimony {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    title: row.title,
    testimony: row.testimony,
    category: row.category,
    isApproved: fromFlag(row.isApproved),
    createdAt: row.createdAt,
  };
}

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
