import { BackOfficeTable, LoadError, RowActions, type BackOfficeColumn } from '@casino/platform/back-office';
import { Space, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useStaffTranslation } from '../i18n/staff/use-staff-translation';
import type { OrderedRows } from '../lib/ordered-rows';
import { movesOf } from '../lib/reorder';
import { useActionReport } from '../lib/use-action-report';
import { contentActions } from './content-actions';
import { OrderButtons } from './order-buttons';

interface Row {
  id: number;
  position: number;
  active: boolean;
  editable?: boolean;
}

interface OrderedTableProps<T extends Row> {
  rows: OrderedRows<T>;
  /** Keys the user's choice of columns (`support.<table>`). */
  tableId: string;
  /** The table's accessible name. */
  label: string;
  empty: string;
  /** A row's name in buttons' accessible names ("Move Spring event up"). */
  nameOf: (row: T) => string;
  /** The row's own columns: the first names it (pinned; a phone card's title), its place follows. */
  columns: BackOfficeColumn<T>[];
  onEdit: (row: T) => void;
  onActive: (row: T, active: boolean) => void;
}

/**
 * Rows in the order members see them (popups, slides, marquee lines): each with its place and
 * up/down buttons, its own columns, and edit / on-off. A row of another scope keeps its place and is view only.
 */
function OrderedTableView<T extends Row>({ rows, tableId, label, empty, nameOf, columns, onEdit, onActive }: OrderedTableProps<T>) {
  const { t } = useStaffTranslation();
  const report = useActionReport();
  if (rows.status === 'error') return <LoadError message={rows.errorMessage} onRetry={() => void rows.load()} />;

  // Read here, not in the cells: antd renders cells outside this observer's tracking.
  const { busyId, items } = rows;
  const busy = busyId !== null;
  const move = async (row: T, step: -1 | 1) => report(await rows.move(row.id, step), t('staff.moved'));
  const order: BackOfficeColumn<T> = {
    key: 'order',
    title: t('staff.order'),
    width: 120,
    card: true,
    render: (_, row) => (
      <Space size={6}>
        <span>{row.position}</span>
        {row.editable !== false && <OrderButtons name={nameOf(row)} id={row.id} moves={movesOf(items, row.id)} disabled={busy} onMove={(step) => move(row, step)} />}
      </Space>
    ),
  };
  const [name, ...own] = columns;

  return (
    <BackOfficeTable<T>
      tableId={tableId}
      label={label}
      dataSource={items}
      loading={rows.loading}
      locale={{ emptyText: rows.loading ? null : empty }}
      pagination={false}
      rowKey="id"
      columns={name ? [name, order, ...own] : [order]}
      actions={{
        title: t('staff.actions'),
        render: (row) =>
          row.editable === false ? (
            <Tag>{t('staff.readOnly')}</Tag>
          ) : (
            <RowActions
              name={nameOf(row)}
              actions={contentActions(t, nameOf(row), () => onEdit(row), {
                on: row.active,
                label: t(row.active ? 'staff.deactivate' : 'staff.activate'),
                ariaLabel: t(row.active ? 'staff.deactivateOf' : 'staff.activateOf', { name: nameOf(row) }),
                busy: busyId === row.id,
                disabled: busy,
                onClick: () => onActive(row, !row.active),
              })}
            />
          ),
      }}
    />
  );
}

export const OrderedTable = observer(OrderedTableView) as typeof OrderedTableView;
