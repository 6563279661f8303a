import { errorResponseSchema } from '#shared/schemas/common.js';

/** The failures a public write can answer, for its OpenAPI description and serialization. */
export const publicWriteErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
} as const;

/** Public writes work without a token; a member's bearer token makes the post theirs. */
export const optionalMemberAuth: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];
