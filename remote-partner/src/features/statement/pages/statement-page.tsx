import { startRefreshing, useEvents, useHttp, useLiveTopics, usePlatform } from '@casino/platform';
import { LoadingBlock, useKeyboardScrollableTables } from '@casino/platform/back-office';
import { Badge, Tabs, Typography } from 'antd';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { BalanceSummary } from '../../../components/balance-summary';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { readStatementLink, statementSearch, type StatementTab } from '../../../lib/statement-link';
import { StatementDesk } from '../components/statement-desk';
import { filterOfLink } from '../store/statement-filter';
import { StatementPageStore } from '../store/statement-page-store';
import '../statement.css';

/** New requests show up without a reload: both tabs are asked again this often while the page is visible. */
export const POLL_MS = 15_000;

const TABS: StatementTab[] = ['members', 'subs'];

/** Marks the page's own changes of its address (tab, filter), apart from a link or the menu opening it. */
const OWN = { replace: true, state: { statementPage: true } };

/**
 * /partner/statement: deposit and withdrawal requests of the line, decided from the partner's
 * balance. The tab and the type and status filters are in the URL (`?tab=subs&type=deposit&status=open`);
 * without a tab it opens where requests wait.
 */
function StatementPage() {
  const http = useHttp();
  const events = useEvents();
  const { realtime } = usePlatform();
  const { t } = usePartnerTranslation();
  useKeyboardScrollableTables();
  const [params, setParams] = useSearchParams();
  const link = readStatementLink(params);
  const [store] = useState(() => new StatementPageStore(http, filterOfLink(link)));
  const tab = link.tab ?? store.chosenTab;
  const desk = tab ? store.desks[tab] : null;

  useEffect(() => {
    void store.balance.load();
    // The other tab's badge before it is opened.
    void store.desks.subs.poll();
    // While the live channel is heard it says when a request of the line is made or decided: no poll then.
    const stop = startRefreshing(() => store.refresh(), { everyMs: POLL_MS, onVisible: true, quietWhile: realtime });
    // The menu's badge follows what this page learns (a decision here, a new request polled).
    const stopTelling = reaction(
      () => store.openTotal,
      (open) => open !== null && events.emit('partnerRequestsChanged', { open }),
    );
    return () => {
      stop();
      stopTelling();
      store.stop();
    };
  }, [store, events, realtime]);
  useLiveTopics(['request_new', 'requests'], store.refreshSoon);

  const namesNoTab = link.tab === null;
  const askedType = link.type;
  useEffect(() => {
    if (namesNoTab) void store.chooseTab(askedType);
  }, [store, namesNoTab, askedType]);

  useEffect(() => {
    if (desk) void desk.list.load();
  }, [desk]);

  // The address follows the tab and that tab's type and status, so a reload keeps them.
  const searchFor = (key: StatementTab) => statementSearch({ tab: key, type: store.desks[key].filter.type, status: store.desks[key].filter.status });
  const search = tab ? searchFor(tab) : null;
  useEffect(() => {
    if (search !== null && search !== `?${params.toString()}`) setParams(new URLSearchParams(search), OWN);
  }, [search, params, setParams]);

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
      {tab === null ? (
        <LoadingBlock />
      ) : (
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(new URLSearchParams(searchFor(key as StatementTab)), OWN)}
          items={TABS.map((key) => ({ key, label: label(key), children: <StatementDesk store={store.desks[key]} /> }))}
          destroyOnHidden
        />
      )}
    </div>
  );
}

const ObservedStatementPage = observer(StatementPage);

/**
 * A link or the menu's entry opening this page while it is shown starts it afresh, with what that
 * address names (the menu's entry: no filter, the tab where requests wait); the page's own
 * changes of its address do not.
 */
export default function StatementRoute() {
  const location = useLocation();
  const [visit, setVisit] = useState(location.key);
  const own = (location.state as { statementPage?: boolean } | null)?.statementPage === true;
  if (!own && location.key !== visit) setVisit(location.key);
  return <ObservedStatementPage key={visit} />;
}
