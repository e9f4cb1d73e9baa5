import type { RoundFigures } from '@casino/contract';
import { useLanguage } from '@casino/platform';
import { Table } from 'antd';
import type { ReactNode } from 'react';
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
