import { useEffect, useRef, type ReactNode } from 'react';
import type { AdminSectionInfo } from './admin-section.js';

export interface AdminSectionViewProps {
  info: AdminSectionInfo;
  /** True once the admin has moved between sections: the heading then takes focus. */
  focusHeading: boolean;
}

/** Every admin section's frame: its heading, subtitle, optional actions, then its content. */
export function AdminSectionFrame({
  info,
  focusHeading,
  actions,
  children,
}: AdminSectionViewProps & { actions?: ReactNode; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);

  // After choosing another section, bring keyboard and screen reader users to its heading.
  useEffect(() => {
    if (focusHeading) heading.current?.focus({ preventScroll: true });
  }, [focusHeading, info.title]);

  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <div className="admin-section__head">
        <div>
          <h1 id="admin-section-title" ref={heading} tabIndex={-1} className="admin-section__title">
            {info.title}
          </h1>
          <p className="admin-section__subtitle">{info.subtitle}</p>
        </div>
        {actions ? <div className="admin-section__actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
