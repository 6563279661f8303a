import { describe, expect, it } from 'vitest';
import { fetchRule, notificationTarget, readPushPayload } from './rules.js';

const ORIGIN = 'https://church.example.org';
const get = (path: string, mode = 'cors', accept = '*/*') => ({
  method: 'GET',
  url: new URL(path, ORIGIN).href,
  mode,
  accept,
});

describe('what the service worker answers', () => {
  const precached = new Set(['/offline.html', '/icons/icon-192.png']);

  it('answers hashed files and the precached shell from its cache, pages from the network', () => {
    expect(fetchRule(get('/assets/app-abc.js'), ORIGIN, precached)).toBe('cache-first');
    expect(fetchRule(get('/icons/icon-192.png'), ORIGIN, precached)).toBe('cache-first');
    expect(fetchRule(get('/events', 'navigate'), ORIGIN, precached)).toBe('navigation');
    expect(fetchRule(get('/', 'navigate'), ORIGIN, precached)).toBe('navigation');
  });

  it('leaves the API, event streams, the panel, members’ pages, uploads and other sites alone', () => {
    for (const request of [
      get('/api/settings/public'),
      get('/api'),
      get('/live', 'cors', 'text/event-stream'),
      get('/admin', 'navigate'),
      get('/admin/login', 'navigate'),
      get('/account', 'navigate'),
      get('/uploads/members/photo.jpg'),
      get('https://cdn.example.com/assets/app.js'),
      get('/assets/app-abc.js?v=2'),
      { ...get('/assets/app-abc.js'), method: 'POST' },
    ])
      expect(fetchRule(request, ORIGIN, precached)).toBe('network');
  });
});

describe('a tapped notification', () => {
  it('opens a path or an address of this site, anything else the home page', () => {
    expect(notificationTarget('/events', ORIGIN)).toBe(`${ORIGIN}/events`);
    expect(notificationTarget(`${ORIGIN}/live?x=1`, ORIGIN)).toBe(`${ORIGIN}/live?x=1`);
    expect(notificationTarget('https://evil.example.com/', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(notificationTarget('//evil.example.com/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(notificationTarget('javascript:alert(1)', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(notificationTarget(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
  });

  it('reads a push message with a title, and nothing without one', () => {
    expect(
      readPushPayload({ title: 'Live', body: 'We are live', url: '/live', tag: 'go-live' }),
    ).toEqual({ title: 'Live', body: 'We are live', url: '/live', tag: 'go-live' });
    expect(readPushPayload({ title: 'Hi' })).toEqual({ title: 'Hi', body: '', url: '/', tag: '' });
    expect(readPushPayload({ body: 'no title' })).toBeUndefined();
    expect(readPushPayload('text')).toBeUndefined();
    expect(readPushPayload(null)).toBeUndefined();
  });
});
