import { nice, ticks } from 'd3-array';

/** The plot's height; it matches `.chart-card__plot`. */
export const CHART_HEIGHT = 256;
const MARGIN = { top: 8, right: 8, bottom: 28 };
/** Axis text is 12px: about this wide per character, digits and short month names alike. */
const CHARACTER_WIDTH = 7;
/** The least room between two x labels, so neighbours never touch. */
const LABEL_GAP = 16;

export interface ChartLayout {
  left: number;
  top: number;
  bottom: number;
  right: number;
  /** The width of one bucket's column. */
  band: number;
  /** Every how many buckets an x label is written. */
  labelEvery: number;
  yTicks: number[];
  /** The y coordinate of a count. */
  y: (count: number) => number;
  /** The x coordinate of the middle of bucket `index`. */
  x: (index: number) => number;
}

/**
 * Where everything goes for `labels.length` buckets whose largest count is `max`, in a plot
 * `width` pixels wide. Counts are whole, so the y axis has whole ticks only; an empty period
 * still shows 0 to 4.
 */
export function chartLayout(width: number, labels: string[], max: number): ChartLayout {
  const [, niceTop = 0] = nice(0, max, 4);
  const top = Math.max(4, niceTop);
  const yTicks = ticks(0, top, 4).filter(Number.isInteger);
  const widestTick = Math.max(...yTicks.map((tick) => tick.toLocaleString().length));
  const left = 8 + widestTick * CHARACTER_WIDTH;
  const right = width - MARGIN.right;
  const bottom = CHART_HEIGHT - MARGIN.bottom;
  const band = (right - left) / Math.max(1, labels.length);
  const widestLabel = Math.max(0, ...labels.map((label) => label.length)) * CHARACTER_WIDTH;
  const fit = Math.max(1, Math.floor((right - left) / (widestLabel + LABEL_GAP)));
  return {
    left,
    top: MARGIN.top,
    bottom,
    right,
    band,
    labelEvery: Math.ceil(labels.length / fit),
    yTicks,
    y: (count) => bottom - (count / top) * (bottom - MARGIN.top),
    x: (index) => left + band * (index + 0.5),
  };
}

/** A bar with rounded top corners, from the axis up to `y`. */
export function barPath(x: number, y: number, width: number, bottom: number): string {
  const radius = Math.min(4, width / 2, bottom - y);
  return [
    `M${x},${bottom}`,
    `V${y + radius}`,
    `Q${x},${y} ${x + radius},${y}`,
    `H${x + width - radius}`,
    `Q${x + width},${y} ${x + width},${y + radius}`,
    `V${bottom}`,
    'Z',
  ].join('');
}
