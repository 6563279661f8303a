import type { CSSProperties } from 'react';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
  rounded?: boolean;
}

/** A shimmering stand-in for content that is still loading. */
export function Skeleton({
  width = '100%',
  height = '1em',
  className,
  rounded = false,
}: SkeletonProps) {
  return (
    <span
      className={['skeleton', rounded ? 'skeleton--round' : '', className ?? ''].join(' ').trim()}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}
