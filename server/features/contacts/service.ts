import { MESSAGES } from '#shared/messages.js';
import type { AdminContactsQuery } from '#shared/schemas/admin-contacts.js';
import {
  FOUNDATION_SCHOOL_SUBJECT,
  type FoundationSchoolSignup,
} from '#shared/schemas/site-content.js';
import type { ContactBody } from '#shared/schemas/submissions.js';
import { NotFoundError } from '#server/platform/errors.js';
import type { MemberRow, MembersService } from '#server/features/members/index.js';
import type { MailService } from '#server/features/mail/index.js';
import type { PrayerRequestsService } from '#server/features/prayer-requests/index.js';
import type { ContactRow, ContactsRepository } from './repository.js';

interface Dependencies {
  contacts: ContactsRepository;
  members: MembersService;
  mail: Pick<MailService, 'send'>;
  prayerRequests: Pick<PrayerRequestsService, 'recordFromContact'>;
}

/** The contact form's subject that makes it a prayer request. */
const PRAYER_REQUEST_SUBJECT = 'Prayer Request';

const notFound = () => new NotFoundError(MESSAGES.adminContacts.notFound);

/** Messages visitors send the church, and Contact Management. */
/** The church's response, by email to whoever wrote, with what they wrote below it. */
function responseMail(contact: ContactRow, response: string) {
  return {
    subject: `Re: ${contact.subject}`,
    greeting: `Dear ${contact.name},`,
    paragraphs: [response, `You wrote:\n${contact.message}`],
    writtenByPerson: true,
  };
}

export function createContactsService({ contacts, members, mail, prayerRequests }: Dependencies) {
  return {
    /**
     * Open to blocked members too: writing to the church is how they ask to be unblocked. A
     * prayer request also reaches the prayer team's queue, private (ADR 0140).
     */
    async submit(member: MemberRow | null, body: ContactBody) {
      const author = await members.author(member, body, { allowBlocked: true });
      const contact = await contacts.create({
        name: author.name,
        email: author.email,
        subject: body.subject,
        message: body.message,
      });
      if (body.subject === PRAYER_REQUEST_SUBJECT) {
        await prayerRequests.recordFromContact({
          contactId: contact.id,
          author,
          request: body.message,
        });
      }
      return contact;
    },

    /** A Foundation School sign-up reaches Contact Management under its own subject. */
    async signUpForFoundationSchool(member: MemberRow | null, body: FoundationSchoolSignup) {
      const author = await members.author(member, body, { allowBlocked: true });
      const lines = ['Sign-up for the next Foundation School class.', `Phone: ${body.phone}`];
      if (body.note) lines.push('', body.note);
      return contacts.create({
        name: author.name,
        email: author.email,
        subject: FOUNDATION_SCHOOL_SUBJECT,
        message: lines.join('\n'),
      });
    },

    list: (query: AdminContactsQuery) => contacts.list(query),

    /**
     * A new or changed response is also emailed to the sender (the outbox records it); the
     * answer says whether an email went into the queue, and how it stands.
     */
    async update(id: string, changes: { status?: string; response?: string }) {
      const before = await contacts.findById(id);
      const row = before && (await contacts.update(id, changes));
      if (!row) throw notFound();
      const response = row.response.trim();
      const emailed =
        response !== '' && response !== before.response.trim()
          ? await mail.send('contact-response', row.email, responseMail(row, response))
          : null;
      return { row, emailed };
    },

    /** The message as it was, for the audit log. */
    async delete(id: string) {
      const row = await contacts.delete(id);
      if (!row) throw notFound();
      return row;
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
