import { REPORT_TABLES, type ReportName, type ReportTable, type ReportTotalsField, type RoundFigures } from '@casino/contract';
import { useLanguage } from '@casino/platform';
import { Table } from 'antd';
import type { ReactNode } from 'react';
import { useReportsTranslation } from '../i18n/use-reports-translation';
import { formatCount } from '../lib/format';
import { FIGURES, type Figure } from './figure-columns';
import { Money } from './money';

interface SumRowProps {
  /** What the row sums: the whole filter, not the page. */
  label: string;
  /** How many leading columns the label spans. */
  span: number;
  /** One cell per following column. */
  cells: ReactNode[];
}

/** The totals row under a list table (antd's table summary), in the columns of the amounts it sums. */
export function SumRow({ label, span, cells }: SumRowProps) {
  return (
    <Table.Summary>
      <Table.Summary.Row className="reports-sum-row">
        <Table.Summary.Cell index={0} colSpan={span}>
          {label}
        </Table.Summary.Cell>
        {cells.map((cell, i) => (
          <Table.Summary.Cell key={i} index={span + i} align="right">
            {cell}
          </Table.Summary.Cell>
        ))}
      </Table.Summary.Row>
    </Table.Summary>
  );
}

/** The totals row of a table whose last columns are `figures` (figureColumns). */
export function FigureSumRow({ label, span, sum, figures = FIGURES }: { label: string; span: number; sum: RoundFigures; figures?: readonly Figure[] }) {
  const { language } = useLanguage();
  return <SumRow label={label} span={span} cells={figures.map((figure) => (figure === 'rounds' ? formatCount(sum.rounds, language) : <Money amount={sum[figure]} />))} />;
}

/**
 * The totals row of a report's table, as its CSV ends (contract `REPORT_TABLES`): the label over
 * the leading columns, then the whole filter's sum of each totals column.
 */
export function TotalsRow<R extends ReportName>({ report, sums }: { report: R; sums: Record<ReportTotalsField<R>, number> }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const { columns, totals } = REPORT_TABLES[report] as ReportTable;
  const sum = (field: string) => sums[field as ReportTotalsField<R>];
  return (
    <SumRow
      label={t('common.totals.row')}
      span={columns.length - totals.length}
      cells={totals.map((field) => (field === 'rounds' ? formatCount(sum(field), language) : <Money amount={sum(field)} />))}
    />
  );
}
