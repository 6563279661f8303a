import { useMemo } from 'react';
import { useTheme } from '#web/features/theme/index.js';

export interface ChartColors {
  views: string;
  registrations: string;
  comments: string;
  testimonies: string;
  grid: string;
  axis: string;
  tooltipBg: string;
  tooltipText: string;
}

const read = (style: CSSStyleDeclaration, name: string, fallback: string) =>
  style.getPropertyValue(name).trim() || fallback;

/**
 * The theme's colours for the charts. SVG attributes cannot use CSS variables everywhere, so the
 * values are read once per theme.
 */
export function useChartColors(): ChartColors {
  const { theme } = useTheme();
  return useMemo(() => {
    void theme;
    const style = getComputedStyle(document.documentElement);
    return {
      views: read(style, '--color-accent', '#f59e0b'),
      registrations: read(style, '--color-link', '#aea3f5'),
      comments: read(style, '--color-info', '#3b82f6'),
      testimonies: read(style, '--color-success', '#16a34a'),
      grid: read(style, '--color-border', 'rgb(128 128 128 / 20%)'),
      axis: read(style, '--color-text-muted', '#888'),
      tooltipBg: read(style, '--color-surface-raised', '#1b1736'),
      tooltipText: read(style, '--color-text', '#fff'),
    };
  }, [theme]);
}
