/**
 * Pieces every iCalendar file of the site shares (RFC 5545): lines folded by octets and text
 * escaped. The `ics` library makes the events' files; services' repeating events, which need a
 * time zone, are written with these.
 */

/** Content lines may be at most 75 octets; a continuation starts with a space. */
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** One content line folded at 75 octets, between characters so no UTF-8 sequence is split. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(part);
      // The leading space of a continuation line counts towards its 75 octets.
      part = ' ';
      octets = 1;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n');
}

/** A file's lines unfolded and folded again by octets. */
export function foldCalendarLines(text: string): string {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map(foldLine)
    .join('\r\n');
}

/** A TEXT value: backslashes, semicolons, commas and line breaks escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** 20261129T090000Z: a UTC DATE-TIME. */
export function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The download's name: the title with spaces turned to underscores. */
export function calendarFileName(title: string): string {
  const name = title
    .trim()
    .replace(/[\\/:*?"<>|\r\n\t]/g, '')
    .replace(/ /g, '_');
  return `${name || 'event'}.ics`;
}
