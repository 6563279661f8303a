import type { Generated } from 'kysely';

/** This feature's tables, merged into the app's `Database` (see platform/db/schema.ts). */
declare module '#server/platform/db/schema.js' {
  interface Database {
    sanctions: SanctionsTable;
  }
}

/**
 * A timeout, ban or shadow mute. It catches a post when any of its keys match: the
 * member, the email (lower case), or, for guests, the keyed hash of their address.
 */
export interface SanctionsTable {
  id: string;
  kind: string;
  /** A member's sanction: only their own posts, signed in, are caught by it. */
  memberId: string | null;
  /** Caught: guests giving this email (a member's own email, when set from a member). */
  email: string | null;
  /** Caught: every guest on this address group; set only when it covers the network. */
  addressKey: string | null;
  /** Caught: guests posting from this device (keyed). */
  deviceKey: Generated<string | null>;
  /** The sender's name when it was made, for the panel. */
  userName: string;
  createdAt: string;
  /** Null: until lifted. */
  expiresAt: string | null;
  /** What it was set from (`SanctionSource`); null for sanctions made before this was kept. */
  source: Generated<string | null>;
  /** The start of the message or comment it was set from. */
  sourceText: Generated<string | null>;
  /** The staff member who set it, by display name. */
  createdBy: Generated<string | null>;
}
