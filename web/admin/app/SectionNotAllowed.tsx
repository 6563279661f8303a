import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { MESSAGES } from '#shared/messages.js';
import {
  AdminSectionFrame,
  type AdminSectionViewProps,
  sectionHref,
} from '#web/admin/kit/index.js';

/** A section a moderator reached by its address: said plainly, with the way back. */
export function SectionNotAllowed(props: AdminSectionViewProps) {
  return (
    <AdminSectionFrame {...props}>
      <div className="card admin-soon">
        <span className="admin-soon__icon" aria-hidden="true">
          <Lock size={30} strokeWidth={1.7} />
        </span>
        <h2 className="admin-soon__title">{MESSAGES.staff.adminsOnly}</h2>
        <p className="admin-soon__text">
          <Link to={sectionHref('dashboard')}>Back to the dashboard</Link>
        </p>
      </div>
    </AdminSectionFrame>
  );
}
