import type { TableProps } from 'antd';
import type { MouseEvent } from 'react';

/**
 * A list row that opens its item wherever it is clicked, not only on the title. The title stays
 * a button, the row's one stop for the keyboard: Enter or Space on it clicks, and the click
 * reaches the row. A click in the tick-box column only ticks.
 */
export function openOnRow<T>(open: (row: T) => void): NonNullable<TableProps<T>['onRow']> {
  return (row) => ({
    className: 'support-row-opens',
    onClick: (event: MouseEvent<HTMLElement>) => {
      if ((event.target as HTMLElement).closest('.ant-table-selection-column')) return;
      open(row);
    },
  });
}
