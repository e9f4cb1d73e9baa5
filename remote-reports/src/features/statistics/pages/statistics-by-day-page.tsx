import { reportByDay, seoulToday } from '@casino/contract';
import { useHttp } from '@casino/platform';
import { observer } from 'mobx-react-lite';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { useLoadedStore } from '../../../lib/use-loaded-store';
import { ChartCard } from '../components/chart-card';
import { DayTable } from '../components/day-table';
import { DayChart } from '../components/lazy-charts';
import { StatisticsLayout } from '../components/statistics-layout';
import { DayStatisticsStore } from '../store/day-statistics-store';

const DAY_TABLE_ID = 'reports.statistics-by-day';

/** /partner/statistice-by-day: the line's figures for each day of a range, with their trend. */
function StatisticsByDayPage() {
  const { t } = useReportsTranslation();
  const http = useHttp();
  const store = useLoadedStore(() => new DayStatisticsStore(http, seoulToday()));

  return (
    <StatisticsLayout
      title={t('statistics.byDay.title')}
      tableId={DAY_TABLE_ID}
      store={store}
      csv={reportByDay}
      chart={
        <ChartCard title={t('statistics.chart.dayTitle')} data={store.days} isEmpty={(days) => days.items.length === 0}>
          {(days) => <DayChart days={days.items} />}
        </ChartCard>
      }
      table={<DayTable tableId={DAY_TABLE_ID} store={store} />}
    />
  );
}

export default observer(StatisticsByDayPage);
