import type { SVGProps } from 'react';

/** Brand marks drawn in the same 24px, 2px-stroke style as the rest of the icon set. */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M17.5 2.5h-3a4.5 4.5 0 0 0-4.5 4.5v3H7v4h3v7.5h4V14h3l1-4h-4V7a1 1 0 0 1 1-1h2.5Z" />
    </Svg>
  );
}

export function YouTubeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M2.6 16.9a24 24 0 0 1 0-9.8 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16 0 2 2 0 0 1 1.4 1.4 24 24 0 0 1 0 9.8 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16 0 2 2 0 0 1-1.4-1.4Z" />
      <path d="m10 15 5-3-5-3Z" />
    </Svg>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="2.5" y="2.5" width="19" height="19" rx="5.5" />
      <circle cx="12" cy="12" r="4.2" />
      <path d="M17.4 6.6h.01" />
    </Svg>
  );
}

/** A chat bubble with a handset: the messaging app (WhatsApp and the like). */
export function MessagingIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3.2 20.8 4.6 16A9 9 0 1 1 8 19.4Z" />
      <path d="M9.2 8.4c.3-.4.9-.4 1.2 0l.8 1.2c.2.3.2.7-.1 1l-.5.5a5.2 5.2 0 0 0 2.3 2.3l.5-.5c.3-.3.7-.3 1-.1l1.2.8c.4.3.4.9 0 1.2l-.6.5c-.5.4-1.2.5-1.8.3a8 8 0 0 1-4.8-4.8c-.2-.6-.1-1.3.3-1.8Z" />
    </Svg>
  );
}

/** X (formerly Twitter): its crossed mark, drawn as two strokes. */
export function XIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 4l16 16" />
      <path d="M20 4l-6.8 7.6M10.8 12.4 4 20" />
    </Svg>
  );
}
