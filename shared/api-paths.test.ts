import { describe, expect, it } from 'vitest';
import { API, apiPath } from './api-paths.js';

describe('apiPath', () => {
  it('fills the route pattern parameters, encoded', () => {
    expect(apiPath(API.stream, { id: 'abc123' })).toBe('/api/stream/abc123');
    expect(apiPath(API.chatMessageReaction, { id: 'a/b' })).toBe(
      '/api/user/chat-message/a%2Fb/reaction',
    );
    expect(apiPath(API.comments, { streamId: 's1' })).toBe('/api/user/comments/s1');
    expect(apiPath(API.activeStreams, {})).toBe('/api/streams/active');
    expect(apiPath(API.seriesPodcastFeed, { id: 's1' })).toBe('/podcast/series/s1.xml');
  });
});
