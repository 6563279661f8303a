import { describe, expect, it } from 'vitest';
import { formatChatTime } from './chat-time.js';

describe('formatChatTime', () => {
  const now = new Date(2026, 10, 23, 15, 0);

  it('shows only the time for a message of today, and the day before it otherwise', () => {
    const today = formatChatTime(new Date(2026, 10, 23, 9, 5).toISOString(), now);
    const earlier = formatChatTime(new Date(2026, 10, 20, 9, 5).toISOString(), now);
    expect(today).toMatch(/9|09/);
    expect(earlier.endsWith(today)).toBe(true);
    expect(earlier.length).toBeGreaterThan(today.length);
    expect(formatChatTime(new Date(2025, 0, 2, 9, 5).toISOString(), now)).toContain('2025');
  });

  it('answers nothing for a time it cannot read', () => {
    expect(formatChatTime('not a time', now)).toBe('');
  });
});
