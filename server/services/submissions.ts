import { DEFAULT_TESTIMONY_CATEGORY } from '../../shared/limits.js';
import {
  FOUNDATION_SCHOOL_SUBJECT,
  type FoundationSchoolSignup,
} from '../../shared/schemas/site-content.js';
import type { ContactBody, TestimonyBody } from '../../shared/schemas/submissions.js';
import type { ContactsRepository } from '../repositories/contacts.js';
import type { MemberRow } from '../repositories/members.js';
import type { TestimoniesRepository } from '../repositories/testimonies.js';
import type { MembersService } from './members.js';

interface Dependencies {
  testimonies: TestimoniesRepository;
  contacts: ContactsRepository;
  members: MembersService;
}

/** Testimonies and contact messages visitors send to the church. */
export function createSubmissionsService({ testimonies, contacts, members }: Dependencies) {
  return {
    async submitTestimony(member: MemberRow | null, body: TestimonyBody) {
      const author = await members.author(member, body);
      return testimonies.create({
        name: author.name,
        email: author.email,
        title: body.title,
        testimony: body.testimony,
        category: body.category || DEFAULT_TESTIMONY_CATEGORY,
      });
    },

    /** Open to blocked members too: writing to the church is how they ask to be unblocked. */
    async submitContact(member: MemberRow | null, body: ContactBody) {
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
  };
}

export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
