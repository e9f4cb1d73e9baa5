import type { ChildAccount } from '@casino/contract';
import { formatKrwWithUnit, type Lang } from '@casino/platform';
import type { ActionsColumn, BackOfficeColumn } from '@casino/platform/back-office';
import { Badge, Button } from 'antd';
import type { PartnerT } from '../../../i18n/use-partner-translation';
import { AccountActions } from '../../../components/account-actions';
import { AccountStateSwitch } from '../../../components/account-state-switch';
import { ConnectionResetButton } from '../../../components/connection-reset-button';
import { DateCell } from '../../../components/date-cell';
import type { PartnersStore } from '../store/partners-store';

interface ColumnOptions {
  t: PartnerT;
  language: Lang;
  store: PartnersStore;
  callerMaster: string | null;
}

/** The account first (pinned; a partner's opens its line), then the spec's partner management columns in its order. */
export function partnerColumns({ t, language, store, callerMaster }: ColumnOptions): BackOfficeColumn<ChildAccount>[] {
  const money = (amount: number) => formatKrwWithUnit(amount, language);
  const line = (row: ChildAccount) => store.lineOf(row, callerMaster);
  return [
    {
      key: 'id',
      title: t('partners.columns.id'),
      render: (_, row) => (
        <span>
          {row.level === 'member' ? (
            row.username
          ) : (
            <Button type="link" size="small" style={{ padding: 0 }} aria-label={t('partners.drillInto', { username: row.username })} onClick={() => void store.drillInto(row)}>
              {row.username}
            </Button>
          )}{' '}
          <small>({row.nickname})</small>
        </span>
      ),
    },
    { key: 'master', title: t('partners.columns.master'), render: (_, row) => line(row).master ?? t('common.none') },
    { key: 'agency', title: t('partners.columns.agency'), render: (_, row) => line(row).agency ?? t('common.none') },
    {
      key: 'customer',
      title: t('partners.columns.customer'),
      align: 'right',
      render: (_, row) => (row.level === 'member' ? t('common.none') : row.members.toLocaleString()),
    },
    { key: 'balance', title: t('partners.columns.balance'), align: 'right', card: true, render: (_, row) => money(row.balance) },
    { key: 'credit', title: t('partners.columns.credit'), align: 'right', card: true, render: (_, row) => money(row.credit) },
    { key: 'rolling', title: t('partners.columns.rollingPoint'), align: 'right', render: (_, row) => money(row.rolling_point) },
    { key: 'bank', title: t('partners.columns.bank'), render: (_, row) => row.bank_name || t('common.none') },
    {
      key: 'online',
      title: t('partners.columns.loginState'),
      card: true,
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
      card: true,
      render: (_, row) => (
        // Stop signs the account out: it is offline from then on.
        <AccountStateSwitch account={row} onChanged={(state) => store.patchRow(row.id, state === 'stop' ? { state, online: false } : { state })} />
      ),
    },
    { key: 'created', title: t('partners.columns.registered'), render: (_, row) => <DateCell iso={row.created_at} /> },
    { key: 'deposit', title: t('partners.columns.recentDeposit'), render: (_, row) => <DateCell iso={row.last_deposit_at} /> },
    { key: 'login', title: t('partners.columns.recentLogin'), render: (_, row) => <DateCell iso={row.last_login_at} /> },
  ];
}

/** A row's top-up, refund and windows: only a partner's own children can be paid or refunded. */
export const partnerActions = (t: PartnerT, store: PartnersStore): ActionsColumn<ChildAccount> => ({
  title: t('account.actions'),
  render: (row) => <AccountActions account={row} direct={store.showsOwnChildren} />,
});
