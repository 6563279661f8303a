import { describe, expect, it } from 'vitest';
import { dateFormat } from './date-format.js';

describe('dateFormat', () => {
  const date = new Date('2026-11-29T09:05:00Z');

  it('writes what toLocaleDateString and toLocaleTimeString write with the same options', () => {
    const zone = { timeZone: 'UTC' };
    expect(dateFormat('en-GB', { day: 'numeric', ...zone }).format(date)).toBe(
      date.toLocaleDateString('en-GB', { day: 'numeric', ...zone }),
    );
    expect(dateFormat('fr', { month: 'short', ...zone }).format(date)).toBe(
      date.toLocaleDateString('fr', { month: 'short', ...zone }),
    );
    expect(dateFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(date)).toBe(
      date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' }),
    );
  });

  it('makes one format per locale and options, and a new one when either differs', () => {
    const first = dateFormat('en-GB', { month: 'short', timeZone: 'UTC' });
    expect(dateFormat('en-GB', { month: 'short', timeZone: 'UTC' })).toBe(first);
    expect(dateFormat('fr', { month: 'short', timeZone: 'UTC' })).not.toBe(first);
    expect(dateFormat('en-GB', { month: 'long', timeZone: 'UTC' })).not.toBe(first);
  });
});
