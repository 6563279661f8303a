import { Compass, House, Play } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { SITE_ROUTE_LIST, SITE_ROUTES } from '#shared/routes.js';
import { ButtonLink } from '#web/components/ButtonLink.js';
import { Hero } from '#web/components/Hero.js';
import { usePageMeta } from '#web/features/page-meta/index.js';

const NOT_FOUND = { path: '*', title: 'Page not found' };

/** The spec's paths are mixed-case (/LiveStream, /Contact): a different case is the same page. */
function canonicalPath(pathname: string): string | undefined {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return SITE_ROUTE_LIST.find((route) => route.path.toLowerCase() === wanted)?.path;
}

export function NotFoundPage() {
  const { pathname, search, hash } = useLocation();
  usePageMeta(NOT_FOUND);
  const canonical = canonicalPath(pathname);
  if (canonical && canonical !== pathname)
    return <Navigate to={{ pathname: canonical, search, hash }} replace />;

  return (
    <Hero
      eyebrow={
        <>
          <Compass aria-hidden="true" size={16} /> Error 404
        </>
      }
      title="We couldn't find that page"
      lead="The link may be old, or the page may have moved. Let us help you find your way back."
      actions={
        <>
          <ButtonLink to="/">
            <House aria-hidden="true" size={18} />
            Go to the home page
          </ButtonLink>
          <ButtonLink to={SITE_ROUTES.liveStream.path} variant="outline">
            <Play aria-hidden="true" size={16} />
            Watch Live
          </ButtonLink>
        </>
      }
    />
  );
}
