import { useLayoutEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { CHART_HEIGHT, chartLayout, type ChartLayout } from './chart-layout.js';

export interface ChartSeries {
  name: string;
  /** Names the colour: `.chart-swatch--{tone}` and the chart's own marks use it. */
  tone: string;
  values: number[];
}

interface ChartPlotProps {
  /** What the chart says, for people who cannot see it. */
  summary: string;
  labels: string[];
  series: ChartSeries[];
  children: (layout: ChartLayout) => ReactNode;
}

/** The plot's width, followed as the card grows and shrinks (0 until it is laid out). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(Math.floor(element.clientWidth)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A chart's frame: whole-number grid lines and ticks, a label under each bucket that fits, and,
 * under the pointer, the bucket's column lit with its figures beside it. The marks are the
 * caller's, drawn from the layout.
 */
export function ChartPlot({ summary, labels, series, children }: ChartPlotProps) {
  const { ref, width } = useWidth();
  const [hovered, setHovered] = useState<number | null>(null);
  const max = Math.max(0, ...series.flatMap((one) => one.values));
  const layout = width > 0 ? chartLayout(width, labels, max) : null;

  const follow = (event: PointerEvent<SVGSVGElement>) => {
    if (!layout) return;
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    const index = Math.floor((x - layout.left) / layout.band);
    setHovered(index >= 0 && index < labels.length ? index : null);
  };

  return (
    <div ref={ref} className="chart-card__plot" role="img" aria-label={summary}>
      {layout ? (
        <svg
          className="chart"
          width={width}
          height={CHART_HEIGHT}
          viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
          onPointerMove={follow}
          onPointerLeave={() => setHovered(null)}
        >
          {hovered === null ? null : (
            <rect
              className="chart__cursor"
              x={layout.left + layout.band * hovered}
              y={layout.top}
              width={layout.band}
              height={layout.bottom - layout.top}
            />
          )}
          {layout.yTicks.map((tick) => (
            <g key={tick}>
              <line
                className="chart__grid"
                x1={layout.left}
                x2={layout.right}
                y1={layout.y(tick)}
                y2={layout.y(tick)}
              />
              <text className="chart__tick" x={layout.left - 8} y={layout.y(tick)} dy="0.32em">
                {tick.toLocaleString()}
              </text>
            </g>
          ))}
          {labels.map((label, index) =>
            index % layout.labelEvery === 0 ? (
              <text
                key={index}
                className="chart__tick chart__tick--x"
                x={layout.x(index)}
                y={layout.bottom + 18}
              >
                {label}
              </text>
            ) : null,
          )}
          {children(layout)}
        </svg>
      ) : null}
      {layout && hovered !== null ? (
        <div
          className="chart-tooltip"
          style={{ left: Math.min(Math.max(layout.x(hovered), 72), width - 72) }}
        >
          <p className="chart-tooltip__label">{labels[hovered]}</p>
          <ul className="chart-tooltip__values">
            {series.map((one) => (
              <li key={one.name}>
                <span className={`chart-swatch chart-swatch--${one.tone}`} />
                {one.name}: {(one.values[hovered] ?? 0).toLocaleString()}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
