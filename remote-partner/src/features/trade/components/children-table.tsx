import { agencyTradeUserList, maxLengthOf, type TradeChild } from '@casino/contract';
import { formatKrwWithUnit, pagedTableProps, useLanguage } from '@casino/platform';
import { BackOfficeTable, SearchField, type BackOfficeColumn } from '@casino/platform/back-office';
import { Alert, Button, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import type { ChildrenStore } from '../store/children-store';

const SEARCH_MAX_LENGTH = maxLengthOf(agencyTradeUserList.query, 'username');

/** The direct children with what each holds; "Select" picks the one the form trades with. */
export const ChildrenTable = observer(function ChildrenTable({ store }: { store: ChildrenStore }) {
  const { t } = usePartnerTranslation();
  const { language } = useLanguage();
  const headingId = useId();
  const selectedId = store.selected?.id;

  const columns: BackOfficeColumn<TradeChild>[] = [
    { key: 'username', title: t('trade.children.username'), dataIndex: 'username' },
    { key: 'nickname', title: t('trade.children.nickname'), dataIndex: 'nickname' },
    { key: 'level', title: t('trade.children.level'), card: true, render: (_, row) => t(`common.level.${row.level}`) },
    {
      key: 'state',
      title: t('trade.children.state'),
      card: true,
      render: (_, row) => <Tag color={row.state === 'normal' ? 'green' : 'red'}>{t(`common.state.${row.state}`)}</Tag>,
    },
    { key: 'balance', title: t('trade.children.balance'), align: 'right', card: true, render: (_, row) => formatKrwWithUnit(row.balance, language) },
  ];

  // Picking the child the form trades with: a toggle that says which one is picked.
  const select = (row: TradeChild) => (
    <Button
      size="small"
      type={row.id === selectedId ? 'primary' : 'default'}
      aria-pressed={row.id === selectedId}
      aria-label={t('trade.children.selectOne', { username: row.username })}
      onClick={() => store.select(row)}
    >
      {row.id === selectedId ? t('trade.children.selected') : t('trade.children.select')}
    </Button>
  );

  return (
    <section aria-labelledby={headingId} className="partner-trade-children">
      <h2 id={headingId}>{t('trade.children.title')}</h2>
      <SearchField
        label={t('trade.children.search')}
        labelHidden
        placeholder={t('trade.children.search')}
        maxLength={SEARCH_MAX_LENGTH}
        onSearch={(value) => void store.setSearch(value)}
        style={{ marginBottom: 8 }}
      />
      {store.list.status === 'error' ? (
        <Alert
          type="error"
          showIcon
          title={t('trade.children.loadFailed')}
          description={store.list.errorMessage}
          action={<Button onClick={() => void store.list.load()}>{t('common.retry')}</Button>}
        />
      ) : (
        <BackOfficeTable<TradeChild>
          {...pagedTableProps(store.list, t('trade.children.empty'))}
          tableId="partner.trade-children"
          label={t('trade.children.title')}
          rowKey="id"
          rowClassName={(row) => (row.id === selectedId ? 'partner-trade-row--selected' : '')}
          columns={columns}
          actions={{ title: t('trade.children.select'), render: select }}
        />
      )}
    </section>
  );
});
