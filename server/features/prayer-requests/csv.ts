/**
 * CSV for spreadsheets (RFC 4180), safe to open: a cell a spreadsheet would read as a formula
 * (starting with = + - @, a tab or a carriage return) is prefixed with an apostrophe, so an
 * attacker's "request" cannot run in the church's spreadsheet (formula injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/u;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/u.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows to CSV text with CRLF line ends, the header first. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null)[])[],
): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
