/** This feature's tables, merged into the app's `Database` (see platform/db/schema.ts). */
declare module '#server/platform/db/schema.js' {
  interface Database {
    memberEmailChanges: MemberEmailChangesTable;
  }
}

/**
 * A member's new address waiting for the link sent to it: found by the token's hash (the token
 * itself is only in the email); one per member, replaced by a newer change.
 */
export interface MemberEmailChangesTable {
  memberId: string;
  newEmail: string;
  tokenHash: string;
  expiresAt: string;
  createdAt: string;
}
