import { type ChildAccount, maxLengthOf, userChildList } from '@casino/contract';
import { pagedTableProps, useHttp, useLanguage, useUser } from '@casino/platform';
import { BackOfficeTable, LoadError, SearchField } from '@casino/platform/back-office';
import { Breadcrumb, Button, Flex, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { RegisterButton } from '../../../components/register-button';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { useRefreshSignal } from '../../../lib/use-refresh-signal';
import { PartnersStore, type LevelFilter } from '../store/partners-store';
import { partnerActions, partnerColumns } from './partner-columns';

const SEARCH_MAX_LENGTH = maxLengthOf(userChildList.query, 'username');

/** The partners tab: the signed-in partner's line, one level at a time, with its money and controls. */
export const PartnersTab = observer(function PartnersTab() {
  const { t } = usePartnerTranslation();
  const http = useHttp();
  const user = useUser();
  const { language } = useLanguage();
  const me = user.account;
  const [store] = useState(() => new PartnersStore(http, { username: me?.username ?? '', level: me?.level ?? 'agency' }));
  const { list } = store;

  useEffect(() => {
    void store.load();
  }, [store]);
  useRefreshSignal(() => void store.load());

  const callerMaster = me?.level === 'master' ? me.username : (user.user?.parent_username ?? null);

  return (
    <div>
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={store.path.map((step, index) => ({
          key: step.username,
          title:
            index === store.path.length - 1 ? (
              <span aria-current="location">{index === 0 ? t('partners.root') : step.username}</span>
            ) : (
              <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => void store.goTo(index)}>
                {index === 0 ? t('partners.root') : step.username}
              </Button>
            ),
        }))}
      />
      <Flex className="partner-toolbar" gap={8} wrap align="center">
        <Select<LevelFilter>
          aria-label={t('partners.levelFilter')}
          value={store.level}
          onChange={(level) => void store.setLevel(level)}
          options={[
            { value: 'all', label: t('common.all') },
            { value: 'agency', label: t('common.level.agency') },
            { value: 'member', label: t('common.level.member') },
          ]}
        />
        <SearchField
          key={store.current.username}
          label={t('partners.searchPlaceholder')}
          labelHidden
          placeholder={t('partners.searchPlaceholder')}
          maxLength={SEARCH_MAX_LENGTH}
          onSearch={(value) => void store.setSearch(value)}
          style={{ maxWidth: 320 }}
        />
        <Flex gap={8} wrap style={{ marginLeft: 'auto' }}>
          {me?.level === 'master' && store.showsOwnChildren && <RegisterButton level="agency" />}
          <RegisterButton level="member" />
        </Flex>
      </Flex>
      {list.status === 'error' ? (
        <LoadError message={list.errorMessage} onRetry={() => void store.load()} />
      ) : (
        <BackOfficeTable<ChildAccount>
          {...pagedTableProps(list, t('partners.empty'))}
          tableId="partner.partners"
          label={t('management.tabs.partners')}
          rowKey="id"
          columns={partnerColumns({ t, language, store, callerMaster })}
          actions={partnerActions(t, store)}
        />
      )}
    </div>
  );
});
