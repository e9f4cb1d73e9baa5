import type { OnlineSession } from '@casino/contract';
import { Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { ConnectionResetButton } from '../../../components/connection-reset-button';
import { DateCell } from '../../../components/date-cell';
import { shortDevice } from '../../../lib/user-agent';

const LEVEL_COLORS = { master: 'gold', agency: 'blue', member: 'default' } as const;

/** The online list's columns; Reset ends the account's sessions, then `onReset` reloads the list. */
export function onlineColumns(t: TFunction, onReset: () => void): ColumnsType<OnlineSession> {
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
      render: (_, row) => <Tag color={LEVEL_COLORS[row.user.level]}>{t(`common.level.${row.user.level}`)}</Tag>,
    },
    { key: 'parent', title: t('currentUsers.columns.parent'), render: (_, row) => row.user.parent_username || t('common.none') },
    { key: 'ip', title: t('currentUsers.columns.ip'), dataIndex: 'ip' },
    {
      key: 'device',
      title: t('currentUsers.columns.device'),
      render: (_, row) =>
        row.device ? (
          <Tooltip title={row.device} trigger={['hover', 'focus']}>
            <span tabIndex={0}>
              {shortDevice(row.device)}
            </span>
          </Tooltip>
        ) : (
          t('common.none')
        ),
    },
    { key: 'since', title: t('currentUsers.columns.since'), render: (_, row) => <DateCell iso={row.since} /> },
    { key: 'lastSeen', title: t('currentUsers.columns.lastSeen'), render: (_, row) => <DateCell iso={row.last_seen_at} /> },
    {
      key: 'reset',
      title: t('currentUsers.columns.reset'),
      render: (_, row) => <ConnectionResetButton account={row.user} onDone={onReset} />,
    },
  ];
}
