import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '#web/lib/api-client.js';

/**
 * Puts the server's field errors (`{ errors: { title: '...' } }`) under the matching fields.
 * Answers true when at least one field got a message, so the caller can skip a general banner.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || !error.errors) return false;
  let placed = false;
  for (const [field, message] of Object.entries(error.errors)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      placed = true;
    }
  }
  return placed;
}
