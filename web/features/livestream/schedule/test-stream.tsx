import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { DEFAULT_CHAT_ROOM } from '#shared/schemas/moderation.js';
import type { PublicStream } from '#shared/schemas/streams.js';
import { fallbackPublicSettings, settingsKeys } from '#web/features/settings/index.js';

/**
 * A Sunday service in the church's zone (Africa/Lagos, an hour ahead of UTC all year): chat
 * opens at 7:30 AM, it starts at 8:00, ends at 9:00, and its chat closes at 9:30.
 */
export const SUNDAY = {
  chatOpensAt: '2026-11-29T06:30:00.000Z',
  startsAt: '2026-11-29T07:00:00.000Z',
  endsAt: '2026-11-29T08:00:00.000Z',
  chatClosesAt: '2026-11-29T08:30:00.000Z',
};

export function serviceRoom(overrides: Partial<PublicStream> = {}): PublicStream {
  return {
    _id: '64b7f0c2a1b2c3d4e5f60718',
    title: 'Sunday Worship',
    streamType: 'youtube',
    embedUrl: 'https://www.youtube.com/embed/abcdefghijk',
    streamUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
    description: '',
    likeCount: 0,
    isLive: false,
    scheduledDate: SUNDAY.startsAt,
    reactions: { amen: 0, praise: 0, fire: 0, heart: 0, sad: 0 },
    chat: DEFAULT_CHAT_ROOM,
    endsAt: SUNDAY.endsAt,
    chatOpensAt: SUNDAY.chatOpensAt,
    chatClosesAt: SUNDAY.chatClosesAt,
    videoDurationSeconds: null,
    ...overrides,
  };
}

/** Rendered with the church's settings already known (its zone), as the page has them. */
export function renderInChurch(node: ReactNode) {
  const queries = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const settings = fallbackPublicSettings();
  queries.setQueryData(settingsKeys.public(), {
    ...settings,
    church: { ...settings.church, timeZone: 'Africa/Lagos' },
  });
  return render(<QueryClientProvider client={queries}>{node}</QueryClientProvider>);
}
