import { describe, expect, it } from 'vitest';
import { CHART_HEIGHT, barPath, chartLayout } from './chart-layout.js';

const days = ['Jun 4', 'Jun 5', 'Jun 6', 'Jun 7', 'Jun 8', 'Jun 9', 'Jun 10'];

describe('the chart layout', () => {
  it('has whole ticks up to a nice top, 0 to 4 for an empty period', () => {
    expect(chartLayout(600, days, 0).yTicks).toEqual([0, 1, 2, 3, 4]);
    expect(chartLayout(600, days, 48).yTicks).toEqual([0, 10, 20, 30, 40, 50]);
    expect(chartLayout(600, days, 7).yTicks.every(Number.isInteger)).toBe(true);
  });

  it('puts zero on the axis and the top on the first grid line', () => {
    const layout = chartLayout(600, days, 48);
    expect(layout.y(0)).toBe(layout.bottom);
    expect(layout.y(50)).toBe(layout.top);
    expect(layout.bottom).toBeLessThan(CHART_HEIGHT);
  });

  it('centres each bucket in its column and writes only the labels that fit', () => {
    const layout = chartLayout(600, days, 5);
    expect(layout.x(0)).toBe(layout.left + layout.band / 2);
    expect(layout.x(6)).toBe(layout.right - layout.band / 2);
    expect(layout.labelEvery).toBe(1);
    const hours = Array.from({ length: 24 }, (_, hour) => `${String(hour)} PM`);
    expect(chartLayout(320, hours, 5).labelEvery).toBeGreaterThan(1);
  });

  it('draws a bar from the axis with its top corners rounded', () => {
    expect(barPath(10, 20, 12, 100)).toBe('M10,100V24Q10,20 14,20H18Q22,20 22,24V100Z');
  });
});
