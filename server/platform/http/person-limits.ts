import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { STAFF_AUTHORIZATION_HEADER } from '#shared/api-paths.js';
import { MESSAGES } from '#shared/messages.js';
import { TooManyRequestsError } from '#server/platform/errors.js';
import { deviceKeyOf, requestAddress } from './client-address.js';

interface Window {
  max: number;
  timeWindow: number;
}

/**
 * How much more one address may send than one person (ADR 0124): fifty people on a church's
 * Wi-Fi can all say "Amen!" at once, while one script on one address stays bounded.
 */
export const ADDRESS_ALLOWANCE_FACTOR = 10;

/** Browsers of one address without a name are told apart by this many slots of their User-Agent. */
const ANONYMOUS_SLOTS = 8;

/**
 * The counters one write counts against, each with a person's limit: a member is themself; a
 * guest counts on their browser's device key and on the email they gave (a family sharing a
 * phone share its count; one person on two devices with one email too). A guest with neither
 * counts by their address and one of a few slots of their browser's User-Agent.
 */
function personKeys(request: FastifyRequest): string[] {
  if (request.member) return [`member:${request.member.id}`];
  // The live page's posts name it userEmail; the /prayer form, email.
  const body = request.body as { userEmail?: unknown; email?: unknown } | undefined;
  const given = body?.userEmail ?? body?.email;
  const email = typeof given === 'string' ? given.trim().toLowerCase() : '';
  const device = deviceKeyOf(request);
  const keys = [...(device ? [`device:${device}`] : []), ...(email ? [`email:${email}`] : [])];
  if (keys.length > 0) return keys;
  const slot =
    createHash('sha256')
      .update(request.headers['user-agent'] ?? '')
      .digest()
      .readUInt32BE(0) % ANONYMOUS_SLOTS;
  return [`guest:${requestAddress(request)}:${slot}`];
}

const staffChecks = new WeakMap<FastifyRequest, Promise<boolean>>();

/**
 * Whether a public write comes from staff signed into the panel in the same browser: a valid
 * admin token in the staff header (ADR 0124, 0131). A forged, expired or signed-out token is
 * not staff, and is no error either: the request is simply treated as anyone's. Checked once.
 */
export function isStaffRequest(request: FastifyRequest): Promise<boolean> {
  let check = staffChecks.get(request);
  if (!check) {
    const staff = request.headers[STAFF_AUTHORIZATION_HEADER];
    check =
      typeof staff === 'string' && staff
        ? request.server
            .authenticateAdmin(staff, { renew: false })
            .then(() => true)
            .catch(() => false)
        : Promise.resolve(false);
    staffChecks.set(request, check);
  }
  return check;
}

/**
 * A public write's limits per person and per address (ADR 0124, 0166), as a preHandler after
 * `identifyMember`: a member counts as themself, a guest by their device key and their email,
 * or else their address and browser. The address (an IPv6 /64 as one) counts everyone on it with a
 * larger allowance. Staff
 * sending a valid admin token in the staff header are not counted.
 */
export function limitPerPerson(name: string, limit: Window) {
  return async function personLimit(request: FastifyRequest) {
    const { counters } = request.server.realtime;
    if (await isStaffRequest(request)) return;
    const refuse = (resetAt: number) => {
      throw new TooManyRequestsError(
        MESSAGES.errors.tooManyRequests,
        Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
      );
    };
    const address = await counters.increment(
      `write-limit:${name}:address:${requestAddress(request)}`,
      limit.timeWindow,
    );
    if (address.count > limit.max * ADDRESS_ALLOWANCE_FACTOR) refuse(address.resetAt);
    for (const key of personKeys(request)) {
      const person = await counters.increment(`write-limit:${name}:${key}`, limit.timeWindow);
      if (person.count > limit.max) refuse(person.resetAt);
    }
  };
}
