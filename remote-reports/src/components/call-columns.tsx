import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Money } from './money';
import { SeoulTime } from './seoul-time';

/** What a round's call and a member's call share (contract `RoundCall`, `GameTransaction`). */
export interface WalletCall {
  txn_id: string;
  kind: 'bet' | 'win' | 'rollback';
  amount: number;
  rolled_back: boolean;
  refused: boolean;
  created_at: string;
}

const KIND_COLORS = { bet: 'blue', win: 'green', rollback: 'orange' } as const;

/** A provider's wallet call: when, what (then `middle`: where), how much, and whether it moved money. */
export function callColumns<Row extends WalletCall>(t: TFunction, middle: ColumnsType<Row> = []): ColumnsType<Row> {
  return [
    { key: 'time', title: t('common.call.time'), render: (_, row) => <SeoulTime iso={row.created_at} /> },
    { key: 'kind', title: t('common.call.kind'), render: (_, row) => <Tag color={KIND_COLORS[row.kind]}>{t(`common.callKind.${row.kind}`)}</Tag> },
    ...middle,
    { key: 'amount', title: t('common.call.amount'), align: 'right', render: (_, row) => <Money amount={row.amount} /> },
    {
      key: 'state',
      title: t('common.call.state'),
      render: (_, row) =>
        row.refused ? <Tag color="red">{t('common.callState.refused')}</Tag> : row.rolled_back ? <Tag color="orange">{t('common.callState.rolledBack')}</Tag> : t('common.none'),
    },
    { key: 'txn', title: t('common.call.txn'), dataIndex: 'txn_id' },
  ];
}
