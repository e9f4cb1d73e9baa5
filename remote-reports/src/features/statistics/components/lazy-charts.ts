import { lazyWithRetry } from '@casino/platform';

// The charts are their own chunks: a page's table and totals show before the chart code arrives.
export const DayChart = lazyWithRetry(() => import('./day-chart'));
export const TopBarsChart = lazyWithRetry(() => import('./top-bars-chart'));
