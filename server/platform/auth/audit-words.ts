import { isDeepStrictEqual } from 'node:util';

/** A person's words in the audit log: quoted, and cut to their first words. */
export function auditQuote(text: string, maxLength = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `“${flat.length > maxLength ? `${flat.slice(0, maxLength - 1).trimEnd()}…` : flat}”`;
}

/** "serviceTimes" as people say it: "service times". */
function words(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/**
 * What a save changed, named by group and field and never by value (a value may be a secret):
 * "church (name, city), notifications (stream alert repeat hours)". Null when nothing changed.
 */
export function auditChanges(before: object, after: object, depth = 2): string | null {
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of Object.keys(now)) {
    if (isDeepStrictEqual(was[key], now[key])) continue;
    const inner = now[key];
    const innerBefore = was[key];
    const detail =
      depth > 1 && isRecord(inner) && isRecord(innerBefore)
        ? auditChanges(innerBefore, inner, depth - 1)
        : null;
    parts.push(detail ? `${words(key)} (${detail})` : words(key));
  }
  return parts.length > 0 ? parts.join(', ') : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
