import { Hammer } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { AdminSectionInfo } from './admin-sections.js';

/** A section still being built: its heading, and a card telling what it will offer. */
export function SectionPlaceholder({
  info,
  focusHeading,
}: {
  info: AdminSectionInfo;
  focusHeading: boolean;
}) {
  const { title, subtitle, icon: Icon, preview } = info;
  const heading = useRef<HTMLHeadingElement>(null);

  // After choosing another section, bring keyboard and screen reader users to its heading.
  useEffect(() => {
    if (focusHeading) heading.current?.focus({ preventScroll: true });
  }, [focusHeading, title]);

  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <div className="admin-section__head">
        <h1 id="admin-section-title" ref={heading} tabIndex={-1} className="admin-section__title">
          {title}
        </h1>
        <p className="admin-section__subtitle">{subtitle}</p>
      </div>

      <div className="card admin-soon">
        <span className="admin-soon__icon" aria-hidden="true">
          <Icon size={30} strokeWidth={1.7} />
        </span>
        <p className="admin-soon__badge">
          <Hammer aria-hidden="true" size={14} />
          In the works
        </p>
        <h2 className="admin-soon__title">{title} arrives soon</h2>
        <p className="admin-soon__text">{preview}</p>
      </div>
    </section>
  );
}
