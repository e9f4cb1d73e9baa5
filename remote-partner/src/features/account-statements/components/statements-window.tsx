import type { AgencyStatement, StatementStatus, StatementType } from '@casino/contract';
import { formatKrwWithUnit, PagedList, pagedTableProps, useHttp, useLanguage, type Lang } from '@casino/platform';
import { BackOfficeTable, LoadError, WindowFrame, type BackOfficeColumn } from '@casino/platform/back-office';
import { Tag } from 'antd';
import { type PartnerT, usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { AccountProblem } from '../../../components/account-problem';
import { DateCell } from '../../../components/date-cell';
import { useWindowAccount } from '../../../lib/window-query';
import { listMemberStatements } from '../../../api/list-member-statements';

const STATUS_COLORS: Record<StatementStatus, string> = { request: 'blue', waiting: 'gold', approve: 'green', delete: 'default', clear: 'default' };

const columns = (t: PartnerT, language: Lang): BackOfficeColumn<AgencyStatement>[] => [
  { key: 'time', title: t('windows.statements.time'), render: (_, row) => <DateCell iso={row.created_at} /> },
  { key: 'amount', title: t('windows.statements.amount'), align: 'right', card: true, render: (_, row) => formatKrwWithUnit(row.amount, language) },
  { key: 'status', title: t('windows.statements.status'), card: true, render: (_, row) => <Tag color={STATUS_COLORS[row.status]}>{t(`windows.statements.statuses.${row.status}`)}</Tag> },
  { key: 'processed', title: t('windows.statements.processed'), render: (_, row) => <DateCell iso={row.processed_at} /> },
  { key: 'partner', title: t('windows.statements.partner'), dataIndex: 'parent_username' },
];

/**
 * One member's deposit or withdrawal requests, read only. The API filters the line's requests by
 * username, so the window needs the `username` hint; each row's `user_id` is checked against the
 * id, so a hint naming someone else shows nothing of theirs.
 */
export const StatementsWindow = observer(function StatementsWindow({ type }: { type: StatementType }) {
  const { t } = usePartnerTranslation();
  const http = useHttp();
  const { language } = useLanguage();
  const { id, username } = useWindowAccount();
  const [list] = useState(
    () =>
      new PagedList<AgencyStatement>(async (page, pageSize) => {
        const answer = await listMemberStatements(http, { type, username: username ?? '', page, pageSize });
        return { items: answer.items.filter((row) => row.user_id === id), total: answer.items.some((row) => row.user_id !== id) ? 0 : answer.total };
      }, 20),
  );
  const ready = id !== null && username !== null;

  useEffect(() => {
    if (ready) void list.load();
  }, [list, ready]);

  const kind = t(type === 'deposit' ? 'windows.statements.depositTitle' : 'windows.statements.withdrawTitle');
  return (
    <WindowFrame title={username ? t('windows.statements.heading', { username, kind }) : kind}>
      {!ready ? (
        <AccountProblem problem={{ kind: 'missing-id' }} />
      ) : list.status === 'error' ? (
        <LoadError message={list.errorMessage} onRetry={() => void list.load()} />
      ) : (
        <BackOfficeTable<AgencyStatement>
          {...pagedTableProps(list, t('windows.statements.empty'))}
          tableId={`partner.${type}-list`}
          label={kind}
          rowKey="id"
          columns={columns(t, language)}
        />
      )}
    </WindowFrame>
  );
});
