import { DEFAULT_TESTIMONY_CATEGORY } from '#shared/limits.js';
import { MESSAGES } from '#shared/messages.js';
import type { AdminTestimoniesQuery } from '#shared/schemas/admin-testimonies.js';
import type { TestimonyBody } from '#shared/schemas/submissions.js';
import { NotFoundError } from '#server/platform/errors.js';
import type { MemberRow, MembersService } from '#server/features/members/index.js';
import type { TestimoniesRepository, TestimonyRow } from './repository.js';

interface Dependencies {
  testimonies: TestimoniesRepository;
  members: MembersService;
}

const notFound = () => new NotFoundError(MESSAGES.adminTestimonies.notFound);

/** Testimonies: visitors share them, the church approves them onto the public wall. */
export function createTestimoniesService({ testimonies, members }: Dependencies) {
  return {
    async submit(member: MemberRow | null, body: TestimonyBody) {
      const author = await members.author(member, body);
      return testimonies.create({
        name: author.name,
        email: author.email,
        title: body.title,
        testimony: body.testimony,
        category: body.category || DEFAULT_TESTIMONY_CATEGORY,
        // Clients that predate the choice (the spec's) never said: their testimonies were
        // always meant for the wall once approved (ADR 0132).
        sharePublicly: body.sharePublicly ?? true,
      });
    },

    /** The public wall (and the home page's share of it): approved and shared, newest first. */
    wallPage: (query: { page: number; limit: number }) => testimonies.listOnWall(query),

    list: (query: AdminTestimoniesQuery) => testimonies.list(query),

    async update(
      id: string,
      changes: { title?: string; testimony?: string; isApproved?: boolean },
    ): Promise<TestimonyRow> {
      const row = await testimonies.update(id, changes);
      if (!row) throw notFound();
      return row;
    },

    /** The testimony as it was, for the audit log. */
    async delete(id: string): Promise<TestimonyRow> {
      const row = await testimonies.delete(id);
      if (!row) throw notFound();
      return row;
    },
  };
}

export type TestimoniesService = ReturnType<typeof createTestimoniesService>;
