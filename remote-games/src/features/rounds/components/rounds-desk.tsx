import { isDay, seoulToday, STALE_ROUND_MINUTES, staffRoundReconciliation } from '@casino/contract';
import { useHttp } from '@casino/platform';
import { LoadError, LoadingBlock } from '@casino/platform/back-office';
import { Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRoundsTranslation } from '../../../i18n/use-rounds-translation';
import { RoundsStore } from '../store/rounds-store';
import { CloseRoundDialog } from './close-round-dialog';
import { ReconciliationLists } from './reconciliation-lists';
import { RoundsFilters } from './rounds-filters';

const PROVIDER_CODE = staffRoundReconciliation.query.properties.provider;
const PROVIDER_PATTERN = new RegExp(PROVIDER_CODE.pattern ?? '.');

/** A provider's code from the address as the contract spells one, or null (every provider). */
const toProvider = (value: string | null): string | null => (value && value.length <= (PROVIDER_CODE.maxLength ?? value.length) && PROVIDER_PATTERN.test(value) ? value : null);

/**
 * The day and provider (`?day=2026-12-06&provider=evolution`, so a reload or a shared link shows
 * the same), the day's answer, and the question before a round is closed.
 */
export const RoundsDesk = observer(function RoundsDesk() {
  const { t } = useRoundsTranslation();
  const http = useHttp();
  const [store] = useState(() => new RoundsStore(http));
  const [today] = useState(() => seoulToday());
  const [params, setParams] = useSearchParams();
  const dayParam = params.get('day');
  const day = isDay(dayParam) && dayParam <= today ? dayParam : today;
  const provider = toProvider(params.get('provider'));
  const { reconciliation } = store;

  useEffect(() => {
    void store.show(day, provider);
  }, [store, day, provider]);
  useEffect(() => store.stop, [store]);

  const choose = (nextDay: string, nextProvider: string | null) => setParams({ day: nextDay, ...(nextProvider ? { provider: nextProvider } : {}) });

  return (
    <>
      <Typography.Paragraph className="games-staff-intro">{t('intro', { minutes: reconciliation.value?.stale_after_minutes ?? STALE_ROUND_MINUTES })}</Typography.Paragraph>
      <RoundsFilters day={day} provider={provider} providers={store.providers} today={today} onChange={choose} />
      {reconciliation.status === 'error' ? (
        <LoadError message={reconciliation.errorMessage} onRetry={() => void reconciliation.load()} />
      ) : reconciliation.value === null ? (
        <LoadingBlock rows={8} />
      ) : (
        <ReconciliationLists answer={reconciliation.value} loading={reconciliation.status === 'loading'} onClose={store.closing.ask} />
      )}
      <CloseRoundDialog closing={store.closing} />
    </>
  );
});
