import { LoadError, LoadingBlock } from '@casino/platform/back-office';
import { observer } from 'mobx-react-lite';
import type { DashboardStore } from '../store/dashboard-store';
import { TrendChart } from './trend-chart';

/** The last 30 days' chart, whatever period the rest of the page shows. */
export const TrendSection = observer(function TrendSection({ store }: { store: DashboardStore }) {
  const { trend } = store;
  if (trend.status === 'error') return <LoadError message={trend.errorMessage} onRetry={() => void trend.load()} />;
  if (!trend.value) return <LoadingBlock rows={6} />;
  return <TrendChart days={trend.value.days} />;
});
