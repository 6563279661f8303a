import {
  HandHeart,
  HeartHandshake,
  Mail,
  MessageSquare,
  Radio,
  UserRoundCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import type { AdminSection } from '#shared/constants.js';
import type { DashboardStats } from '#shared/schemas/admin-dashboard.js';
import { Skeleton } from '#web/components/Skeleton.js';
import { sectionHref, useMayOpenSection } from '#web/admin/kit/index.js';

interface Stat {
  label: string;
  value: number;
  icon: LucideIcon;
  tone: 'indigo' | 'amber' | 'green' | 'blue' | 'rose';
  note: string;
  /** The section the figure belongs to, when the card opens it. */
  section?: AdminSection;
}

/** New follow-ups, with the caller's own open ones and the urgent ones beside. */
function followUpStat(stats: DashboardStats): Stat[] {
  if (stats.newFollowUps === undefined) return [];
  const urgent = stats.urgentFollowUps ?? 0;
  const mine = stats.myFollowUps ?? 0;
  return [
    {
      label: 'New Follow-ups',
      value: stats.newFollowUps,
      icon: UserRoundCheck,
      tone: urgent > 0 ? 'rose' : 'green',
      note: `${mine.toLocaleString()} mine · ${urgent.toLocaleString()} urgent`,
      section: 'follow-up',
    },
  ];
}

function statsOf(stats: DashboardStats): Stat[] {
  return [
    {
      label: 'Total Users',
      value: stats.totalUsers,
      icon: Users,
      tone: 'indigo',
      note: `+${stats.todayUsers.toLocaleString()} today`,
    },
    {
      label: 'Active Streams',
      value: stats.activeStreams,
      icon: Radio,
      tone: 'rose',
      note: 'Shown on the livestream page',
    },
    {
      label: 'Total Comments',
      value: stats.totalComments,
      icon: MessageSquare,
      tone: 'blue',
      note: `+${stats.todayComments.toLocaleString()} today`,
    },
    {
      label: 'Testimonies',
      value: stats.totalTestimonies,
      icon: HandHeart,
      tone: 'green',
      note: 'Shared by the congregation',
    },
    {
      label: 'Pending Contacts',
      value: stats.pendingContacts,
      icon: Mail,
      tone: 'amber',
      note: stats.pendingContacts === 0 ? 'All caught up' : 'New or in progress',
    },
    {
      label: 'New Prayer Requests',
      value: stats.newPrayerRequests,
      icon: HeartHandshake,
      tone: stats.urgentPrayerRequests > 0 ? 'rose' : 'indigo',
      note:
        stats.urgentPrayerRequests > 0
          ? `${stats.urgentPrayerRequests.toLocaleString()} urgent`
          : 'None urgent',
    },
    ...followUpStat(stats),
  ];
}

/** The overview's figures; skeletons while they load. */
export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  const mayOpen = useMayOpenSection();
  if (!stats) {
    return (
      <div className="stat-grid" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="stat-card">
            <Skeleton width="2.75rem" height="2.75rem" rounded />
            <Skeleton width="50%" height="0.875rem" />
            <Skeleton width="35%" height="2rem" />
          </div>
        ))}
      </div>
    );
  }
  return (
    <ul className="stat-grid" aria-label="Figures">
      {statsOf(stats).map(({ label, value, icon: Icon, tone, note, section }) => {
        const content = (
          <>
            <span className="stat-card__icon" aria-hidden="true">
              <Icon size={22} />
            </span>
            <span className="stat-card__label">{label}</span>
            <span className="stat-card__value">{value.toLocaleString()}</span>
            <span className="stat-card__note">{note}</span>
          </>
        );
        return (
          <li key={label} className={`stat-card stat-card--${tone}`}>
            {section && mayOpen(section) ? (
              <Link to={sectionHref(section)} className="stat-card__link">
                {content}
              </Link>
            ) : (
              content
            )}
          </li>
        );
      })}
    </ul>
  );
}
