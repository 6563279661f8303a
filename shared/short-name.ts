/** The longest name a launcher shows whole under an icon, on most phones. */
export const DERIVED_SHORT_NAME_LENGTH = 12;
const TRAILING_SEPARATORS = /[\s,;:.\-–—]+$/;

/**
 * The name under the installed site's icon: the church's own short name, else the start of the
 * zone name cut at a word (never mid-word unless its first word is itself too long), without the
 * punctuation the cut leaves behind.
 */
export function appShortName(church: { zoneName: string; shortName?: string }): string {
  const own = church.shortName?.trim();
  if (own) return own;
  const name = church.zoneName.trim().replace(/\s+/g, ' ');
  if (name.length <= DERIVED_SHORT_NAME_LENGTH) return name;
  // The longest start that ends where a word does (before a space, a comma or a dash).
  const atWord = new RegExp(`^.{1,${DERIVED_SHORT_NAME_LENGTH}}(?=[\\s,;:.\\-–—])`).exec(name);
  const cut = atWord ? atWord[0] : name.slice(0, DERIVED_SHORT_NAME_LENGTH);
  return cut.replace(TRAILING_SEPARATORS, '');
}
