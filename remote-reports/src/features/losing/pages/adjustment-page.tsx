import { reportLosing, seoulToday } from '@casino/contract';
import { useHttp } from '@casino/platform';
import { LoadError } from '@casino/platform/back-office';
import { Pagination } from 'antd';
import { observer } from 'mobx-react-lite';
import { CsvLink } from '../../../components/csv-link';
import { PageFrame } from '../../../components/page-frame';
import { WindowLinks } from '../../../components/window-links';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { useLoadedStore } from '../../../lib/use-loaded-store';
import { LosingFigureCard } from '../components/losing-figure-card';
import { PeriodPicker } from '../components/period-picker';
import { SettleBar } from '../components/settle-bar';
import { LosingStore } from '../store/losing-store';
import '../losing.css';

/** /partner/adjsutment: the losing settlement of a period, the caller's figure and each line partner's with its working. */
function AdjustmentPage() {
  const { t } = useReportsTranslation();
  const http = useHttp();
  const store = useLoadedStore(() => new LosingStore(http, seoulToday()));

  const { list } = store.figures;
  const answer = store.answer;
  return (
    <PageFrame title={t('losing.title')}>
      <PeriodPicker kind={store.kind} day={store.day} onChange={(kind, day) => void store.setPeriod(kind, day)} />
      <div className="reports-toolbar">
        <WindowLinks from={answer?.period.from ?? null} to={answer?.period.to ?? null} windows={['rolling-list', 'losing-rank']} label={t('losing.windows')} />
        <CsvLink endpoint={reportLosing} query={{ period: store.kind, day: store.day }} what={t('losing.title')} />
      </div>
      {list.status === 'error' ? (
        <LoadError message={list.errorMessage} onRetry={() => void list.load()} />
      ) : !answer ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <>
          <SettleBar store={store} />
          <section aria-labelledby="reports-losing-own" className="reports-page">
            <h2 id="reports-losing-own">{t('losing.ownTitle')}</h2>
            <LosingFigureCard figure={answer.own} own />
          </section>
          <section aria-labelledby="reports-losing-line" className="reports-page" aria-busy={list.loading}>
            <h2 id="reports-losing-line">{t('losing.lineTitle', { n: list.total })}</h2>
            {list.items.length === 0 ? <p>{t('losing.lineEmpty')}</p> : list.items.map((figure) => <LosingFigureCard key={figure.partner.id} figure={figure} />)}
            <Pagination current={list.page} pageSize={list.pageSize} total={list.total} hideOnSinglePage showSizeChanger={false} size="small" onChange={(page) => void list.setPage(page)} />
          </section>
        </>
      )}
    </PageFrame>
  );
}

export default observer(AdjustmentPage);
