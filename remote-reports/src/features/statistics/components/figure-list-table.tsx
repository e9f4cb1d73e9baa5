import type { RoundFigures } from '@casino/contract';
import { useLanguage } from '@casino/platform';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { figureColumns, FIGURES, orderFromSorter } from '../../../components/figure-columns';
import { ReportTable } from '../../../components/report-table';
import { FigureSumRow } from '../../../components/sum-row';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import type { FigureListStore } from '../store/figure-list-store';

interface FigureListTableProps<Row extends RoundFigures> {
  label: string;
  store: FigureListStore<Row>;
  /** The columns that say what a row is (a game, a member), before its figures. */
  lead: ColumnsType<Row>;
  rowKey: (row: Row) => string | number;
  empty: string;
}

/** A page of rows sorted by the API on the figure whose header was used, with the filter's totals under them. */
function FigureListTableView<Row extends RoundFigures>({ label, store, lead, rowKey, empty }: FigureListTableProps<Row>) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const sum = store.summary.value?.sum;
  return (
    <ReportTable<Row>
      label={label}
      rows={store.rows}
      rowKey={rowKey}
      empty={empty}
      columns={[...lead, ...figureColumns<Row>(t, language, FIGURES, store.order)]}
      onSort={(sorter) => store.setOrder(orderFromSorter(sorter))}
      summary={sum ? () => <FigureSumRow label={t('common.totals.row')} span={lead.length} sum={sum} /> : undefined}
    />
  );
}

export const FigureListTable = observer(FigureListTableView) as typeof FigureListTableView;
