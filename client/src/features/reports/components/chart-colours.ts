import { useMemo } from 'react';

import { useMediaQuery } from '../../../lib/use-media-query';

/** What a chart is drawn with: the theme's own colours (client/src/index.css), light or dark. */
export interface ChartColours {
  orders: string;
  revenue: string;
  text: string;
  grid: string;
}

/** The theme's values (index.css), for a document without the stylesheet (and as a floor if a variable is missing). */
const FALLBACK: Record<'light' | 'dark', ChartColours> = {
  light: { orders: '#c2361c', revenue: '#3d7f34', text: '#6a5246', grid: '#eccfa3' },
  dark: { orders: '#c2361c', revenue: '#8fd07f', text: '#cfbcad', grid: '#574639' },
};

const VARIABLES: Record<keyof ChartColours, string> = {
  orders: '--color-brand-600',
  revenue: '--color-leaf',
  text: '--color-ink-muted',
  grid: '--color-cream-300',
};

function readColours(mode: 'light' | 'dark'): ChartColours {
  const style = getComputedStyle(document.documentElement);
  const read = (key: keyof ChartColours) => style.getPropertyValue(VARIABLES[key]).trim() || FALLBACK[mode][key];
  return { orders: read('orders'), revenue: read('revenue'), text: read('text'), grid: read('grid') };
}

/**
 * A canvas cannot use CSS variables, so the chart reads them: again whenever the device switches
 * between light and dark (index.css redefines the variables under prefers-color-scheme: dark).
 */
export function useChartColours(): ChartColours {
  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  return useMemo(() => readColours(dark ? 'dark' : 'light'), [dark]);
}
