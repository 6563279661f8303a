/**
 * The 66 books of the Protestant canon in order: each book's OSIS code (what the server stores
 * and the filters send) and its English name (what pages show).
 */
export const BIBLE_BOOKS = [
  { code: 'Gen', name: 'Genesis' },
  { code: 'Exod', name: 'Exodus' },
  { code: 'Lev', name: 'Leviticus' },
  { code: 'Num', name: 'Numbers' },
  { code: 'Deut', name: 'Deuteronomy' },
  { code: 'Josh', name: 'Joshua' },
  { code: 'Judg', name: 'Judges' },
  { code: 'Ruth', name: 'Ruth' },
  { code: '1Sam', name: '1 Samuel' },
  { code: '2Sam', name: '2 Samuel' },
  { code: '1Kgs', name: '1 Kings' },
  { code: '2Kgs', name: '2 Kings' },
  { code: '1Chr', name: '1 Chronicles' },
  { code: '2Chr', name: '2 Chronicles' },
  { code: 'Ezra', name: 'Ezra' },
  { code: 'Neh', name: 'Nehemiah' },
  { code: 'Esth', name: 'Esther' },
  { code: 'Job', name: 'Job' },
  { code: 'Ps', name: 'Psalms' },
  { code: 'Prov', name: 'Proverbs' },
  { code: 'Eccl', name: 'Ecclesiastes' },
  { code: 'Song', name: 'Song of Songs' },
  { code: 'Isa', name: 'Isaiah' },
  { code: 'Jer', name: 'Jeremiah' },
  { code: 'Lam', name: 'Lamentations' },
  { code: 'Ezek', name: 'Ezekiel' },
  { code: 'Dan', name: 'Daniel' },
  { code: 'Hos', name: 'Hosea' },
  { code: 'Joel', name: 'Joel' },
  { code: 'Amos', name: 'Amos' },
  { code: 'Obad', name: 'Obadiah' },
  { code: 'Jonah', name: 'Jonah' },
  { code: 'Mic', name: 'Micah' },
  { code: 'Nah', name: 'Nahum' },
  { code: 'Hab', name: 'Habakkuk' },
  { code: 'Zeph', name: 'Zephaniah' },
  { code: 'Hag', name: 'Haggai' },
  { code: 'Zech', name: 'Zechariah' },
  { code: 'Mal', name: 'Malachi' },
  { code: 'Matt', name: 'Matthew' },
  { code: 'Mark', name: 'Mark' },
  { code: 'Luke', name: 'Luke' },
  { code: 'John', name: 'John' },
  { code: 'Acts', name: 'Acts' },
  { code: 'Rom', name: 'Romans' },
  { code: '1Cor', name: '1 Corinthians' },
  { code: '2Cor', name: '2 Corinthians' },
  { code: 'Gal', name: 'Galatians' },
  { code: 'Eph', name: 'Ephesians' },
  { code: 'Phil', name: 'Philippians' },
  { code: 'Col', name: 'Colossians' },
  { code: '1Thess', name: '1 Thessalonians' },
  { code: '2Thess', name: '2 Thessalonians' },
  { code: '1Tim', name: '1 Timothy' },
  { code: '2Tim', name: '2 Timothy' },
  { code: 'Titus', name: 'Titus' },
  { code: 'Phlm', name: 'Philemon' },
  { code: 'Heb', name: 'Hebrews' },
  { code: 'Jas', name: 'James' },
  { code: '1Pet', name: '1 Peter' },
  { code: '2Pet', name: '2 Peter' },
  { code: '1John', name: '1 John' },
  { code: '2John', name: '2 John' },
  { code: '3John', name: '3 John' },
  { code: 'Jude', name: 'Jude' },
  { code: 'Rev', name: 'Revelation' },
] as const;

export type BibleBookCode = (typeof BIBLE_BOOKS)[number]['code'];

const NAMES = new Map<string, string>(BIBLE_BOOKS.map((book) => [book.code, book.name]));
const ORDER = new Map<string, number>(BIBLE_BOOKS.map((book, index) => [book.code, index]));

/** A book's English name by its OSIS code; the code itself for one outside the 66. */
export function bibleBookName(code: string): string {
  return NAMES.get(code) ?? code;
}

/** Where a book stands in the canon, for sorting; books outside the 66 come last. */
export function bibleBookOrder(code: string): number {
  return ORDER.get(code) ?? BIBLE_BOOKS.length;
}

/**
 * The OSIS code a filter names, by code or by name in any letter case ("1cor", "1 Corinthians",
 * "psalm"); undefined when it names no book.
 */
export function bibleBookCode(text: string): BibleBookCode | undefined {
  const wanted = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!wanted) return undefined;
  const compact = wanted.replace(/ /g, '');
  for (const book of BIBLE_BOOKS) {
    const name = book.name.toLowerCase();
    if (
      book.code.toLowerCase() === compact ||
      name === wanted ||
      name.replace(/ /g, '') === compact
    )
      return book.code;
  }
  if (wanted === 'psalm') return 'Ps';
  if (wanted === 'song of solomon') return 'Song';
  return undefined;
}
