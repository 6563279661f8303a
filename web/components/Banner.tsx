import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';

export type BannerTone = 'error' | 'success' | 'info' | 'warning';

const ICONS = {
  error: CircleAlert,
  success: CircleCheck,
  info: Info,
  warning: TriangleAlert,
} as const;

interface BannerProps {
  tone: BannerTone;
  children: ReactNode;
  title?: string;
  /** Shows a dismiss button; every banner in the product can be dismissed. */
  onDismiss?: () => void;
  className?: string;
}

export function Banner({ tone, title, children, onDismiss, className }: BannerProps) {
  const Icon = ICONS[tone];
  return (
    <div
      className={['banner', `banner--${tone}`, className ?? ''].join(' ').trim()}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <Icon className="banner__icon" aria-hidden="true" size={20} />
      <div className="banner__body">
        {title ? <p className="banner__title">{title}</p> : null}
        <div className="banner__text">{children}</div>
      </div>
      {onDismiss ? (
        <button type="button" className="banner__dismiss" onClick={onDismiss} aria-label="Dismiss">
          <X aria-hidden="true" size={18} />
        </button>
      ) : null}
    </div>
  );
}
