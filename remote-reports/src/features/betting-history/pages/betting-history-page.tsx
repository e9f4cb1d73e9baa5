import { reportBetting, seoulToday } from '@casino/contract';
import { useHttp } from '@casino/platform';
import { Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { CsvLink } from '../../../components/csv-link';
import { FigureTotals } from '../../../components/figure-totals';
import { PageFrame } from '../../../components/page-frame';
import { ReportFilters } from '../../../components/report-filters';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { useLoadedStore } from '../../../lib/use-loaded-store';
import { ProviderView } from '../components/provider-view';
import { RoundDrawer } from '../components/round-drawer';
import { RoundsTable } from '../components/rounds-table';
import { BettingHistoryStore, type BettingView } from '../store/betting-history-store';

/** /partner/betting-history: the line's rounds by game, member and day, their totals, per provider, and each round's calls. */
function BettingHistoryPage() {
  const { t } = useReportsTranslation();
  const http = useHttp();
  const store = useLoadedStore(() => new BettingHistoryStore(http, seoulToday()));

  const { filters, detail } = store;
  const open = (round: { id: number }) => void detail.open(round.id);
  return (
    <PageFrame title={t('betting.title')}>
      <ReportFilters
        label={t('betting.filters')}
        filter={filters.filter}
        onChange={filters.set}
        onReset={filters.reset}
        fields={{ gameType: true, username: true, nickname: true }}
        catalog={store.catalog}
      />
      <Tabs
        activeKey={store.view}
        onChange={(key) => store.show(key as BettingView)}
        items={[
          {
            key: 'rounds',
            label: t('betting.tabs.rounds'),
            children: (
              <div className="reports-page">
                <FigureTotals tableId="reports.betting-totals" summary={store.summary} />
                <div className="reports-toolbar">
                  <h2>{t('betting.rounds')}</h2>
                  <CsvLink endpoint={reportBetting} query={filters.query} what={t('betting.title')} />
                </div>
                <RoundsTable report="reportBetting" tableId="reports.betting" label={t('betting.rounds')} rounds={store.rounds} sum={store.summary.value?.sum ?? null} onOpen={open} />
              </div>
            ),
          },
          { key: 'providers', label: t('betting.tabs.providers'), children: <ProviderView store={store.providers} filters={filters} onOpen={open} /> },
        ]}
      />
      <RoundDrawer store={detail} />
    </PageFrame>
  );
}

export default observer(BettingHistoryPage);
