import { type LineMember, maxLengthOf, userLineList } from '@casino/contract';
import { useHttp, useLanguage, useUser } from '@casino/platform';
import { BackOfficeTable, LoadError, SearchField } from '@casino/platform/back-office';
import { Flex, Select, type TableProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { RegisterButton } from '../../../components/register-button';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { useRefreshSignal } from '../../../lib/use-refresh-signal';
import { MembersStore, PAGE_SIZES, type MemberSort, type StateFilter } from '../store/members-store';
import { memberActions, memberColumns } from './member-columns';

const SEARCH_MAX_LENGTH = maxLengthOf(userLineList.query, 'search');
const PARTNER_MAX_LENGTH = maxLengthOf(userLineList.query, 'partner_username');

/** Past this many rows a page renders only the rows in view (antd's virtual table). */
const VIRTUAL_FROM = 50;

/** Membership management: every member of the signed-in partner's line. */
export const MembersTab = observer(function MembersTab() {
  const { t } = usePartnerTranslation();
  const http = useHttp();
  const { language } = useLanguage();
  const me = useUser().account?.username ?? '';
  const [store] = useState(() => new MembersStore(http));

  useEffect(() => {
    void store.load();
    void store.loadGrades();
  }, [store]);
  useRefreshSignal(() => void store.load());

  const onChange: TableProps<LineMember>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort' && !Array.isArray(sorter)) {
      const order = sorter.order === 'ascend' ? 'asc' : sorter.order === 'descend' ? 'desc' : null;
      void store.setSort(order ? (sorter.columnKey as MemberSort) : null, order);
    } else if (extra.action === 'paginate') {
      void store.setPage(pagination.current ?? 1, pagination.pageSize ?? store.pageSize);
    }
  };

  const virtual = store.pageSize > VIRTUAL_FROM;
  return (
    <div>
      <Flex className="partner-toolbar" gap={8} wrap align="center">
        <SearchField
          label={t('members.searchPlaceholder')}
          labelHidden
          placeholder={t('members.searchPlaceholder')}
          maxLength={SEARCH_MAX_LENGTH}
          onSearch={(search) => void store.setFilters({ search })}
          style={{ maxWidth: 280 }}
        />
        <SearchField
          label={t('members.partnerPlaceholder')}
          labelHidden
          placeholder={t('members.partnerPlaceholder')}
          maxLength={PARTNER_MAX_LENGTH}
          onSearch={(partner) => void store.setFilters({ partner })}
          style={{ maxWidth: 220 }}
        />
        <Select<StateFilter>
          aria-label={t('members.stateFilter')}
          value={store.state}
          onChange={(state) => void store.setFilters({ state })}
          options={[
            { value: 'all', label: `${t('members.stateFilter')}: ${t('common.all')}` },
            { value: 'normal', label: t('common.state.normal') },
            { value: 'stop', label: t('common.state.stop') },
          ]}
        />
        <span style={{ marginLeft: 'auto' }} aria-live="polite">
          {store.status === 'ready' && t('members.total', { count: store.total })}
        </span>
        <RegisterButton level="member" />
      </Flex>
      {store.status === 'error' ? (
        <LoadError message={store.errorMessage} onRetry={() => void store.load()} />
      ) : (
        <BackOfficeTable<LineMember>
          tableId="partner.members"
          label={t('management.tabs.members')}
          rowKey="id"
          virtual={virtual}
          // antd's virtual table needs its widths in pixels.
          scroll={virtual ? { x: 1500, y: 600 } : undefined}
          columns={memberColumns({ t, language, store, grades: store.grades })}
          actions={memberActions(t, me)}
          dataSource={store.items}
          loading={store.loading}
          locale={{ emptyText: store.loading ? null : t('members.empty') }}
          onChange={onChange}
          pagination={{
            current: store.page,
            pageSize: store.pageSize,
            total: store.total,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            size: 'small',
          }}
        />
      )}
    </div>
  );
});
