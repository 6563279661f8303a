import { describe, expect, it } from 'vitest';
import { containsBlockedWord, containsLink } from './word-filter.js';

describe('the word filter', () => {
  const blocked = ['scam', 'idiot', 'buy followers'];

  it('matches whole words in any case, with accents, look-alikes and spacing', () => {
    for (const text of [
      'This is a SCAM',
      'what an idiot!',
      'scám',
      'sc4m alert',
      '$cam',
      'you i d i o t',
      's.c.a.m',
      'Buy   followers here',
      'buyfollowers now',
    ]) {
      expect(containsBlockedWord(text, blocked), text).toBe(true);
    }
  });

  it('never matches inside another word, and passes ordinary text', () => {
    for (const text of ['scampi for lunch', 'idiotic', 'Amen! Praise God', 'I am here', '']) {
      expect(containsBlockedWord(text, blocked), text).toBe(false);
    }
    expect(containsBlockedWord('scam', [])).toBe(false);
  });

  it('finds links with a scheme, www or a common top-level name, not verses or versions', () => {
    for (const text of [
      'see https://x.test/a',
      'www.example.org',
      'go to cheap-followers.com now',
      'bit.ly/abc',
    ]) {
      expect(containsLink(text), text).toBe(true);
    }
    for (const text of ['Acts 2.4 says', 'version 1.2', 'Amen.Praise', 'e.g. this']) {
      expect(containsLink(text), text).toBe(false);
    }
  });
});
