import { BrandMark } from '#web/components/BrandMark.js';

/** A series' square artwork, or the church's mark on the brand's gradient when it has none. */
export function SeriesArt({
  artworkUrl,
  priority = false,
  className = 'series-art',
}: {
  artworkUrl: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <span className={className}>
      {artworkUrl ? (
        <img
          src={artworkUrl}
          alt=""
          width={480}
          height={480}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <span className="series-art__fallback" aria-hidden="true">
          <BrandMark size={56} />
        </span>
      )}
    </span>
  );
}
