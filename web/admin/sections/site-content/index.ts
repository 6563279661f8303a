import { FilePenLine } from 'lucide-react';
import { lazy } from 'react';
import { ADMINS_ONLY, type AdminSectionDescriptor } from '#web/admin/kit/index.js';

/** Site Content: the public pages' own words and pictures, loaded when it is opened. */
export const siteContentSection = {
  id: 'site-content',
  label: 'Site Content',
  title: 'Site Content',
  subtitle: 'What the public pages say about the church',
  icon: FilePenLine,
  view: lazy(() =>
    import('./SiteContentEditor.js').then((module) => ({ default: module.SiteContentEditor })),
  ),
  roles: ADMINS_ONLY,
} satisfies AdminSectionDescriptor;
