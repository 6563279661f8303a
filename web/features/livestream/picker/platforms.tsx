import { Tv } from 'lucide-react';
import type { SVGProps } from 'react';
import type { StreamType } from '#shared/constants.js';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function YouTubeMark({ size = 24, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <rect x="1.5" y="4.5" width="21" height="15" rx="4.5" fill="currentColor" />
      <path d="M10 9v6l5.2-3Z" fill="#fff" />
    </svg>
  );
}

function FacebookMark({ size = 24, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <circle cx="12" cy="12" r="10.5" fill="currentColor" />
      <path
        d="M13.3 21.4v-6.9h2.3l.4-2.8h-2.7V9.9c0-.8.3-1.4 1.4-1.4H16V6a17 17 0 0 0-2.1-.1c-2.1 0-3.5 1.3-3.5 3.6v2.2H8.1v2.8h2.3v6.9Z"
        fill="#fff"
      />
    </svg>
  );
}

function OtherMark({ size = 24, ...rest }: IconProps) {
  return <Tv size={size} aria-hidden="true" {...rest} />;
}

/** Which of the spec's three picker looks a stream gets: youtube, facebook or other. */
export type PlatformLook = 'youtube' | 'facebook' | 'other';

export function platformLook(type: StreamType): PlatformLook {
  return type === 'youtube' || type === 'facebook' ? type : 'other';
}

const NAMES: Record<StreamType, string> = {
  youtube: 'YouTube',
  facebook: 'Facebook',
  castr: 'Castr',
  vimeo: 'Vimeo',
  twitch: 'Twitch',
  other: 'Live stream',
};

export function platformName(type: StreamType): string {
  return NAMES[type];
}

const MARKS = { youtube: YouTubeMark, facebook: FacebookMark, other: OtherMark } as const;

export function PlatformIcon({ type, size }: { type: StreamType; size?: number }) {
  const Mark = MARKS[platformLook(type)];
  return (
    <Mark size={size ?? 24} className={`platform-icon platform-icon--${platformLook(type)}`} />
  );
}
