import { reportBettingProviderHistory, type BetRound, type DataOf, type reportBettingProvider } from '@casino/contract';
import { useLanguage } from '@casino/platform';
import { Button } from 'antd';
import type { BackOfficeColumn } from '@casino/platform/back-office';
import { observer } from 'mobx-react-lite';
import { CsvLink } from '../../../components/csv-link';
import { figureColumns } from '../../../components/figure-columns';
import { figureTotals } from '../../../components/report-totals';
import { ResourceTable } from '../../../components/resource-table';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import type { FilterState } from '../../../lib/filter-state';
import type { ProviderStore } from '../store/provider-store';
import { RoundsTable } from './rounds-table';

type ProviderRow = DataOf<typeof reportBettingProvider>['items'][number];

interface ProviderViewProps {
  store: ProviderStore;
  filters: FilterState;
  onOpen: (round: BetRound) => void;
}

/** The days' rounds per game provider; a provider's name lists its rounds under the filter. */
export const ProviderView = observer(function ProviderView({ store, filters, onOpen }: ProviderViewProps) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const { totals, provider } = store;

  const columns: BackOfficeColumn<ProviderRow>[] = [
    {
      key: 'provider',
      title: t('betting.providers.provider'),
      render: (_, row) => (
        <Button type="link" size="small" aria-label={t('betting.providers.show', { provider: row.provider })} aria-pressed={row.provider === provider} onClick={() => void store.pick(row.provider)}>
          {row.provider}
        </Button>
      ),
    },
    ...figureColumns<ProviderRow>(language),
  ];

  return (
    <div className="reports-page">
      <ResourceTable
        tableId="reports.providers"
        label={t('betting.providers.title')}
        resource={totals}
        rows={(data) => data.items}
        rowKey="provider"
        empty={t('betting.providers.empty')}
        columns={columns}
        totals={(data) => figureTotals(data.sum, language)}
      />
      {provider && (
        <section aria-label={t('betting.providers.rounds', { provider })}>
          <div className="reports-toolbar">
            <h2>{t('betting.providers.rounds', { provider })}</h2>
            <CsvLink endpoint={reportBettingProviderHistory} query={{ provider, ...filters.query }} what={t('betting.providers.rounds', { provider })} />
          </div>
          <RoundsTable
            report="reportBettingProviderHistory"
            tableId="reports.provider-rounds"
            label={t('betting.providers.rounds', { provider })}
            rounds={store.rounds}
            // The provider's row above sums its rounds of the filter.
            sum={totals.value?.items.find((row) => row.provider === provider) ?? null}
            onOpen={onOpen}
          />
        </section>
      )}
    </div>
  );
});
