import { BookOpen } from 'lucide-react';
import { lazy } from 'react';
import { EVERY_STAFF_ROLE, type AdminSectionDescriptor } from '#web/admin/kit/index.js';

/**
 * Sermons and their series, loaded when it is opened. Moderators read the lists; the changes
 * are the admins' (the server refuses them to anyone else).
 */
export const sermonsSection = {
  id: 'sermons',
  label: 'Sermons',
  title: 'Sermons',
  subtitle: 'Every sermon preached, its series, notes and audio',
  icon: BookOpen,
  view: lazy(() =>
    import('./SermonManagement.js').then((module) => ({ default: module.SermonManagement })),
  ),
  roles: EVERY_STAFF_ROLE,
} satisfies AdminSectionDescriptor;
