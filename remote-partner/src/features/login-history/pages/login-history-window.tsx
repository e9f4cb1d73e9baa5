import type { LoginRecord } from '@casino/contract';
import { PagedList, pagedTableProps, useHttp } from '@casino/platform';
import { BackOfficeTable, LoadError, WindowFrame, type BackOfficeColumn } from '@casino/platform/back-office';
import { Tag } from 'antd';
import { type PartnerT, usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { AccountProblem } from '../../../components/account-problem';
import { DateCell } from '../../../components/date-cell';
import { DeviceCell } from '../../../components/device-cell';
import { useWindowAccount } from '../../../lib/window-query';
import { listLoginHistory } from '../../../api/list-login-history';

const RESULT_COLORS = { success: 'green', bad_credentials: 'orange', stopped: 'red', excluded: 'purple', address_refused: 'magenta' } as const;

const columns = (t: PartnerT): BackOfficeColumn<LoginRecord>[] => [
  { key: 'time', title: t('windows.loginHistory.time'), render: (_, row) => <DateCell iso={row.created_at} /> },
  { key: 'ip', title: t('windows.loginHistory.ip'), dataIndex: 'ip', card: true },
  { key: 'device', title: t('windows.loginHistory.device'), card: true, render: (_, row) => <DeviceCell userAgent={row.device} /> },
  {
    key: 'result',
    title: t('windows.loginHistory.result'),
    card: true,
    render: (_, row) => <Tag color={RESULT_COLORS[row.result]}>{t(`windows.loginHistory.results.${row.result}`)}</Tag>,
  },
];

/** /windows/login-history?id=: sign-ins of one account of the line, refused ones included, newest first. */
function LoginHistoryWindow() {
  const { t } = usePartnerTranslation();
  const http = useHttp();
  const { id, username } = useWindowAccount();
  const [list] = useState(() => new PagedList<LoginRecord>((page, pageSize) => listLoginHistory(http, id ?? 0, page, pageSize), 20));

  useEffect(() => {
    if (id !== null) void list.load();
  }, [list, id]);

  const name = list.items[0]?.username ?? username;
  return (
    <WindowFrame title={name ? t('windows.loginHistory.heading', { username: name }) : t('windows.loginHistory.title')}>
      {id === null ? (
        <AccountProblem problem={{ kind: 'missing-id' }} />
      ) : list.status === 'error' ? (
        // A 404 (not in the line) comes with the server's localized message.
        <LoadError message={list.errorMessage} onRetry={() => void list.load()} />
      ) : (
        <BackOfficeTable<LoginRecord>
          {...pagedTableProps(list, t('windows.loginHistory.empty'))}
          tableId="partner.login-history"
          label={t('windows.loginHistory.title')}
          rowKey={(row) => `${row.created_at}-${row.ip}-${row.result}`}
          columns={columns(t)}
        />
      )}
    </WindowFrame>
  );
}

export default observer(LoginHistoryWindow);
