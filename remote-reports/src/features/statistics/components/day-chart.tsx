import type { DayFigures } from '@casino/contract';
import { DayBarsChart } from '@casino/platform/back-office-charts';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';

/**
 * Bet and prize per day as bars, profit as a line, oldest day on the left. The image's name sums
 * up the range: the figures of every day are in the page's table below it, so the chart repeats
 * none of them. Its own chunk: the page shows without it.
 */
export default function DayChart({ days: newestFirst }: { days: DayFigures[] }) {
  const { t } = useReportsTranslation();
  return (
    <DayBarsChart
      days={[...newestFirst].reverse()}
      caption={t('statistics.chart.dayTitle')}
      summary={(totals) => t('statistics.chart.daySummary', totals)}
      seriesLabels={{ bet: t('common.figures.bet'), prize: t('common.figures.prize'), profit: t('common.figures.profit') }}
    />
  );
}
