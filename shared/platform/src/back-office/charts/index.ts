// `@casino/platform/back-office-charts`: the back-office's SVG chart pieces, apart from
// `back-office` so that a page whose chart is its own lazy chunk loads them with that chunk.
// Stateless, so not a federation singleton: each remote bundles what its charts use.
export { DayBarsChart } from './day-bars-chart';
export type { DayBars, DayBarsChartProps, DayBarsTotals } from './day-bars-chart';
export { niceTicks } from './chart-scale';
export { useWidth } from './use-width';
export { chartClassNames } from './class-names';
