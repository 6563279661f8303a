import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as english from 'bible-passage-reference-parser/esm/lang/en.js';

/** One parser for the process: building it compiles the language's patterns. */
let parser: bcv_parser | undefined;
const englishParser = () => (parser ??= new bcv_parser(english));

/** What may stand between references without being one: spaces, separators, a final stop. */
const BETWEEN_REFERENCES = /[\s;,.]/;

export type ScriptureReading = { valid: true; books: string[] } | { valid: false };

/**
 * Reads what the team wrote ("John 3:1–21; Romans 8") as Bible references. It is valid when every
 * part between separators is a reference the parser recognises ("Hezekiah 3:1", "hello" and
 * "John 99:1" are not); the answer names the books read, as OSIS codes, in the order written.
 * An empty text reads no books and is valid.
 */
export function readScripture(text: string): ScriptureReading {
  const trimmed = text.trim();
  if (trimmed === '') return { valid: true, books: [] };
  const found = englishParser().parse(trimmed).osis_and_indices();
  const covered = new Array<boolean>(trimmed.length).fill(false);
  const books: string[] = [];
  for (const { osis, indices } of found) {
    for (let at = indices[0]; at < indices[1]; at += 1) covered[at] = true;
    for (const part of osis.split(/[,-]/)) {
      const book = part.split('.')[0];
      if (book && !books.includes(book)) books.push(book);
    }
  }
  const leftOver = [...trimmed].some((char, at) => !covered[at] && !BETWEEN_REFERENCES.test(char));
  if (found.length === 0 || leftOver) return { valid: false };
  return { valid: true, books };
}

/** Books as stored: ",John,Rom," so one book is found with a LIKE on ",John,". */
export const storedBooks = (books: readonly string[]) =>
  books.length === 0 ? '' : `,${books.join(',')},`;

export const booksOf = (stored: string) => stored.split(',').filter(Boolean);
