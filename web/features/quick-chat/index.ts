/** The Quick Chat bubble every public page shows. */
export { QuickChat } from './QuickChat.js';
/** The conversation's parts, for other features that open a quick chat (praying with someone). */
export { QuickChatMessages } from './QuickChatMessages.js';
export { QuickChatComposer } from './QuickChatComposer.js';
export { useQuickChatMessages } from './get-quick-chat-messages.js';
export { useSendQuickChatMessage } from './send-quick-chat-message.js';
export { livestreamIdentity, readSavedIdentity } from './quick-chat-storage.js';
