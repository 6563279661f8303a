import { HandHeart } from 'lucide-react';
import { lazy } from 'react';
import { EVERY_STAFF_ROLE, type AdminSectionDescriptor } from '#web/admin/kit/index.js';

/** Testimony Management, loaded when it is opened. */
export const testimoniesSection = {
  id: 'testimonies',
  label: 'Testimonies',
  title: 'Testimony Management',
  subtitle: 'Review what God is doing among the members',
  icon: HandHeart,
  view: lazy(() =>
    import('./TestimonyManagement.js').then((module) => ({ default: module.TestimonyManagement })),
  ),
  roles: EVERY_STAFF_ROLE,
} satisfies AdminSectionDescriptor;
