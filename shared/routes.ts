/** The site's route map (spec section 2), with the title and description each page carries. */
export interface SiteRoute {
  path: string;
  title: string;
  description?: string;
}

export const SITE_ROUTES = {
  home: { path: '/', title: 'Home' },
  liveStream: {
    path: '/LiveStream',
    title: 'Watch Live',
    description: 'Join our services live: watch, chat, react and send prayer requests.',
  },
  foundationSchool: { path: '/foundationSchool', title: 'Foundation School' },
  children: { path: '/children', title: 'Children Ministry' },
  teens: { path: '/teens', title: 'Teens Ministry' },
  programs: { path: '/Programs', title: 'Programs' },
  testify: { path: '/TestifyScreen', title: 'Testimonies' },
  give: { path: '/give', title: 'Give' },
  contact: { path: '/Contact', title: 'Contact Us' },
  events: { path: '/events', title: 'Upcoming Events' },
  admin: { path: '/admin', title: 'Admin' },
  adminLogin: { path: '/admin/login', title: 'Admin Sign In' },
} as const satisfies Record<string, SiteRoute>;

export const SITE_ROUTE_LIST: readonly SiteRoute[] = Object.values(SITE_ROUTES);

export function findSiteRoute(pathname: string): SiteRoute | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SITE_ROUTE_LIST.find((route) => route.path === normalized);
}
