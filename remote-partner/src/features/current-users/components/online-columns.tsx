import type { OnlineAccount } from '@casino/contract';
import type { ActionsColumn, BackOfficeColumn } from '@casino/platform/back-office';
import { Button, Tag } from 'antd';
import type { PartnerT } from '../../../i18n/use-partner-translation';
import { ConnectionResetButton } from '../../../components/connection-reset-button';
import { DateCell } from '../../../components/date-cell';
import { DeviceCell } from '../../../components/device-cell';
import type { CurrentUsersStore } from '../store/current-users-store';
import { sessionsTableId } from './sessions-table';

const LEVEL_COLORS = { master: 'gold', agency: 'blue', member: 'default' } as const;

/**
 * The online list's columns: one row per account; IP and device are of its most recently used
 * session, and the session count opens all of them under the row.
 */
export function onlineColumns(t: PartnerT, store: CurrentUsersStore): BackOfficeColumn<OnlineAccount>[] {
  return [
    {
      key: 'user',
      title: t('currentUsers.columns.user'),
      render: (_, row) => (
        <span>
          <strong>{row.user.username}</strong> <small>({row.user.nickname})</small>
        </span>
      ),
    },
    {
      key: 'level',
      title: t('currentUsers.columns.level'),
      card: true,
      render: (_, row) => <Tag color={LEVEL_COLORS[row.user.level]}>{t(`common.level.${row.user.level}`)}</Tag>,
    },
    { key: 'parent', title: t('currentUsers.columns.parent'), render: (_, row) => row.user.parent_username || t('common.none') },
    {
      key: 'sessions',
      title: t('currentUsers.columns.sessions'),
      card: true,
      render: (_, row) => {
        if (row.session_count < 2) return t('currentUsers.sessionCount', { count: row.session_count });
        const open = store.expanded.has(row.user.id);
        return (
          <Button
            type="link"
            size="small"
            aria-expanded={open}
            aria-controls={open ? sessionsTableId(row.user.id) : undefined}
            aria-label={t('currentUsers.sessionsToggle', { username: row.user.username, count: row.session_count })}
            onClick={() => store.toggle(row.user.id)}
          >
            {t('currentUsers.sessionCount', { count: row.session_count })}
          </Button>
        );
      },
    },
    { key: 'ip', title: t('currentUsers.columns.ip'), render: (_, row) => row.sessions[0]?.ip ?? t('common.none') },
    { key: 'device', title: t('currentUsers.columns.device'), card: true, render: (_, row) => <DeviceCell userAgent={row.sessions[0]?.device ?? ''} /> },
    { key: 'since', title: t('currentUsers.columns.since'), render: (_, row) => <DateCell iso={row.since} /> },
    { key: 'lastSeen', title: t('currentUsers.columns.lastSeen'), card: true, render: (_, row) => <DateCell iso={row.last_seen_at} /> },
  ];
}

/** The row's action: the connection reset ends every session of the account, then `onReset` reloads the list. */
export const onlineActions = (t: PartnerT, onReset: () => void): ActionsColumn<OnlineAccount> => ({
  title: t('currentUsers.columns.reset'),
  render: (row) => <ConnectionResetButton account={row.user} sessions={row.session_count} onDone={onReset} />,
});
