import type { ReactNode } from 'react';

/** Pill colours of the design brief: pending amber, approved green, spam red, new blue. */
export type PillTone = 'pending' | 'approved' | 'danger' | 'new' | 'live' | 'neutral' | 'featured';

export function StatusPill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return <span className={`status-pill status-pill--${tone}`}>{children}</span>;
}
