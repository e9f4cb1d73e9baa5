import type { ClosedRoundBet, StaleRound, UnseenRollback, VoidedRoundWin } from '@casino/contract';
import { formatKrw, formatKrwWithUnit, type Lang } from '@casino/platform';
import { RowActions, type ActionsColumn, type BackOfficeColumn } from '@casino/platform/back-office';
import type { RoundsT } from '../../../i18n/use-rounds-translation';
import { MemberCell, SeoulMoment } from './round-cells';

/*
 * The three lists' columns. Each row is named by its own id (the round, the transaction), the
 * first column and a phone card's title; the member, the money and the moment are on the card.
 */

export function staleRoundColumns(t: RoundsT, language: Lang): BackOfficeColumn<StaleRound>[] {
  return [
    { key: 'round', title: t('columns.round'), dataIndex: 'round_id' },
    { key: 'provider', title: t('columns.provider'), dataIndex: 'provider', card: true },
    { key: 'member', title: t('columns.member'), card: true, render: (_, row) => <MemberCell {...row} /> },
    { key: 'game', title: t('columns.game'), dataIndex: 'game' },
    { key: 'openStake', title: t('columns.openStake'), align: 'right', card: true, render: (_, row) => formatKrwWithUnit(row.open_stake, language) },
    { key: 'bets', title: t('columns.bets'), align: 'right', render: (_, row) => formatKrw(row.bets) },
    { key: 'started', title: t('columns.started'), render: (_, row) => <SeoulMoment iso={row.started_at} /> },
    { key: 'lastCall', title: t('columns.lastCall'), card: true, render: (_, row) => <SeoulMoment iso={row.last_call_at} /> },
  ];
}

/** A stale round's one action: asking to close it and refund what is open. */
export const staleRoundActions = (t: RoundsT, onClose: (row: StaleRound) => void): ActionsColumn<StaleRound> => ({
  title: t('columns.action'),
  render: (row) => <RowActions name={row.round_id} actions={[{ key: 'close', label: t('closeAndRefund'), danger: true, onClick: () => onClose(row) }]} />,
});

export function unseenRollbackColumns(t: RoundsT): BackOfficeColumn<UnseenRollback>[] {
  return [
    { key: 'betTxn', title: t('columns.betTxn'), dataIndex: 'bet_txn_id' },
    { key: 'provider', title: t('columns.provider'), dataIndex: 'provider', card: true },
    { key: 'round', title: t('columns.round'), dataIndex: 'round_id' },
    { key: 'member', title: t('columns.member'), card: true, render: (_, row) => <MemberCell {...row} /> },
    { key: 'at', title: t('columns.at'), card: true, render: (_, row) => <SeoulMoment iso={row.at} /> },
  ];
}

/** A refused call with its amount: a bet on a settled round, or a win on a round closed here. */
export function refusedCallColumns(t: RoundsT, language: Lang): BackOfficeColumn<ClosedRoundBet | VoidedRoundWin>[] {
  return [
    { key: 'txn', title: t('columns.txn'), dataIndex: 'txn_id' },
    { key: 'provider', title: t('columns.provider'), dataIndex: 'provider', card: true },
    { key: 'round', title: t('columns.round'), dataIndex: 'round_id' },
    { key: 'member', title: t('columns.member'), card: true, render: (_, row) => <MemberCell {...row} /> },
    { key: 'amount', title: t('columns.amount'), align: 'right', card: true, render: (_, row) => formatKrwWithUnit(row.amount, language) },
    { key: 'at', title: t('columns.at'), render: (_, row) => <SeoulMoment iso={row.at} /> },
  ];
}
