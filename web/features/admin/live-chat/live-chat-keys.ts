import { adminKeys } from '../admin-keys.js';

/** Query keys of the Live Chat section (under the admin keys, dropped at sign-out). */
export const liveChatKeys = {
  all: [...adminKeys.all, 'live-chat'] as const,
  lists: () => [...liveChatKeys.all, 'list'] as const,
  list: (search = '') => [...liveChatKeys.lists(), search] as const,
  chat: (id: string) => [...liveChatKeys.all, 'chat', id] as const,
};
