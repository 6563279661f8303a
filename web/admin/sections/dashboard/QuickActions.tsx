import { HandHeart, Mail, MessageCircleHeart, Plus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminSection } from '#shared/constants.js';
import { sectionHref, useMayOpenSection } from '#web/admin/kit/index.js';

interface QuickAction {
  label: string;
  hint: string;
  icon: LucideIcon;
  section: AdminSection;
  /** Extra query parameters for the section, e.g. opening the add form. */
  params?: Record<string, string>;
}

const ACTIONS: QuickAction[] = [
  {
    label: 'Add New Stream',
    hint: 'Put the next service on the livestream page',
    icon: Plus,
    section: 'streams',
    params: { add: '1' },
  },
  {
    label: 'Review Testimonies',
    hint: 'Approve what the congregation shared',
    icon: HandHeart,
    section: 'testimonies',
  },
  {
    label: 'Check Messages',
    hint: 'Answer contact messages',
    icon: Mail,
    section: 'contacts',
  },
  {
    label: 'Prayer Requests',
    hint: 'The prayer team’s queue: new requests first',
    icon: MessageCircleHeart,
    section: 'prayer',
  },
];

function hrefOf({ section, params }: QuickAction): string {
  const base = sectionHref(section);
  if (!params) return base;
  const query = new URLSearchParams(params).toString();
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

/** Shortcuts into the sections the media team opens most during a service. */
export function QuickActions() {
  const mayOpen = useMayOpenSection();
  const actions = ACTIONS.filter((action) => mayOpen(action.section));
  return (
    <section className="admin-panel" aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="admin-panel__title">
        Quick Actions
      </h2>
      <ul className="quick-actions">
        {actions.map((action) => (
          <li key={action.label}>
            <Link to={hrefOf(action)} className="quick-action">
              <span className="quick-action__icon" aria-hidden="true">
                <action.icon size={20} />
              </span>
              <span className="quick-action__label">{action.label}</span>
              <span className="quick-action__hint">{action.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
