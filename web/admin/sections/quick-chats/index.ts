import { MessagesSquare } from 'lucide-react';
import { lazy } from 'react';
import { EVERY_STAFF_ROLE, type AdminSectionDescriptor } from '#web/admin/kit/index.js';

/** Live Chat: the quick chats visitors start, and the replies, loaded when it is opened. */
export const quickChatsSection = {
  id: 'quick-chats',
  label: 'Live Chat',
  title: 'Live Chat',
  subtitle: 'Conversations started through Quick Chat',
  icon: MessagesSquare,
  view: lazy(() =>
    import('./QuickChatInbox.js').then((module) => ({ default: module.QuickChatInbox })),
  ),
  roles: EVERY_STAFF_ROLE,
} satisfies AdminSectionDescriptor;
export { useUnreadQuickChatCount } from './api.js';
export { ChatAlertControls } from './alerts/ChatAlertControls.js';
export { useStaffChatAlerts } from './alerts/use-staff-chat-alerts.js';
export { PrayNowAlerts } from './pray-now/PrayNowAlerts.js';
