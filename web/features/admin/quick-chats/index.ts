import { lazy } from 'react';

/** The Live Chat section: the quick chats visitors start, and the replies. Loaded on demand. */
export const QuickChatInbox = lazy(() =>
  import('./QuickChatInbox.js').then((module) => ({ default: module.QuickChatInbox })),
);
export { useUnreadQuickChatCount } from './get-quick-chats.js';
export { ChatAlertControls } from './alerts/ChatAlertControls.js';
export { useStaffChatAlerts } from './alerts/use-staff-chat-alerts.js';
