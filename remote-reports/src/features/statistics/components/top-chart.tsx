import type { RoundFigures } from '@casino/contract';
import { observer } from 'mobx-react-lite';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import type { FigureListStore } from '../store/figure-list-store';
import { ChartCard } from './chart-card';
import { TopBarsChart } from './lazy-charts';

interface TopChartProps<Row extends RoundFigures> {
  store: FigureListStore<Row>;
  /** What a bar is: '게임', '회원'. */
  subject: string;
  rowKey: (row: Row) => string | number;
  labelOf: (row: Row) => string;
}

/** The ten rows with the most of the table's sort figure, as bars. */
function TopChartView<Row extends RoundFigures>({ store, subject, rowKey, labelOf }: TopChartProps<Row>) {
  const { t } = useReportsTranslation();
  const { sort } = store.order;
  const figure = t(`common.figures.${sort}`);
  const title = t('statistics.chart.top', { subject, figure });
  return (
    <ChartCard title={title} data={store.top} isEmpty={(top) => top.items.length === 0}>
      {(top) => (
        <TopBarsChart
          title={title}
          count={sort === 'rounds'}
          bars={top.items.map((row) => ({ key: rowKey(row), label: labelOf(row), value: row[sort] }))}
        />
      )}
    </ChartCard>
  );
}

export const TopChart = observer(TopChartView) as typeof TopChartView;
