import type { ChildAccount } from '@casino/contract';
import { formatKrwWithUnit, type Lang } from '@casino/platform';
import { Badge, Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { AccountActions } from '../../../components/account-actions';
import { AccountStateSwitch } from '../../../components/account-state-switch';
import { ConnectionResetButton } from '../../../components/connection-reset-button';
import { DateCell } from '../../../components/date-cell';
import type { PartnersStore } from '../store/partners-store';

interface ColumnOptions {
  t: TFunction;
  language: Lang;
  store: PartnersStore;
  callerMaster: string | null;
}

/** The spec's partner management columns, in its order, then the row's actions. */
export function partnerColumns({ t, language, store, callerMaster }: ColumnOptions): ColumnsType<ChildAccount> {
  const money = (amount: number) => formatKrwWithUnit(amount, language);
  const idCell = (username: string | null, row: ChildAccount) => {
    if (!username) return t('common.none');
    // A partner's own ID opens its line.
    if (username === row.username && row.level !== 'member') {
      return (
        <Button type="link" size="small" style={{ padding: 0 }} aria-label={t('partners.drillInto', { username })} onClick={() => void store.drillInto(row)}>
          {username}
        </Button>
      );
    }
    return username;
  };
  return [
    {
      key: 'master',
      title: t('partners.columns.master'),
      render: (_, row) => idCell(store.lineOf(row, callerMaster).master, row),
    },
    {
      key: 'agency',
      title: t('partners.columns.agency'),
      render: (_, row) => idCell(store.lineOf(row, callerMaster).agency, row),
    },
    {
      key: 'customer',
      title: t('partners.columns.customer'),
      render: (_, row) =>
        row.level === 'member' ? (
          <span>
            {row.username} <small>({row.nickname})</small>
          </span>
        ) : (
          row.members.toLocaleString()
        ),
    },
    { key: 'balance', title: t('partners.columns.balance'), align: 'right', render: (_, row) => money(row.balance) },
    { key: 'credit', title: t('partners.columns.credit'), align: 'right', render: (_, row) => money(row.credit) },
    { key: 'rolling', title: t('partners.columns.rollingPoint'), align: 'right', render: (_, row) => money(row.rolling_point) },
    { key: 'bank', title: t('partners.columns.bank'), render: (_, row) => row.bank_name || t('common.none') },
    {
      key: 'online',
      title: t('partners.columns.loginState'),
      render: (_, row) => <Badge status={row.online ? 'success' : 'default'} text={t(row.online ? 'common.online' : 'common.offline')} />,
    },
    {
      key: 'reset',
      title: t('partners.columns.connectionReset'),
      render: (_, row) => <ConnectionResetButton account={row} onDone={() => store.patchRow(row.id, { online: false })} />,
    },
    {
      key: 'state',
      title: t('partners.columns.state'),
      render: (_, row) => (
        // Stop signs the account out: it is offline from then on.
        <AccountStateSwitch account={row} onChanged={(state) => store.patchRow(row.id, state === 'stop' ? { state, online: false } : { state })} />
      ),
    },
    { key: 'created', title: t('partners.columns.registered'), render: (_, row) => <DateCell iso={row.created_at} /> },
    { key: 'deposit', title: t('partners.columns.recentDeposit'), render: (_, row) => <DateCell iso={row.last_deposit_at} /> },
    { key: 'login', title: t('partners.columns.recentLogin'), render: (_, row) => <DateCell iso={row.last_login_at} /> },
    {
      key: 'actions',
      title: t('account.actions'),
      fixed: 'right',
      render: (_, row) => <AccountActions account={row} direct={store.showsOwnChildren} />,
    },
  ];
}
