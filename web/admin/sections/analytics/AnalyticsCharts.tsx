import { useId } from 'react';
import { area, curveMonotoneX, line } from 'd3-shape';
import type { AnalyticsPeriod } from '#shared/constants.js';
import type { AnalyticsResponse } from '#shared/schemas/admin-dashboard.js';
import { barPath } from './chart-layout.js';
import { ChartPlot, type ChartSeries } from './ChartPlot.js';

const hourLabel = new Intl.DateTimeFormat(undefined, { hour: 'numeric' });
const dayLabel = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

function bucketLabel(start: string, period: AnalyticsPeriod): string {
  return (period === '24h' ? hourLabel : dayLabel).format(new Date(start));
}

const unitOf = (period: AnalyticsPeriod) => (period === '24h' ? 'hour' : 'day');

interface ChartProps {
  data: AnalyticsResponse;
}

/** Stream views over the period: the figure people watch most, as an area. */
export function ViewsChart({ data }: ChartProps) {
  // The gradient's id is the page's alone; ids from useId may hold characters url() refuses.
  const fillId = `views-fill-${useId().replace(/[^\w-]/g, '')}`;
  const labels = data.timeline.map((bucket) => bucketLabel(bucket.start, data.period));
  const views = data.timeline.map((bucket) => bucket.streamViews);
  const peak = Math.max(0, ...views);
  const unit = unitOf(data.period);
  return (
    <figure className="admin-panel chart-card">
      <figcaption className="admin-panel__title">Stream views</figcaption>
      <ChartPlot
        summary={`Stream views per ${unit}: ${data.stats.streamViews} in total, at most ${peak} in one ${unit}.`}
        labels={labels}
        series={[{ name: 'Views', tone: 'views', values: views }]}
      >
        {(layout) => {
          const x = (_: number, index: number) => layout.x(index);
          const y = (count: number) => layout.y(count);
          return (
            <>
              <defs>
                <linearGradient id={fillId} x1="0" y1="0" x2="0" y2="1">
                  <stop className="chart__views-stop" offset="0%" stopOpacity={0.45} />
                  <stop className="chart__views-stop" offset="100%" stopOpacity={0.02} />
                </linearGradient>
              </defs>
              <path
                fill={`url(#${fillId})`}
                d={area<number>().x(x).y0(layout.bottom).y1(y).curve(curveMonotoneX)(views) ?? ''}
              />
              <path
                className="chart__views-line"
                d={line<number>().x(x).y(y).curve(curveMonotoneX)(views) ?? ''}
              />
            </>
          );
        }}
      </ChartPlot>
    </figure>
  );
}

/** New members, comments and testimonies side by side per bucket. */
export function EngagementChart({ data }: ChartProps) {
  const labels = data.timeline.map((bucket) => bucketLabel(bucket.start, data.period));
  const series: ChartSeries[] = [
    {
      name: 'Registrations',
      tone: 'registrations',
      values: data.timeline.map((bucket) => bucket.userRegistrations),
    },
    {
      name: 'Comments',
      tone: 'comments',
      values: data.timeline.map((bucket) => bucket.comments),
    },
    {
      name: 'Testimonies',
      tone: 'testimonies',
      values: data.timeline.map((bucket) => bucket.testimonies),
    },
  ];
  return (
    <figure className="admin-panel chart-card">
      <figcaption className="admin-panel__title">Engagement</figcaption>
      <ChartPlot
        summary={`New members, comments and testimonies per ${unitOf(data.period)}: ${data.stats.userRegistrations} registrations, ${data.stats.comments} comments and ${data.stats.testimonies} testimonies in total.`}
        labels={labels}
        series={series}
      >
        {(layout) => {
          // Three bars share 70% of the bucket's column, a pixel apart.
          const group = Math.min(layout.band * 0.7, 48);
          const barWidth = Math.max(1, (group - 2) / series.length);
          return series.map((one, nth) =>
            one.values.map((count, index) =>
              count > 0 ? (
                <path
                  key={`${one.tone}-${index}`}
                  className={`chart__bar chart-swatch--${one.tone}`}
                  d={barPath(
                    layout.x(index) - group / 2 + nth * (barWidth + 1),
                    layout.y(count),
                    barWidth,
                    layout.bottom,
                  )}
                />
              ) : null,
            ),
          );
        }}
      </ChartPlot>
      <ul className="chart-legend" aria-label="Legend">
        {series.map((one) => (
          <li key={one.tone} className="chart-legend__item">
            <span className={`chart-swatch chart-swatch--${one.tone}`} />
            {one.name}
          </li>
        ))}
      </ul>
    </figure>
  );
}
