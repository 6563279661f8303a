import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsPeriod } from '#shared/constants.js';
import type { AnalyticsResponse } from '#shared/schemas/admin-dashboard.js';
import { useChartColors } from './chart-colors.js';

const hourLabel = new Intl.DateTimeFormat(undefined, { hour: 'numeric' });
const dayLabel = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

function bucketLabel(start: string, period: AnalyticsPeriod): string {
  return (period === '24h' ? hourLabel : dayLabel).format(new Date(start));
}

interface ChartProps {
  data: AnalyticsResponse;
}

function useTooltipStyle() {
  const colors = useChartColors();
  return {
    colors,
    tooltip: {
      contentStyle: {
        background: colors.tooltipBg,
        border: `1px solid ${colors.grid}`,
        borderRadius: 12,
        color: colors.tooltipText,
      },
      labelStyle: { color: colors.tooltipText, fontWeight: 600 },
      cursor: { fill: colors.grid },
    },
  };
}

/** Stream views over the period: the figure people watch most, as an area. */
export function ViewsChart({ data }: ChartProps) {
  const { colors, tooltip } = useTooltipStyle();
  const points = data.timeline.map((bucket) => ({
    label: bucketLabel(bucket.start, data.period),
    views: bucket.streamViews,
  }));
  const peak = Math.max(0, ...points.map((point) => point.views));
  return (
    <figure className="chart-card">
      <figcaption className="chart-card__title">Stream views</figcaption>
      <div
        className="chart-card__plot"
        role="img"
        aria-label={`Stream views per ${data.period === '24h' ? 'hour' : 'day'}: ${data.stats.streamViews} in total, at most ${peak} in one ${data.period === '24h' ? 'hour' : 'day'}.`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <defs>
              <linearGradient id="views-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={colors.views} stopOpacity={0.45} />
                <stop offset="100%" stopColor={colors.views} stopOpacity={0.02} />
              </linearGradient>
            </defs>
            <CartesianGrid stroke={colors.grid} vertical={false} />
            <XAxis
              dataKey="label"
              tick={{ fill: colors.axis, fontSize: 12 }}
              tickLine={false}
              axisLine={false}
              minTickGap={16}
            />
            <YAxis
              allowDecimals={false}
              tick={{ fill: colors.axis, fontSize: 12 }}
              tickLine={false}
              axisLine={false}
            />
            <Tooltip {...tooltip} />
            <Area
              type="monotone"
              dataKey="views"
              name="Views"
              stroke={colors.views}
              strokeWidth={2}
              fill="url(#views-fill)"
              animationDuration={400}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** New members, comments and testimonies side by side per bucket. */
export function EngagementChart({ data }: ChartProps) {
  const { colors, tooltip } = useTooltipStyle();
  const points = data.timeline.map((bucket) => ({
    label: bucketLabel(bucket.start, data.period),
    registrations: bucket.userRegistrations,
    comments: bucket.comments,
    testimonies: bucket.testimonies,
  }));
  return (
    <figure className="chart-card">
      <figcaption className="chart-card__title">Engagement</figcaption>
      <div
        className="chart-card__plot"
        role="img"
        aria-label={`New members, comments and testimonies per ${data.period === '24h' ? 'hour' : 'day'}: ${data.stats.userRegistrations} registrations, ${data.stats.comments} comments and ${data.stats.testimonies} testimonies in total.`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid stroke={colors.grid} vertical={false} />
            <XAxis
              dataKey="label"
              tick={{ fill: colors.axis, fontSize: 12 }}
              tickLine={false}
              axisLine={false}
              minTickGap={16}
            />
            <YAxis
              allowDecimals={false}
              tick={{ fill: colors.axis, fontSize: 12 }}
              tickLine={false}
              axisLine={false}
            />
            <Tooltip {...tooltip} />
            <Legend wrapperStyle={{ color: colors.axis, fontSize: 13 }} />
            <Bar
              dataKey="registrations"
              name="Registrations"
              fill={colors.registrations}
              radius={[4, 4, 0, 0]}
              animationDuration={400}
            />
            <Bar
              dataKey="comments"
              name="Comments"
              fill={colors.comments}
              radius={[4, 4, 0, 0]}
              animationDuration={400}
            />
            <Bar
              dataKey="testimonies"
              name="Testimonies"
              fill={colors.testimonies}
              radius={[4, 4, 0, 0]}
              animationDuration={400}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
