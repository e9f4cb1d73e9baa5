import { Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useStaffTranslation } from '../i18n/staff/use-staff-translation';
import type { OrderedRows } from '../lib/ordered-rows';
import { movesOf } from '../lib/reorder';
import { useActionReport } from '../lib/use-action-report';
import { LoadError } from '@casino/platform/back-office';
import { OrderButtons } from './order-buttons';
import { RowActions } from './row-actions';

interface Row {
  id: number;
  position: number;
  active: boolean;
  editable?: boolean;
}

interface OrderedTableProps<T extends Row> {
  rows: OrderedRows<T>;
  /** The table's accessible name. */
  label: string;
  empty: string;
  /** A row's name in buttons' accessible names ("Move Spring event up"). */
  nameOf: (row: T) => string;
  /** The row's own columns, between its place and its actions. */
  columns: ColumnsType<T>;
  onEdit: (row: T) => void;
  onActive: (row: T, active: boolean) => void;
}

/**
 * Rows in the order members see them (popups, slides, marquee lines): each with its place and
 * up/down buttons, its own columns, and edit / on-off. A row of another scope keeps its place and is view only.
 */
function OrderedTableView<T extends Row>({ rows, label, empty, nameOf, columns, onEdit, onActive }: OrderedTableProps<T>) {
  const { t } = useStaffTranslation();
  const report = useActionReport();
  if (rows.status === 'error') return <LoadError message={rows.errorMessage} onRetry={() => void rows.load()} />;

  const busy = rows.busyId !== null;
  const move = async (row: T, step: -1 | 1) => report(await rows.move(row.id, step), t('staff.moved'));
  const all: ColumnsType<T> = [
    {
      key: 'order',
      title: t('staff.order'),
      width: 120,
      render: (_, row) => (
        <Space size={6}>
          <span>{row.position}</span>
          {row.editable !== false && <OrderButtons name={nameOf(row)} id={row.id} moves={movesOf(rows.items, row.id)} disabled={busy} onMove={(step) => move(row, step)} />}
        </Space>
      ),
    },
    ...columns,
    {
      key: 'actions',
      title: t('staff.actions'),
      width: 170,
      render: (_, row) =>
        row.editable === false ? (
          <Tag>{t('staff.readOnly')}</Tag>
        ) : (
          <RowActions name={nameOf(row)} active={row.active} busy={rows.busyId === row.id} disabled={busy} onEdit={() => onEdit(row)} onActive={(active) => onActive(row, active)} />
        ),
    },
  ];

  return (
    <Table<T>
      dataSource={rows.items}
      loading={rows.loading}
      locale={{ emptyText: rows.loading ? null : empty }}
      pagination={false}
      aria-label={label}
      rowKey="id"
      size="small"
      scroll={{ x: 'max-content' }}
      columns={all}
    />
  );
}

export const OrderedTable = observer(OrderedTableView) as typeof OrderedTableView;
