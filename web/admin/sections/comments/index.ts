import { MessageSquare } from 'lucide-react';
import { lazy } from 'react';
import { EVERY_STAFF_ROLE, type AdminSectionDescriptor } from '#web/admin/kit/index.js';

/** Comment Management, loaded when it is opened. */
export const commentsSection = {
  id: 'comments',
  label: 'Comments',
  title: 'Comment Management',
  subtitle: 'Keep the conversation under each stream kind',
  icon: MessageSquare,
  view: lazy(() =>
    import('./CommentManagement.js').then((module) => ({ default: module.CommentManagement })),
  ),
  roles: EVERY_STAFF_ROLE,
} satisfies AdminSectionDescriptor;
