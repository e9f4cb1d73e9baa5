import { startRefreshing, useHttp } from '@casino/platform';
import { useKeyboardScrollableTables } from '@casino/platform/back-office';
import { Badge, Tabs, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { BalanceSummary } from '../../../components/balance-summary';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { StatementDesk } from '../components/statement-desk';
import { StatementPageStore, type StatementTab } from '../store/statement-page-store';
import '../statement.css';

/** New requests show up without a reload: both tabs are asked again this often while the page is visible. */
export const POLL_MS = 15_000;

/** /partner/statement: deposit and withdrawal requests of the line, decided from the partner's balance. */
function StatementPage() {
  const http = useHttp();
  const { t } = usePartnerTranslation();
  useKeyboardScrollableTables();
  const [store] = useState(() => new StatementPageStore(http));
  const [tab, setTab] = useState<StatementTab>('members');
  const desk = store.desks[tab];

  useEffect(() => {
    void store.balance.load();
    // The other tab's badge before it is opened.
    void store.desks.subs.poll();
    const stop = startRefreshing(store.refresh, { everyMs: POLL_MS, onVisible: true });
    return () => {
      stop();
      store.stop();
    };
  }, [store]);

  useEffect(() => {
    void desk.list.load();
  }, [desk]);

  const label = (key: StatementTab) => {
    const open = store.desks[key].open;
    const count = open ? open.deposit + open.withdraw : 0;
    return (
      <span>
        {t(`statement.tabs.${key}`)} <Badge count={count} size="small" />
      </span>
    );
  };

  return (
    <div className="partner-statement">
      <Typography.Title level={1}>{t('statement.title')}</Typography.Title>
      <BalanceSummary
        store={store.balance}
        labels={{ label: t('statement.balance.label'), hint: t('statement.balance.hint') }}
        className="partner-statement-balance"
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as StatementTab)}
        items={(['members', 'subs'] as const).map((key) => ({ key, label: label(key), children: <StatementDesk store={store.desks[key]} /> }))}
        destroyOnHidden
      />
    </div>
  );
}

export default observer(StatementPage);
