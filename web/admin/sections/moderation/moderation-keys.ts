import { adminKeys } from '#web/admin/auth/index.js';
import type { ChatModerationParams } from './get-chat-moderation.js';
import type { SanctionsParams } from './get-sanctions.js';

/** Query keys of Live Moderation (under the admin keys, dropped at sign-out). */
export const moderationKeys = {
  all: [...adminKeys.all, 'moderation'] as const,
  lists: () => [...moderationKeys.all, 'list'] as const,
  list: (params: ChatModerationParams) => [...moderationKeys.lists(), params] as const,
  streams: () => [...moderationKeys.all, 'streams'] as const,
  room: (streamId: string) => [...moderationKeys.all, 'room', streamId] as const,
  sanctions: () => [...moderationKeys.all, 'sanctions'] as const,
  sanctionPage: (params: SanctionsParams) => [...moderationKeys.sanctions(), params] as const,
};
