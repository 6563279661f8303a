import { HeartHandshake } from 'lucide-react';
import { lazy } from 'react';
import { EVERY_STAFF_ROLE, type AdminSectionDescriptor } from '#web/admin/kit/index.js';

/** The prayer team's queue, loaded when it is opened. */
export const prayerSection = {
  id: 'prayer',
  label: 'Prayer Requests',
  title: 'Prayer Requests',
  subtitle: 'Every prayer request, from the live page, the contact form and the Prayer page',
  icon: HeartHandshake,
  view: lazy(() => import('./PrayerQueue.js').then((module) => ({ default: module.PrayerQueue }))),
  roles: EVERY_STAFF_ROLE,
} satisfies AdminSectionDescriptor;
