import type { Member } from '#shared/schemas/members.js';
import type { LivestreamUser } from '#web/lib/livestream-user.js';

/** A member's stored session: the registration fields (never the password), id and token. */
export function memberSession(member: Member, token: string): LivestreamUser {
  return {
    name: member.name,
    email: member.email,
    id: member._id,
    phone: member.phone,
    location: member.location,
    audienceSize: member.audienceSize,
    expectations: member.expectations,
    isGuest: false,
    token,
  };
}
