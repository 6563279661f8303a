import { describe, expect, it } from 'vitest';
import { parseLivestreamUser } from './livestream-user.js';

describe('parseLivestreamUser', () => {
  it('keeps a guest and a member with their known fields only', () => {
    expect(parseLivestreamUser({ name: 'Ada', email: 'ada@example.com', isGuest: true })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      isGuest: true,
    });
    expect(
      parseLivestreamUser({
        name: 'Ben',
        email: 'ben@example.com',
        isGuest: false,
        id: 'm1',
        token: 't',
        phone: '+234',
        location: 'Ibadan',
        audienceSize: '2',
        expectations: 'Worship',
        password: 'never kept',
      }),
    ).toEqual({
      name: 'Ben',
      email: 'ben@example.com',
      isGuest: false,
      id: 'm1',
      token: 't',
      phone: '+234',
      location: 'Ibadan',
      audienceSize: '2',
      expectations: 'Worship',
    });
  });

  it('refuses anything else', () => {
    for (const value of [
      null,
      'Ada',
      [],
      { name: 'Ada', email: 'ada@example.com' },
      { name: 'Ada', email: 'ada@example.com', isGuest: 'yes' },
      { name: 1, email: 'ada@example.com', isGuest: true },
      { name: 'Ada', email: 'ada@example.com', isGuest: false, token: 42 },
    ]) {
      expect(parseLivestreamUser(value)).toBeNull();
    }
  });
});
