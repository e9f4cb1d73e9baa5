import { DayBarsChart, type DayBars } from '@casino/platform/back-office-charts';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';

/**
 * The last 30 days: bet and prize as bars, profit as a line. The image's name sums up the period;
 * the figures of every day are in a table that only screen readers see (the page has none).
 */
export function TrendChart({ days }: { days: DayBars[] }) {
  const { t } = usePartnerTranslation();
  return (
    <DayBarsChart
      days={days}
      caption={t('dashboard.trend.title')}
      summary={(totals) => t('dashboard.trend.summary', totals)}
      seriesLabels={{ bet: t('dashboard.trend.bet'), prize: t('dashboard.trend.prize'), profit: t('dashboard.trend.profit') }}
      dayColumnTitle={t('dashboard.trend.day')}
    />
  );
}
