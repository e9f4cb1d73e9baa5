import { lazy } from 'react';

// The charts are their own chunks: a page's table and totals show before the chart code arrives.
export const DayChart = lazy(() => import('./day-chart'));
export const TopBarsChart = lazy(() => import('./top-bars-chart'));
