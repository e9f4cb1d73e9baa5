import { maxLengthOf, type OnlineAccount, userOnlineList } from '@casino/contract';
import { pagedTableProps, startRefreshing, useHttp, useLiveTopics, usePageTitle } from '@casino/platform';
import { BackOfficeTable, LoadError, SearchField, useKeyboardScrollableTables } from '@casino/platform/back-office';
import { Flex, Select, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { onlineActions, onlineColumns } from '../components/online-columns';
import { SessionsTable } from '../components/sessions-table';
import { CurrentUsersStore, type LevelFilter } from '../store/current-users-store';
import '../../../components/partner.css';
import '../current-users.css';

const SEARCH_MAX_LENGTH = maxLengthOf(userOnlineList.query, 'search');

/**
 * The list asks again this often while the page is visible: a session that goes quiet drops off
 * by time, which no event tells. A sign-in or out in the line is told at once by the live channel.
 */
export const REFRESH_MS = 30_000;

/** /partner/current-user: who of the line is online now, one row per account with its sessions under it; a reset ends them all. */
function CurrentUserPage() {
  const { t } = usePartnerTranslation();
  useKeyboardScrollableTables();
  const http = useHttp();
  const [store] = useState(() => new CurrentUsersStore(http));
  usePageTitle(t('currentUsers.title'));

  useEffect(() => {
    void store.load();
    const stop = startRefreshing(() => void store.refresh(), { everyMs: REFRESH_MS, onVisible: true });
    return () => {
      stop();
      store.stop();
    };
  }, [store]);
  useLiveTopics(['online'], store.refreshSoon);

  const { list } = store;
  return (
    <section className="current-users-page">
      <Typography.Title level={1} className="partner-window-title">
        {t('currentUsers.title')}
      </Typography.Title>
      <Flex wrap gap={8} align="center" className="partner-toolbar">
        <SearchField
          label={t('currentUsers.search')}
          labelHidden
          placeholder={t('currentUsers.search')}
          maxLength={SEARCH_MAX_LENGTH}
          onSearch={(value) => void store.setSearch(value)}
          style={{ maxWidth: 320 }}
        />
        <Select<LevelFilter>
          aria-label={t('currentUsers.level')}
          value={store.level}
          onChange={(level) => void store.setLevel(level)}
          options={[
            { value: 'all', label: t('currentUsers.allLevels') },
            { value: 'agency', label: t('common.level.agency') },
            { value: 'member', label: t('common.level.member') },
          ]}
        />
      </Flex>
      <p className="current-users-note" aria-live="polite">
        {store.minutes !== null ? t('currentUsers.note', { minutes: store.minutes, total: list.total, sessions: store.sessions }) : null}
      </p>
      {list.status === 'error' ? (
        <LoadError message={list.errorMessage} onRetry={() => void store.load()} />
      ) : (
        <BackOfficeTable<OnlineAccount>
          {...pagedTableProps(list, t('currentUsers.empty'))}
          tableId="partner.current-users"
          label={t('currentUsers.title')}
          rowKey={(row) => row.user.id}
          columns={onlineColumns(t, store)}
          actions={onlineActions(t, () => void store.load())}
          // The session count in the row opens its sessions (a button with the account's name).
          expandable={{
            showExpandColumn: false,
            expandedRowKeys: [...store.expanded],
            rowExpandable: (row) => row.session_count > 1,
            expandedRowRender: (row) => <SessionsTable account={row} />,
          }}
        />
      )}
    </section>
  );
}

export default observer(CurrentUserPage);
