import type { FastifyRequest } from 'fastify';

/**
 * Public writes may carry a member's bearer token: then the member's record, not the body, says
 * who posts. Routes opt in with `preHandler: identifyMember`; reads ignore the header, so a stale
 * token in a browser never stops anyone from watching.
 *
 * Sets `request.member` (null for a guest); a token that is not a valid member token answers 401.
 */
export async function identifyMember(request: FastifyRequest) {
  request.member = await request.server.members.identify(request.headers.authorization);
}
