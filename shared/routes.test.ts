import { describe, expect, it } from 'vitest';
import { findSiteRoute, SITE_ROUTE_LIST } from './routes.js';

describe('the route map', () => {
  it('has every route of the spec, case and all, the prayer wall, a member’s own page and the pages of the emailed links', () => {
    expect(SITE_ROUTE_LIST.map((route) => route.path).sort()).toEqual(
      [
        '/',
        '/LiveStream',
        '/foundationSchool',
        '/children',
        '/teens',
        '/Programs',
        '/TestifyScreen',
        '/give',
        '/Contact',
        '/events',
        '/stream-alerts/confirm',
        '/stream-alerts/unsubscribe',
        '/reset-password',
        '/admin',
        '/admin/login',
        '/admin/set-password',
        '/prayer',
        '/sermons',
        '/account',
      ].sort(),
    );
  });

  it('finds a route with or without a trailing slash, and nothing else', () => {
    expect(findSiteRoute('/events')?.title).toBe('Upcoming Events');
    expect(findSiteRoute('/events/')?.title).toBe('Upcoming Events');
    expect(findSiteRoute('/')?.title).toBe('Home');
    expect(findSiteRoute('/livestream')).toBeUndefined();
    expect(findSiteRoute('/nowhere')).toBeUndefined();
  });
});
