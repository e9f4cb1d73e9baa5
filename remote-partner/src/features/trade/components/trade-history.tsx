import { formatSeoulDateTime, type Trade } from '@casino/contract';
import { formatKrwWithUnit, pagedTableProps, useLanguage } from '@casino/platform';
import { BackOfficeTable, type BackOfficeColumn } from '@casino/platform/back-office';
import { Alert, Button, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import type { TradeHistoryStore } from '../store/trade-history-store';
import { HistoryFilters } from './history-filters';

/** The trades with the children, newest first: what was sent and what was taken back. */
export const TradeHistory = observer(function TradeHistory({ store }: { store: TradeHistoryStore }) {
  const { t } = usePartnerTranslation();
  const { language } = useLanguage();
  const headingId = useId();

  const columns: BackOfficeColumn<Trade>[] = [
    { key: 'time', title: t('trade.history.columns.time'), render: (_, row) => <time dateTime={row.created_at}>{formatSeoulDateTime(row.created_at)}</time> },
    {
      key: 'direction',
      title: t('trade.history.columns.direction'),
      card: true,
      render: (_, row) => <Tag color={row.direction === 'pay' ? 'blue' : 'orange'}>{t(`trade.directions.${row.direction}`)}</Tag>,
    },
    { key: 'child', title: t('trade.history.columns.child'), card: true, render: (_, row) => `${row.child.username} (${row.child.nickname})` },
    { key: 'level', title: t('trade.history.columns.level'), render: (_, row) => t(`common.level.${row.child.level}`) },
    { key: 'amount', title: t('trade.history.columns.amount'), align: 'right', card: true, render: (_, row) => <strong>{formatKrwWithUnit(row.amount, language)}</strong> },
    { key: 'memo', title: t('trade.history.columns.memo'), render: (_, row) => row.memo || t('common.none') },
  ];

  return (
    <section aria-labelledby={headingId} className="partner-trade-history">
      <h2 id={headingId}>{t('trade.history.title')}</h2>
      <HistoryFilters store={store} />
      {store.list.status === 'error' ? (
        <Alert
          type="error"
          showIcon
          title={t('trade.history.loadFailed')}
          description={store.list.errorMessage}
          action={<Button onClick={() => void store.list.load()}>{t('common.retry')}</Button>}
        />
      ) : (
        <BackOfficeTable<Trade> {...pagedTableProps(store.list, t('trade.history.empty'))} tableId="partner.trade-history" label={t('trade.history.title')} rowKey="id" columns={columns} />
      )}
    </section>
  );
});
