import { type AgencyStatement, formatSeoulDateTime, type StatementStatus, type StatementTurnover } from '@casino/contract';
import { formatKrwWithUnit, type Lang } from '@casino/platform';
import { RowActions, type ActionsColumn, type BackOfficeColumn } from '@casino/platform/back-office';
import { Space, Tag, Typography } from 'antd';
import type { PartnerT } from '../../../i18n/use-partner-translation';
import { actionsFor, type StatementAction } from '../store/statement-desk-store';

export const STATUS_COLORS: Record<StatementStatus, string> = {
  request: 'blue',
  waiting: 'gold',
  approve: 'green',
  delete: 'default',
  clear: 'default',
};

interface ColumnOptions {
  t: PartnerT;
  language: Lang;
  busyAction: (id: number) => StatementAction | undefined;
  isFresh: (id: number) => boolean;
  onDecide: (row: AgencyStatement, action: StatementAction) => void;
}

const member = (row: AgencyStatement) => `${row.username} (${row.nickname})`;

/** A withdrawal's stakes since the member's last deposit, against the line's rolling requirement: the partner decides with it. */
function TurnoverCell({ turnover, t, language }: { turnover: StatementTurnover; t: PartnerT; language: Lang }) {
  const staked = formatKrwWithUnit(turnover.staked, language);
  const low = turnover.required !== null && turnover.staked < turnover.required;
  return (
    <Space orientation="vertical" size={0}>
      <span>
        {turnover.required === null ? t('statement.turnover.staked', { staked }) : t('statement.turnover.ofRequired', { staked, required: formatKrwWithUnit(turnover.required, language) })}{' '}
        {low && <Tag color="red">{t('statement.turnover.low')}</Tag>}
      </span>
      <Typography.Text type="secondary">
        <small>{t('statement.turnover.since', { deposit: formatKrwWithUnit(turnover.deposit, language), time: formatSeoulDateTime(turnover.deposited_at) })}</small>
      </Typography.Text>
    </Space>
  );
}

/** A request: when, what, whose, how much, its status; pinned by its time. */
export function statementColumns({ t, language, isFresh }: Pick<ColumnOptions, 't' | 'language' | 'isFresh'>): BackOfficeColumn<AgencyStatement>[] {
  return [
    {
      key: 'time',
      title: t('statement.columns.time'),
      render: (_, row) => (
        <Space size={4}>
          <time dateTime={row.created_at}>{formatSeoulDateTime(row.created_at)}</time>
          {isFresh(row.id) && <Tag color="red">{t('statement.fresh.tag')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'type',
      title: t('statement.columns.type'),
      card: true,
      render: (_, row) => <Tag color={row.type === 'deposit' ? 'blue' : 'gold'}>{t(`statement.types.${row.type}`)}</Tag>,
    },
    { key: 'member', title: t('statement.columns.member'), card: true, render: (_, row) => member(row) },
    { key: 'partner', title: t('statement.columns.partner'), dataIndex: 'parent_username' },
    {
      key: 'amount',
      title: t('statement.columns.amount'),
      align: 'right',
      card: true,
      render: (_, row) => <strong>{formatKrwWithUnit(row.amount, language)}</strong>,
    },
    {
      key: 'turnover',
      title: t('statement.columns.turnover'),
      card: true,
      render: (_, row) =>
        row.turnover ? <TurnoverCell turnover={row.turnover} t={t} language={language} /> : row.type === 'withdraw' ? t('statement.turnover.noDeposit') : t('common.none'),
    },
    {
      key: 'account',
      title: t('statement.columns.account'),
      render: (_, row) => (row.bank_name || row.account_number ? `${row.bank_name} ${row.account_number}`.trim() : t('common.none')),
    },
    {
      key: 'status',
      title: t('statement.columns.status'),
      card: true,
      render: (_, row) => <Tag color={STATUS_COLORS[row.status]}>{t(`statement.statuses.${row.status}`)}</Tag>,
    },
    {
      key: 'processed',
      title: t('statement.columns.processed'),
      render: (_, row) => (row.processed_at ? <time dateTime={row.processed_at}>{formatSeoulDateTime(row.processed_at)}</time> : t('common.none')),
    },
  ];
}

/** The decisions a request still allows, each asked first; one at a time per row. */
export function statementActions({ t, busyAction, onDecide }: Pick<ColumnOptions, 't' | 'busyAction' | 'onDecide'>): ActionsColumn<AgencyStatement> {
  return {
    title: t('statement.columns.actions'),
    render: (row) => {
      const actions = actionsFor(row);
      if (actions.length === 0) return t('common.none');
      const busy = busyAction(row.id);
      return (
        <RowActions
          name={member(row)}
          actions={actions.map((action) => ({
            key: action,
            label: t(`statement.actions.${action}`),
            primary: true,
            danger: action === 'reject',
            loading: busy === action,
            disabled: busy !== undefined,
            onClick: () => onDecide(row, action),
          }))}
        />
      );
    },
  };
}
