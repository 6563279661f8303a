import { z } from 'zod';

/** The one error shape every failed API call answers with. */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

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

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  realtime: z.enum(['memory', 'redis']),
  uptimeSeconds: z.number(),
});
