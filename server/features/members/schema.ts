import type { Generated } from 'kysely';
import type { Flag } from '#server/platform/db/schema.js';

/** This feature's tables, merged into the app's `Database` (see platform/db/schema.ts). */
declare module '#server/platform/db/schema.js' {
  interface Database {
    members: MembersTable;
    memberPasswordResets: MemberPasswordResetsTable;
  }
}

export interface MembersTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  location: string;
  passwordHash: string;
  audienceSize: string;
  expectations: string;
  isBlocked: Generated<Flag>;
  /** Raised by "sign out everywhere": tokens signed with an older version are refused. */
  tokenVersion: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface MemberPasswordResetsTable {
  tokenHash: string;
  memberId: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}
