import type { Member } from '../../../../shared/schemas/members.js';
import type { LivestreamUser } from '../../../lib/livestream-user.js';

/** A member's stored session: the registration fields (never the password), id and token. */
export function memberSession(user: Member, token: string): LivestreamUser {
  return {
    name: user.name,
    email: user.email,
    id: user._id,
    phone: user.phone,
    location: user.location,
    audienceSize: user.audienceSize,
    expectations: user.expectations,
    isGuest: false,
    token,
  };
}
