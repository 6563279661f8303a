import { z } from 'zod';

/** The one error shape every failed API call answers with. */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const idSchema = z.string().min(1).max(64);
export const idParamsSchema = z.object({ id: idSchema });

/** ISO 8601 UTC timestamp, as every time travels in JSON. */
export const isoDateSchema = z.string();

/** A required, trimmed text field with the given length bound. */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });
}

export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .optional();
}

const healthCheckResult = z.enum(['ok', 'failed']);

/** Each dependency the instance needs, checked on every call; `redis` only when configured. */
export const healthChecksSchema = z.object({
  database: healthCheckResult,
  dataDir: healthCheckResult,
  redis: healthCheckResult.optional(),
});

/**
 * 200 `ok`; 200 `degraded` when only Redis is down (the instance carries on alone, so a load
 * balancer should keep it); 503 `unavailable` when the database or the data folder fails.
 */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['sqlite', 'postgres']),
  realtime: z.enum(['memory', 'redis']),
  uptimeSeconds: z.number(),
  checks: healthChecksSchema,
});

/** 503: the same fields, with the failed checks named in `message` and `checks`. */
export const healthUnavailableSchema = healthResponseSchema.extend({
  status: z.literal('unavailable'),
  message: z.string(),
});
