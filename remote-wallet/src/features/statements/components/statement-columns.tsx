import { formatSeoulDateTime, type Statement, type StatementStatus } from '@casino/contract';
import { formatKrwWithUnit, type Lang } from '@casino/platform';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { WalletT } from '../../../i18n/use-wallet-translation';

const STATUS_COLORS: Record<StatementStatus, string> = {
  request: 'blue',
  waiting: 'gold',
  approve: 'green',
  delete: 'default',
  clear: 'default',
};

interface ColumnOptions {
  t: WalletT;
  language: Lang;
  deletingId: number | null;
  onDelete: (statement: Statement) => void;
}

export function statementColumns({ t, language, deletingId, onDelete }: ColumnOptions): ColumnsType<Statement> {
  return [
    {
      key: 'amount',
      title: t('details.amount'),
      align: 'right',
      render: (_, row) => formatKrwWithUnit(row.amount, language),
    },
    {
      key: 'time',
      title: t('details.time'),
      render: (_, row) => <time dateTime={row.created_at}>{formatSeoulDateTime(row.created_at)}</time>,
    },
    {
      key: 'status',
      title: t('details.status'),
      render: (_, row) => <Tag color={STATUS_COLORS[row.status]}>{t(`details.statuses.${row.status}`)}</Tag>,
    },
    {
      key: 'actions',
      title: t('details.actions'),
      render: (_, row) =>
        row.deletable ? (
          <Button size="small" danger loading={deletingId === row.id} disabled={deletingId !== null} onClick={() => onDelete(row)}>
            {t('details.delete')}
          </Button>
        ) : null,
    },
  ];
}
