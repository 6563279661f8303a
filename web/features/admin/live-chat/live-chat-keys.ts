import { adminKeys } from '../admin-keys.js';

/** Query keys of the Live Chat section (under the admin keys, dropped at sign-out). */
export const liveChatKeys = {
  all: [...adminKeys.all, 'live-chat'] as const,
  list: () => [...liveChatKeys.all, 'list'] as const,
  chat: (id: string) => [...liveChatKeys.all, 'chat', id] as const,
};
