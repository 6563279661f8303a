import type { Generated } from 'kysely';
import type { Flag } from '#server/platform/db/schema.js';

/** This feature's tables, merged into the app's `Database` (see platform/db/schema.ts). */
declare module '#server/platform/db/schema.js' {
  interface Database {
    testimonies: TestimoniesTable;
  }
}

export interface TestimoniesTable {
  id: string;
  name: string;
  email: string;
  title: string;
  testimony: string;
  category: string;
  isApproved: Generated<Flag>;
  /** The sender agreed to the wall; without it an approved testimony stays with the team. */
  sharePublicly: Generated<Flag>;
  createdAt: string;
  updatedAt: string;
}
