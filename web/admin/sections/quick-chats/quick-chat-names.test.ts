import { describe, expect, it } from 'vitest';
import { senderName, visitorName } from './quick-chat-names.js';

const admin = { name: 'Admin', email: '', isAdmin: true };

describe('quick chat names', () => {
  it("shows the non-admin participant's name, else email, else User/Guest", () => {
    expect(visitorName([admin, { name: 'Ada', email: 'ada@example.com', isAdmin: false }])).toBe(
      'Ada',
    );
    expect(visitorName([{ name: '', email: 'ada@example.com', isAdmin: false }])).toBe(
      'ada@example.com',
    );
    expect(visitorName([admin])).toBe('User/Guest');
  });

  it('names an unnamed sender Admin or User/Guest', () => {
    expect(senderName({ name: '', email: '', isAdmin: true })).toBe('Admin');
    expect(senderName({ name: '', email: 'x@example.com', isAdmin: false })).toBe('User/Guest');
    expect(senderName({ name: 'Ada', email: '', isAdmin: false })).toBe('Ada');
  });
});
