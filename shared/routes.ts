/** The site's route map, with the title and description each page carries. */
export interface SiteRoute {
  path: string;
  title: string;
  description?: string;
  /** A page search engines should not list (one reached from an emailed link). */
  noindex?: boolean;
}

export const SITE_ROUTES = {
  home: { path: '/', title: 'Home' },
  liveStream: {
    path: '/LiveStream',
    title: 'Watch Live',
    description: 'Join our services live: watch, chat, react and send prayer requests.',
  },
  foundationSchool: {
    path: '/foundationSchool',
    title: 'Foundation School',
    description:
      'Classes for new believers and new members: the basics of the faith. Sign up for the next class.',
  },
  children: {
    path: '/children',
    title: 'Children Ministry',
    description:
      'Bible stories, songs and prayer for children aged 3 to 12, in safe classes while parents worship.',
  },
  teens: {
    path: '/teens',
    title: 'Teens Ministry',
    description:
      'A home for teenagers to grow in faith, worship and serve together, with mentors who care.',
  },
  programs: {
    path: '/Programs',
    title: 'Programs',
    description: 'Our weekly and monthly services and meetings, with day, time and place.',
  },
  testify: {
    path: '/TestifyScreen',
    title: 'Testimonies',
    description:
      'Read what God is doing in the lives of our members, and share your own testimony.',
  },
  give: {
    path: '/give',
    title: 'Give',
    description:
      'Support the work of the church by bank transfer or online. Thank you for your generosity.',
  },
  contact: {
    path: '/Contact',
    title: 'Contact Us',
    description: 'Write to the church, find our address and service times, or call us.',
  },
  events: { path: '/events', title: 'Upcoming Events' },
  sermons: {
    path: '/sermons',
    title: 'Sermons',
    description:
      'Every sermon preached at our church: watch or listen again, read the notes, search by series, preacher or book of the Bible.',
  },
  /** The pages the live-stream emails' links open. */
  streamAlertsConfirm: {
    path: '/stream-alerts/confirm',
    title: 'Confirm Live Stream Emails',
    noindex: true,
  },
  streamAlertsUnsubscribe: {
    path: '/stream-alerts/unsubscribe',
    title: 'Unsubscribe',
    noindex: true,
  },
  resetPassword: {
    path: '/reset-password',
    title: 'Choose a New Password',
    description: 'Choose a new password for your member account.',
    noindex: true,
  },
  prayer: {
    path: '/prayer',
    title: 'Prayer Wall',
    description:
      'Send the prayer team a prayer request, privately or for the wall, and pray with the church for others.',
  },
  /** A signed-in member's own page: private, so never listed. */
  account: {
    path: '/account',
    title: 'My Account',
    description: 'Your profile, prayer requests, conversations and emails.',
    noindex: true,
  },
  admin: { path: '/admin', title: 'Admin' },
  adminLogin: { path: '/admin/login', title: 'Admin Sign In' },
  /** The page staff invite and password links open. */
  adminSetPassword: { path: '/admin/set-password', title: 'Choose Your Password' },
} as const satisfies Record<string, SiteRoute>;

export const SITE_ROUTE_LIST: readonly SiteRoute[] = Object.values(SITE_ROUTES);

export function findSiteRoute(pathname: string): SiteRoute | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SITE_ROUTE_LIST.find((route) => route.path === normalized);
}

/** The anchor of one event's card on the events page, where the sitemap points for it. */
export const eventAnchor = (eventId: string) => `event-${eventId}`;
