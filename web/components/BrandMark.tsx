import { useId } from 'react';

interface BrandMarkProps {
  size?: number;
  className?: string;
}

/** The Lampstand mark: a flame over a lamp. The lamp takes the text colour, the flame is amber. */
export function BrandMark({ size = 40, className }: BrandMarkProps) {
  const id = useId();
  const flame = `${id}-flame`;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={flame} x1="20" y1="3" x2="20" y2="25" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#fcd34d" />
          <stop offset="0.55" stopColor="#f59e0b" />
          <stop offset="1" stopColor="#d97706" />
        </linearGradient>
      </defs>
      <path
        d="M20 3.5c4.2 5 7.3 8.6 7.3 13.3 0 4.1-3.3 7.2-7.3 7.2s-7.3-3.1-7.3-7.2C12.7 12.1 15.8 8.5 20 3.5Z"
        fill={`url(#${flame})`}
      />
      <path
        d="M20 12.2c1.9 2.4 3.3 4 3.3 6.1 0 1.9-1.5 3.4-3.3 3.4s-3.3-1.5-3.3-3.4c0-2.1 1.4-3.7 3.3-6.1Z"
        fill="#fef3c7"
      />
      <path d="M10.5 25.5h19c0 3.6-4.2 6.2-9.5 6.2s-9.5-2.6-9.5-6.2Z" fill="currentColor" />
      <rect x="18.6" y="31" width="2.8" height="4" fill="currentColor" />
      <rect x="13" y="34.6" width="14" height="2.6" rx="1.3" fill="currentColor" />
    </svg>
  );
}
