import { describe, expect, it } from 'vitest';
import { bibleBookCode, bibleBookName, BIBLE_BOOKS } from '#shared/bible-books.js';
import { booksOf, readScripture, storedBooks } from './scripture.js';

describe('scripture read as Bible references', () => {
  it('names the books read, in the order written', () => {
    expect(readScripture('John 3:1–21; Romans 8')).toEqual({ valid: true, books: ['John', 'Rom'] });
    expect(readScripture('Ps 23, Matt 5:1-12')).toEqual({ valid: true, books: ['Ps', 'Matt'] });
    expect(readScripture('Genesis 1:1-2:3')).toEqual({ valid: true, books: ['Gen'] });
    expect(readScripture('1 Cor 13; John 3:16, 18')).toEqual({
      valid: true,
      books: ['1Cor', 'John'],
    });
    expect(readScripture('  ')).toEqual({ valid: true, books: [] });
  });

  it('refuses text that is not all references', () => {
    for (const text of [
      'Hezekiah 3:1',
      'hello',
      'John 99:1',
      'Genesis 1:1; hello',
      'John 3:16 <b>',
    ]) {
      expect(readScripture(text), text).toEqual({ valid: false });
    }
  });

  it('stores books so one is found between commas, and reads them back', () => {
    expect(storedBooks(['John', 'Rom'])).toBe(',John,Rom,');
    expect(storedBooks([])).toBe('');
    expect(booksOf(',John,Rom,')).toEqual(['John', 'Rom']);
  });

  it('knows the 66 books by code and by name, in any letter case', () => {
    expect(BIBLE_BOOKS).toHaveLength(66);
    expect(new Set(BIBLE_BOOKS.map((book) => book.code)).size).toBe(66);
    expect(bibleBookName('1Cor')).toBe('1 Corinthians');
    expect(bibleBookCode('1cor')).toBe('1Cor');
    expect(bibleBookCode('1 corinthians')).toBe('1Cor');
    expect(bibleBookCode('JOHN')).toBe('John');
    expect(bibleBookCode('psalm')).toBe('Ps');
    expect(bibleBookCode('Hezekiah')).toBeUndefined();
  });
});
