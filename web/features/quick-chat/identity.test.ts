import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.js';
import { formatIdentity, parseIdentity } from './identity.js';

const invalid = 'Please enter a valid name and email (e.g. John Doe <john@example.com>)';

describe('parseIdentity', () => {
  it('reads "Name <email>", trimming both parts', () => {
    expect(parseIdentity('  Ada Obi  < ada@example.com > ')).toEqual({
      ok: true,
      identity: { name: 'Ada Obi', email: 'ada@example.com' },
    });
    expect(formatIdentity({ name: 'Ada Obi', email: 'ada@example.com' })).toBe(
      'Ada Obi <ada@example.com>',
    );
  });

  it('answers the spec texts for each mistake', () => {
    expect(parseIdentity('   ')).toEqual({ ok: false, error: MESSAGES.quickChat.bothRequired });
    expect(parseIdentity('Ada Obi')).toEqual({ ok: false, error: invalid });
    expect(parseIdentity('ada@example.com')).toEqual({
      ok: false,
      error: 'Format: Name <john@example.com>',
    });
    expect(parseIdentity('<ada@example.com>')).toEqual({
      ok: false,
      error: MESSAGES.quickChat.bothRequired,
    });
    expect(parseIdentity('Ada <  > @')).toEqual({
      ok: false,
      error: 'Format: Name <john@example.com>',
    });
    expect(parseIdentity('Ada <ada@example>')).toEqual({ ok: false, error: invalid });
  });
});
