import { Radio } from 'lucide-react';
import { lazy } from 'react';
import { ADMINS_ONLY, type AdminSectionDescriptor } from '#web/admin/kit/index.js';

/** Stream Management, loaded when it is opened. */
export const streamsSection = {
  id: 'streams',
  label: 'Streams',
  title: 'Stream Management',
  subtitle: 'Add, edit, preview and go live',
  icon: Radio,
  view: lazy(() =>
    import('./StreamManagement.js').then((module) => ({ default: module.StreamManagement })),
  ),
  roles: ADMINS_ONLY,
} satisfies AdminSectionDescriptor;
