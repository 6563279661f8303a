import {
  CalendarDays,
  FilePenLine,
  ChartColumn,
  HandHeart,
  HeartHandshake,
  LayoutDashboard,
  Mail,
  MessageSquare,
  MessagesSquare,
  Radio,
  KeyRound,
  ScrollText,
  Send,
  Settings,
  ShieldCheck,
  UserCog,
  Users,
} from 'lucide-react';
import { ADMIN_SECTIONS, type AdminSection } from '#shared/constants.js';
import type { AdminSectionInfo } from '#web/features/admin/kit/index.js';

export const ADMIN_SECTION_INFO: Record<AdminSection, AdminSectionInfo> = {
  dashboard: {
    label: 'Dashboard',
    title: 'Dashboard Overview',
    subtitle: 'Your church online at a glance',
    icon: LayoutDashboard,
    preview: 'Stat cards, the latest streams and comments, and quick actions for the media team.',
  },
  streams: {
    label: 'Streams',
    title: 'Stream Management',
    subtitle: 'Add, edit, preview and go live',
    icon: Radio,
    preview:
      'Search and filter your streams, add new ones, preview the player and switch them live.',
  },
  users: {
    label: 'Users',
    title: 'User Management',
    subtitle: 'Members who registered to watch and chat',
    icon: Users,
    preview: 'Find members, edit their details, and block or unblock accounts.',
  },
  comments: {
    label: 'Comments',
    title: 'Comment Management',
    subtitle: 'Keep the conversation under each stream kind',
    icon: MessageSquare,
    preview: 'Approve comments, mark spam, edit or delete what should not stay.',
  },
  moderation: {
    label: 'Live Moderation',
    title: 'Live Moderation',
    subtitle: 'Keep each stream’s chat and prayer requests safe as they happen',
    icon: ShieldCheck,
    preview:
      'See every chat message and prayer request live, approve held ones, hide or delete, time out or ban senders, and set slow mode and a pinned message.',
  },
  prayer: {
    label: 'Prayer Requests',
    title: 'Prayer Requests',
    subtitle: 'Every prayer request, from the live page, the contact form and the Prayer page',
    icon: HeartHandshake,
    preview:
      'Pray through new requests as they arrive, assign them, keep private notes, mark urgent or answered, and choose what the prayer wall shows.',
  },
  testimonies: {
    label: 'Testimonies',
    title: 'Testimony Management',
    subtitle: 'Review what God is doing among the members',
    icon: HandHeart,
    preview: 'Read submitted testimonies, approve them for sharing, edit or remove them.',
  },
  contacts: {
    label: 'Contacts',
    title: 'Contact Management',
    subtitle: 'Messages sent through the contact form',
    icon: Mail,
    preview: 'Follow every message from new to resolved and record your response.',
  },
  events: {
    label: 'Events',
    title: 'Event Management',
    subtitle: 'Manage upcoming church events',
    icon: CalendarDays,
    preview: 'Add events with dates, a place, an image or a short video, then edit or remove them.',
  },
  analytics: {
    label: 'Analytics',
    title: 'Analytics Dashboard',
    subtitle: 'Registrations, views and engagement',
    icon: ChartColumn,
    preview:
      'See registrations, stream views, comments and testimonies over 24 hours, 7 or 30 days.',
  },
  'live-chat': {
    label: 'Live Chat',
    title: 'Live Chat',
    subtitle: 'Conversations started through Quick Chat',
    icon: MessagesSquare,
    preview: 'Read the quick chats visitors start on the site and reply as admin.',
  },
  settings: {
    label: 'Settings',
    title: 'Settings',
    subtitle: 'General, appearance, notifications and security',
    icon: Settings,
    preview:
      'Set the site name and contact details, brand colours, notifications and security rules.',
  },
  'site-content': {
    label: 'Site Content',
    title: 'Site Content',
    subtitle: 'What the public pages say about the church',
    icon: FilePenLine,
    preview:
      'Edit the welcome, service times, ministries, programmes, giving details and directions.',
  },
  staff: {
    label: 'Staff',
    title: 'Staff',
    subtitle: 'Who signs in to this panel, and what each may do',
    icon: UserCog,
    preview: 'Add admins and moderators, rename them, reset a password or remove an account.',
  },
  audit: {
    label: 'Audit',
    title: 'Audit Log',
    subtitle: 'Every change staff made, newest first',
    icon: ScrollText,
    preview: 'See who changed what and when: moderation, settings, streams and staff.',
  },
  outbox: {
    label: 'Outbox',
    title: 'Email Outbox',
    subtitle: 'Every email the site sends, and where it stands',
    icon: Send,
    preview: 'See what was sent, what is waiting or failed, read each email and send it again.',
  },
  account: {
    label: 'My Account',
    title: 'My Account',
    subtitle: 'Your own sign-in to this panel',
    icon: KeyRound,
    preview: 'Your name, your role and your two-factor sign-in.',
  },
};

export function isAdminSection(value: string | null): value is AdminSection {
  return value !== null && (ADMIN_SECTIONS as readonly string[]).includes(value);
}
