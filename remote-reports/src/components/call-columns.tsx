import { REPORT_TABLES } from '@casino/contract';
import type { Lang } from '@casino/platform';
import { Tag } from 'antd';
import type { BackOfficeColumn } from '@casino/platform/back-office';
import type { ReportsT } from '../i18n/use-reports-translation';
import { tableColumns, type ColumnCell } from '../lib/report-columns';
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

type CallField = 'time' | 'kind' | 'amount' | 'state' | 'txn_id';

/**
 * A provider's wallet call's cells: when, what, how much, whether it moved money, its id (the bet
 * list's columns and CSV); what, how much and whether it was refused on a phone's card.
 */
export function callCells<Row extends WalletCall>(t: ReportsT): Record<CallField, ColumnCell<Row>> {
  return {
    time: { render: (_, row) => <SeoulTime iso={row.created_at} /> },
    kind: { card: true, render: (_, row) => <Tag color={KIND_COLORS[row.kind]}>{t(`common.callKind.${row.kind}`)}</Tag> },
    amount: { align: 'right', card: true, render: (_, row) => <Money amount={row.amount} /> },
    state: {
      card: true,
      render: (_, row) =>
        row.refused ? <Tag color="red">{t('common.callState.refused')}</Tag> : row.rolled_back ? <Tag color="orange">{t('common.callState.rolledBack')}</Tag> : t('common.none'),
    },
    txn_id: { dataIndex: 'txn_id' },
  };
}

/** A round's calls (the round's detail): the bet list's columns but its game and round, which the detail names once. */
const ROUND_CALL_COLUMNS = REPORT_TABLES.gameTransactionList.columns.filter((column): column is Extract<typeof column, { field: CallField }> => column.field !== 'game' && column.field !== 'round_id');

export const roundCallColumns = <Row extends WalletCall>(t: ReportsT, language: Lang): BackOfficeColumn<Row>[] => tableColumns(ROUND_CALL_COLUMNS, language, callCells<Row>(t));
