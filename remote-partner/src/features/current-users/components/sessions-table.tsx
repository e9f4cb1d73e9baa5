import type { OnlineAccount, OnlineSession } from '@casino/contract';
import { BackOfficeTable, type BackOfficeColumn } from '@casino/platform/back-office';
import { Typography } from 'antd';
import { type PartnerT, usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { DateCell } from '../../../components/date-cell';
import { DeviceCell } from '../../../components/device-cell';

/** The id of the sessions table under an account's row (what its toggle controls). */
export const sessionsTableId = (userId: number) => `current-user-sessions-${userId}`;

const columns = (t: PartnerT): BackOfficeColumn<OnlineSession>[] => [
  { key: 'ip', title: t('currentUsers.columns.ip'), dataIndex: 'ip' },
  { key: 'device', title: t('currentUsers.columns.device'), render: (_, row) => <DeviceCell userAgent={row.device} /> },
  { key: 'since', title: t('currentUsers.columns.since'), render: (_, row) => <DateCell iso={row.since} /> },
  { key: 'lastSeen', title: t('currentUsers.columns.lastSeen'), render: (_, row) => <DateCell iso={row.last_seen_at} /> },
];

/** An account's online sessions, under its row: each from where, on what, since when. */
export function SessionsTable({ account }: { account: OnlineAccount }) {
  const { t } = usePartnerTranslation();
  const hidden = account.session_count - account.sessions.length;
  return (
    <div id={sessionsTableId(account.user.id)} className="current-users-sessions">
      <BackOfficeTable<OnlineSession>
        tableId="partner.current-user-sessions"
        label={t('currentUsers.sessionsOf', { username: account.user.username })}
        columnChooser={false}
        rowKey="session_id"
        pagination={false}
        dataSource={account.sessions}
        columns={columns(t)}
      />
      {hidden > 0 && <Typography.Text type="secondary">{t('currentUsers.moreSessions', { count: hidden })}</Typography.Text>}
    </div>
  );
}
