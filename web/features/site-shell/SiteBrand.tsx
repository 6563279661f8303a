import { Link } from 'react-router';
import { BrandMark } from '#web/components/BrandMark.js';
import { Skeleton } from '#web/components/Skeleton.js';
import { usePublicSettings } from '#web/features/settings/index.js';

/** The logo and church name, linking home. */
export function SiteBrand({ onNavigate }: { onNavigate?: () => void }) {
  const { settings, isLoading } = usePublicSettings();
  return (
    <Link
      to="/"
      className="site-brand"
      onClick={onNavigate}
      aria-label={isLoading ? 'Home' : undefined}
    >
      <BrandMark size={40} className="site-brand__mark" />
      {isLoading ? (
        <Skeleton width="9rem" height="1.1rem" className="site-brand__skeleton" />
      ) : (
        <span className="site-brand__name">{settings.siteName}</span>
      )}
    </Link>
  );
}
