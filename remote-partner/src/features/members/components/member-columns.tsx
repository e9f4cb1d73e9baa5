import type { Grade, LineMember } from '@casino/contract';
import { formatKrwWithUnit, type Lang } from '@casino/platform';
import { backOfficeClassNames, type ActionsColumn, type BackOfficeColumn } from '@casino/platform/back-office';
import { Badge, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { SortOrder } from 'antd/es/table/interface';
import type { PartnerT } from '../../../i18n/use-partner-translation';
import { AccountActions } from '../../../components/account-actions';
import { AccountStateSwitch } from '../../../components/account-state-switch';
import { DateCell } from '../../../components/date-cell';
import type { MembersStore, MemberSort } from '../store/members-store';

interface ColumnOptions {
  t: PartnerT;
  language: Lang;
  store: MembersStore;
  /** The grades' names by level; read by the caller's render, so the table follows when they load. */
  grades: ReadonlyMap<number, Grade>;
}

const ANTD_ORDER = { asc: 'ascend', desc: 'descend' } as const;

/** Membership management's columns; the sortable ones are those the API sorts by. */
export function memberColumns({ t, language, store, grades }: ColumnOptions): BackOfficeColumn<LineMember>[] {
  const money = (amount: number) => formatKrwWithUnit(amount, language);
  const sortable = (key: MemberSort) => ({
    key,
    sorter: true,
    sortOrder: (store.sort === key ? ANTD_ORDER[store.order] : null) as SortOrder,
    sortDirections: ['descend', 'ascend'] as SortOrder[],
  });
  return [
    {
      ...sortable('username'),
      title: t('members.columns.username'),
      render: (_, row) => (
        <span>
          <Badge status={row.online ? 'success' : 'default'} />
          <span className={backOfficeClassNames.visuallyHidden}>{t(row.online ? 'common.online' : 'common.offline')}</span> {row.username}
        </span>
      ),
    },
    { key: 'nickname', title: t('members.columns.nickname'), dataIndex: 'nickname' },
    {
      key: 'grade',
      title: t('members.columns.grade'),
      render: (_, row) => {
        const grade = grades.get(row.grade);
        return grade ? (language === 'en' ? grade.name_en : grade.name_ko) : t('members.gradeValue', { grade: row.grade });
      },
    },
    { key: 'partner', title: t('members.columns.partner'), dataIndex: 'parent_username', card: true },
    { ...sortable('cash'), title: t('members.columns.cash'), align: 'right', card: true, render: (_, row) => money(row.cash) },
    { key: 'credit', title: t('members.columns.credit'), align: 'right', card: true, render: (_, row) => money(row.credit) },
    { key: 'rolling', title: t('members.columns.rollingPoint'), align: 'right', render: (_, row) => money(row.rolling_point) },
    {
      key: 'state',
      title: t('members.columns.state'),
      card: true,
      render: (_, row) => (
        <AccountStateSwitch account={row} onChanged={(state) => store.patchRow(row.id, state === 'stop' ? { state, online: false } : { state })} />
      ),
    },
    {
      key: 'risk',
      title: t('members.columns.risk'),
      card: true,
      render: (_, row) => {
        if (row.risk.length === 0) return '-';
        const kinds = row.risk.map((kind) => t(`riskKinds.${kind}`));
        return (
          <Link to={`/partner/risk?user_id=${row.id}&username=${encodeURIComponent(row.username)}`} aria-label={t('members.riskOf', { username: row.username, kinds: kinds.join(', ') })}>
            {kinds.map((kind) => (
              <Tag key={kind} color="orange">
                {kind}
              </Tag>
            ))}
          </Link>
        );
      },
    },
    { ...sortable('created_at'), title: t('members.columns.registered'), render: (_, row) => <DateCell iso={row.created_at} /> },
    { ...sortable('last_login_at'), title: t('members.columns.lastLogin'), render: (_, row) => <DateCell iso={row.last_login_at} /> },
    { key: 'deposit', title: t('members.columns.lastDeposit'), render: (_, row) => <DateCell iso={row.last_deposit_at} /> },
  ];
}

/** A row's windows; the signed-in partner's own members can also be topped up, refunded and given rates. */
export const memberActions = (t: PartnerT, me: string): ActionsColumn<LineMember> => ({
  title: t('account.actions'),
  render: (row) => <AccountActions account={{ id: row.id, username: row.username, level: 'member' }} direct={row.parent_username === me} />,
});
