import { ShieldCheck } from 'lucide-react';
import { lazy } from 'react';
import { EVERY_STAFF_ROLE, type AdminSectionDescriptor } from '#web/admin/kit/index.js';

/** Live Moderation: each stream's chat and prayer requests as they happen, loaded when it is opened. */
export const moderationSection = {
  id: 'moderation',
  label: 'Live Moderation',
  title: 'Live Moderation',
  subtitle: 'Keep each stream’s chat and prayer requests safe as they happen',
  icon: ShieldCheck,
  view: lazy(() =>
    import('./LiveModeration.js').then((module) => ({ default: module.LiveModeration })),
  ),
  roles: EVERY_STAFF_ROLE,
} satisfies AdminSectionDescriptor;

/** Acting on a post's sender from a card's Sender menu (also used by Comment Management). */
export { useSanctionSender, type SanctionTarget } from './use-sanction-sender.js';
