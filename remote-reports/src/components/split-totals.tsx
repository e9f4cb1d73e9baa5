import type { GameType } from '@casino/contract';
import type { BackOfficeColumn, Resource } from '@casino/platform/back-office';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useReportsTranslation } from '../i18n/use-reports-translation';
import { ResourceTable } from './resource-table';
import { TotalsHeading } from './totals-heading';

/** A `/summary` answer: the whole filter's totals per game type, and their sum, for the days it answered for. */
export interface Split<F> {
  from: string;
  to: string;
  types: Array<F & { game_type: GameType }>;
  sum: F;
}

export type SplitRow<F> = F & { key: GameType | 'sum' };

const rowsOf = <F,>({ types, sum }: Split<F>): SplitRow<F>[] => [...types.map((type) => ({ ...type, key: type.game_type })), { ...sum, key: 'sum' as const }];

interface SplitTotalsProps<F> {
  /** The table's id for the columns its user hides (`reports.<screen>-totals`). */
  tableId: string;
  summary: Resource<Split<F>>;
  /** The figures' columns, after the game type's. */
  columns: BackOfficeColumn<SplitRow<F>>[];
}

/**
 * The totals of the filter (every page of it, not only the one shown), a table of its own: a row
 * per game type (the pinned column; a phone card's title), then their sum in bold.
 */
function SplitTotalsView<F extends object>({ tableId, summary, columns }: SplitTotalsProps<F>) {
  const { t } = useReportsTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="reports-table">
      <TotalsHeading id={headingId} range={summary.value} />
      <ResourceTable<Split<F>, SplitRow<F>>
        tableId={tableId}
        label={t('common.totals.title')}
        resource={summary}
        rows={rowsOf}
        rowKey="key"
        rowClassName={(row) => (row.key === 'sum' ? 'reports-sum-row' : '')}
        empty={t('common.empty')}
        columns={[{ key: 'type', title: t('common.filters.gameType'), render: (_, row) => t(`common.gameType.${row.key}`) }, ...columns]}
      />
    </section>
  );
}

export const SplitTotals = observer(SplitTotalsView) as typeof SplitTotalsView;
