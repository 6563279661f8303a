/**
 * The word filter (ADR 0120). A blocked word matches as a whole word, in any letter case, with
 * accents removed and the usual look-alike digits and signs read as letters (`s1n` as `sin`,
 * `$` as `s`); letters spaced or dotted apart (`b a d`, `b.a.d`) are read as one word. A word is
 * never matched inside another (`class` does not match `ass`): a church's chat is full of
 * ordinary words that contain short rude ones.
 */
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/**
 * A text as the filter reads it: its words, and the runs of single letters in it read as one
 * word each ("b a d" is "bad").
 */
export function readText(text: string): { words: string[]; spelled: string[] } {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    // "!" counts as an i only before a letter: "amen!" stays "amen".
    .replace(/[0134579@$]|!(?=\p{L})/gu, (sign) => LOOK_ALIKES[sign] ?? sign);
  const words = plain.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const spelled: string[] = [];
  let run = '';
  for (const word of [...words, '']) {
    if (word.length === 1) {
      run += word;
      continue;
    }
    if (run.length > 1) spelled.push(run);
    run = '';
  }
  return { words, spelled };
}

/** Whether the text holds one of the blocked words (or phrases) as whole words. */
export function containsBlockedWord(text: string, blocked: readonly string[]): boolean {
  if (blocked.length === 0) return false;
  const { words, spelled } = readText(text);
  if (words.length === 0) return false;
  const joined = ` ${words.join(' ')} `;
  const collapsed = words.join('');
  return blocked.some((entry) => {
    const wanted = readText(entry).words;
    if (wanted.length === 0) return false;
    const together = wanted.join('');
    if (joined.includes(` ${wanted.join(' ')} `)) return true;
    // Spelled out letter by letter, within a run of single letters.
    if (spelled.some((run) => run.includes(together))) return true;
    // A phrase typed without its spaces still matches.
    return wanted.length > 1 && collapsed.includes(together);
  });
}

/**
 * A link: a web address with a scheme or www, or a domain under a top-level name people type
 * (ADR 0120). "Acts 2.4" or "v1.2" are not links.
 */
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|info|io|co|me|ly|ng|uk|us|tv|gg|xyz|app|site|online|link|church|ru|cn|biz|live|shop|top)\b/i;

export function containsLink(text: string): boolean {
  return LINK.test(text);
}
