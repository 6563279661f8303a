/** Query keys of the visitor's quick chat. */
export const quickChatKeys = {
  all: ['quick-chat'] as const,
  messages: (chatId: string) => [...quickChatKeys.all, 'messages', chatId] as const,
};
