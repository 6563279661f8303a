import { QUICK_CHAT_LINK_PREFIX } from '#shared/constants.js';

/** A chat id is base64url (192 random bits); anything else in the fragment is not a link of ours. */
const CHAT_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The conversation an emailed link opens (`#quick-chat=<id>`), read once and then taken out of
 * the address bar, so the key is not left in the history, a bookmark or a shared address.
 */
export function takeChatLink(): string | null {
  if (typeof window === 'undefined') return null;
  const { hash, pathname, search } = window.location;
  if (!hash.startsWith(QUICK_CHAT_LINK_PREFIX)) return null;
  // An id is plain base64url: nothing to decode, and a mangled link is simply not one.
  const chatId = hash.slice(QUICK_CHAT_LINK_PREFIX.length);
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return CHAT_ID.test(chatId) ? chatId : null;
}
