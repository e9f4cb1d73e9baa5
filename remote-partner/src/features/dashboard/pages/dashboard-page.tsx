import { seoulToday } from '@casino/contract';
import { useHttp, useLiveTopics, usePageTitle } from '@casino/platform';
import { useKeyboardScrollableTables } from '@casino/platform/back-office';
import { Alert, Card, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { BettingTable } from '../components/betting-table';
import { MoneyCards } from '../components/money-cards';
import { PeriodPicker } from '../components/period-picker';
import { PointSummary } from '../components/point-summary';
import { TrendSection } from '../components/trend-section';
import { DashboardStore } from '../store/dashboard-store';
import { periodOf, periodParams } from '../store/period';
import '../../../components/partner.css';
import '../dashboard.css';

/** /partner: the partner home, the line's figures for today, this month or a chosen range (in the URL). */
function DashboardPage() {
  const { t } = usePartnerTranslation();
  useKeyboardScrollableTables();
  const http = useHttp();
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => seoulToday());
  const period = periodOf(params, today);
  const [store] = useState(() => new DashboardStore(http, period, seoulToday));
  usePageTitle(t('dashboard.title'));

  useEffect(() => {
    void store.trend.load();
    return () => store.stop();
  }, [store]);
  useLiveTopics(['request_new', 'requests', 'signup_new'], store.refreshSoon);

  const { kind, from, to } = period;
  useEffect(() => {
    void store.setPeriod({ kind, from, to });
  }, [store, kind, from, to]);

  const refusal = store.periodRefusal;
  return (
    <div className="dashboard-page">
      <Typography.Title level={1} className="partner-window-title">
        {t('dashboard.title')}
      </Typography.Title>
      <PeriodPicker period={period} today={today} onChange={(next) => setParams(periodParams(next))} />
      {refusal !== null ? (
        <Alert type="error" showIcon title={t('dashboard.period.refused')} description={refusal || undefined} />
      ) : (
        <>
          <section aria-labelledby="dashboard-money">
            <h2 id="dashboard-money">{t('dashboard.money.title')}</h2>
            <MoneyCards store={store} />
          </section>
          <Card size="small" title={<h2 id="dashboard-betting">{t('dashboard.betting.title')}</h2>}>
            <BettingTable store={store} />
          </Card>
          <Card size="small" title={<h2 id="dashboard-points">{t('dashboard.points.title')}</h2>}>
            <PointSummary store={store} />
          </Card>
        </>
      )}
      <Card size="small" title={<h2>{t('dashboard.trend.title')}</h2>}>
        <TrendSection store={store} />
      </Card>
    </div>
  );
}

export default observer(DashboardPage);
