import './hero.css';
import type { ReactNode } from 'react';
import { HydrateLater } from '#web/lib/staged-hydration.js';

interface HeroProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  /** Decoration beside the text on wide screens (an illustration). */
  aside?: ReactNode;
  /** `full` fills most of the first screen (home); `page` is a page header. */
  size?: 'full' | 'page';
  children?: ReactNode;
}

/**
 * A full-bleed gradient hero that sits under the transparent header; on a server-rendered page
 * it hydrates in a task of its own (decision 0165).
 */
export function Hero(props: HeroProps) {
  return (
    <HydrateLater>
      <HeroSection {...props} />
    </HydrateLater>
  );
}

function HeroSection({ eyebrow, title, lead, actions, aside, size = 'page', children }: HeroProps) {
  return (
    <section className={`hero hero--${size}`} aria-labelledby="page-title">
      <div className="hero__backdrop" aria-hidden="true">
        <span className="hero__glow hero__glow--warm" />
        <span className="hero__glow hero__glow--cool" />
        <span className="hero__rays" />
      </div>
      <div className="container hero__inner">
        <div className="hero__text">
          {eyebrow ? <p className="eyebrow hero__eyebrow">{eyebrow}</p> : null}
          <h1 id="page-title" className="hero__title" tabIndex={-1}>
            {title}
          </h1>
          {lead ? <p className="hero__lead">{lead}</p> : null}
          {actions ? <div className="hero__actions">{actions}</div> : null}
          {children}
        </div>
        {aside ? <div className="hero__aside">{aside}</div> : null}
      </div>
    </section>
  );
}
