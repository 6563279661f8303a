import { adminKeys } from '#web/admin/auth/index.js';

/**
 * Query keys of the quick chats the admin answers, the section the sidebar calls Live Chat
 * (under the admin keys, dropped at sign-out).
 */
export const quickChatAdminKeys = {
  all: [...adminKeys.all, 'quick-chats'] as const,
  lists: () => [...quickChatAdminKeys.all, 'list'] as const,
  list: (search = '') => [...quickChatAdminKeys.lists(), search] as const,
  chat: (id: string) => [...quickChatAdminKeys.all, 'chat', id] as const,
};
