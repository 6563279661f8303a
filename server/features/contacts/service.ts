import { MESSAGES } from '#shared/messages.js';
import type { AdminContactsQuery } from '#shared/schemas/admin-contacts.js';
import {
  FOUNDATION_SCHOOL_SUBJECT,
  type FoundationSchoolSignup,
} from '#shared/schemas/site-content.js';
import type { ContactBody } from '#shared/schemas/submissions.js';
import { NotFoundError } from '#server/platform/errors.js';
import type { MemberRow, MembersService } from '#server/features/members/index.js';
import type { ContactRow, ContactsRepository } from './repository.js';

interface Dependencies {
  contacts: ContactsRepository;
  members: MembersService;
}

const notFound = () => new NotFoundError(MESSAGES.adminContacts.notFound);

/** Messages visitors send the church, and Contact Management. */
export function createContactsService({ contacts, members }: Dependencies) {
  return {
    /** Open to blocked members too: writing to the church is how they ask to be unblocked. */
    async submit(member: MemberRow | null, body: ContactBody) {
      const author = await members.author(member, body, { allowBlocked: true });
      return contacts.create({
        name: author.name,
        email: author.email,
        subject: body.subject,
        message: body.message,
      });
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

    async update(id: string, changes: { status?: string; response?: string }): Promise<ContactRow> {
      const row = await contacts.update(id, changes);
      if (!row) throw notFound();
      return row;
    },

    async delete(id: string) {
      if (!(await contacts.delete(id))) throw notFound();
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
