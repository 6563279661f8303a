import { describe, expect, it } from 'vitest';
import { appShortName } from './short-name.js';

describe('the name under the home-screen icon', () => {
  it('is the church’s own short name when it has one', () => {
    expect(appShortName({ zoneName: 'Living Waters Church', shortName: ' Waters ' })).toBe(
      'Waters',
    );
  });

  it('is otherwise the zone name cut at a word within 12 characters', () => {
    expect(appShortName({ zoneName: 'Bethel' })).toBe('Bethel');
    expect(appShortName({ zoneName: 'Grace Chapel Accra', shortName: '' })).toBe('Grace Chapel');
    expect(appShortName({ zoneName: 'Living Waters Church, Ibadan Zone' })).toBe('Living');
    expect(appShortName({ zoneName: 'Grace Chapel, Accra' })).toBe('Grace Chapel');
    expect(appShortName({ zoneName: 'Christuskirchengemeinde Nord' })).toBe('Christuskirc');
  });
});
