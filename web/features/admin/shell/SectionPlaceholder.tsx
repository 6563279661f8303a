import { Hammer } from 'lucide-react';
import { AdminSectionFrame, type AdminSectionViewProps } from '#web/features/admin/kit/index.js';

/** A section still being built: its heading, and a card telling what it will offer. */
export function SectionPlaceholder(props: AdminSectionViewProps) {
  const { title, icon: Icon, preview } = props.info;
  return (
    <AdminSectionFrame {...props}>
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
    </AdminSectionFrame>
  );
}
