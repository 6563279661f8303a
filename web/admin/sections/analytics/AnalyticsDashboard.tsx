import './analytics.css';
import { Eye, HandHeart, MessageSquare, UserPlus, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ANALYTICS_PERIODS,
  DEFAULT_ANALYTICS_PERIOD,
  type AnalyticsPeriod,
} from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import type { AnalyticsStats } from '#shared/schemas/admin-dashboard.js';
import { Spinner } from '#web/components/Spinner.js';
import { errorMessage } from '#web/lib/api-client.js';
import {
  AdminSectionFrame,
  type AdminSectionViewProps,
  FailureBanner,
} from '#web/admin/kit/index.js';
import { EngagementChart, ViewsChart } from './AnalyticsCharts.js';
import { useAnalytics } from './api.js';
import { ServiceAttendance } from './ServiceAttendance.js';
import { TopStreams } from './TopStreams.js';
import { ViewerFigures } from './ViewerFigures.js';

const TEXTS = MESSAGES.adminAnalytics;
const PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};
const FIGURES: { key: keyof AnalyticsStats; label: string; icon: LucideIcon }[] = [
  { key: 'streamViews', label: 'Stream views', icon: Eye },
  { key: 'userRegistrations', label: 'New members', icon: UserPlus },
  { key: 'comments', label: 'Comments', icon: MessageSquare },
  { key: 'testimonies', label: 'Testimonies', icon: HandHeart },
];

const isPeriod = (value: string | null): value is AnalyticsPeriod =>
  (ANALYTICS_PERIODS as readonly (string | null)[]).includes(value);

/**
 * Analytics Dashboard: the four figures over 24h, 7d or 30d, drawn, the viewer figures (overall
 * and per stream) and the top streams.
 */
export function AnalyticsDashboard(props: AdminSectionViewProps) {
  const [address, setAddress] = useSearchParams();
  const requested = address.get('period');
  const period = isPeriod(requested) ? requested : DEFAULT_ANALYTICS_PERIOD;
  const analytics = useAnalytics(period);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const data = analytics.data;

  const choose = (next: AnalyticsPeriod) =>
    setAddress(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === DEFAULT_ANALYTICS_PERIOD) params.delete('period');
        else params.set('period', next);
        return params;
      },
      { replace: true },
    );

  return (
    <AdminSectionFrame
      {...props}
      actions={
        <div className="period-switch" role="group" aria-label="Period">
          {ANALYTICS_PERIODS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={period === value}
              title={PERIOD_LABELS[value]}
              className="period-switch__option"
              onClick={() => choose(value)}
            >
              {value}
            </button>
          ))}
        </div>
      }
    >
      <div className="analytics">
        {analytics.isPending ? (
          <p className="list-loading__text" role="status">
            <Spinner size={20} /> {TEXTS.loading}
          </p>
        ) : null}
        {analytics.isError && dismissedAt !== analytics.errorUpdatedAt ? (
          <FailureBanner
            message={errorMessage(analytics.error, TEXTS.loadFailed)}
            onDismiss={() => setDismissedAt(analytics.errorUpdatedAt)}
            onRetry={() => void analytics.refetch()}
          />
        ) : null}
        {data ? (
          <div
            className={
              analytics.isPlaceholderData ? 'analytics__body is-updating' : 'analytics__body'
            }
            aria-busy={analytics.isPlaceholderData || undefined}
          >
            <p className="analytics__period">{PERIOD_LABELS[data.period]}</p>
            <ul className="analytics-figures" aria-label="Figures">
              {FIGURES.map(({ key, label, icon: Icon }) => (
                <li key={key} className={`analytics-figure analytics-figure--${key}`}>
                  <Icon aria-hidden="true" size={20} className="analytics-figure__icon" />
                  <span className="analytics-figure__label">{label}</span>
                  <span className="analytics-figure__value">
                    {data.stats[key].toLocaleString()}
                  </span>
                </li>
              ))}
            </ul>
            <div className="analytics__charts">
              <ViewsChart data={data} />
              <EngagementChart data={data} />
            </div>
            <ViewerFigures viewers={data.viewers} streams={data.streamViewers} />
            <TopStreams streams={data.topStreams} />
            <ServiceAttendance />
          </div>
        ) : null}
      </div>
    </AdminSectionFrame>
  );
}
