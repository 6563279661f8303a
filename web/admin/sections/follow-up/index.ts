import { UserRoundCheck } from 'lucide-react';
import { lazy } from 'react';
import { EVERY_STAFF_ROLE, type AdminSectionDescriptor } from '#web/admin/kit/index.js';

/** The follow-up queue, loaded when it is opened; open to moderators as prayer care is. */
export const followUpSection = {
  id: 'follow-up',
  label: 'Follow-up',
  title: 'Follow-up',
  subtitle: 'Everyone who answered a moment and left a way to reach them',
  icon: UserRoundCheck,
  view: lazy(() =>
    import('./FollowUpQueue.js').then((module) => ({ default: module.FollowUpQueue })),
  ),
  roles: EVERY_STAFF_ROLE,
} satisfies AdminSectionDescriptor;
