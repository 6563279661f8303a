/** The team's own chat beside a stream: Live Moderation's Team chat tab, the live page's Team tab. */
export { AdminHostChat, PageHostChat } from './AdminHostChat.js';
export { useStaffSession } from './api.js';
