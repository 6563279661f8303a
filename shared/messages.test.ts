import { describe, expect, it } from 'vitest';
import { formatMessage, MESSAGES } from './messages.js';

describe('formatMessage', () => {
  it('fills placeholders and leaves unknown ones as they are', () => {
    expect(formatMessage(MESSAGES.quickChat.format, { email: 'john@example.com' })).toBe(
      'Format: Name <john@example.com>',
    );
    expect(formatMessage('Hello {name} {other}', { name: 'Ada' })).toBe('Hello Ada {other}');
  });
});
