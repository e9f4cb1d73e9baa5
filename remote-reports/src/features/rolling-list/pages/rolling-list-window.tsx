import { reportRolling, type RollingWorking } from '@casino/contract';
import { useLanguage } from '@casino/platform';
import { WindowFrame } from '@casino/platform/back-office';
import { observer } from 'mobx-react-lite';
import { CsvLink } from '../../../components/csv-link';
import { ReportFilters } from '../../../components/report-filters';
import { ReportTable } from '../../../components/report-table';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { useWindowReport } from '../../../lib/use-window-report';
import { rollingColumns } from '../components/rolling-columns';
import { RollingTotals } from '../components/rolling-totals';
import { rollingListReport, rollingQuery } from '../store/rolling-list-report';
import '../../../components/reports.css';

/**
 * /windows/rolling-list?id=: the rolling credited to a partner of the line (`id`; the signed-in
 * partner without it) in the days, each credit with its working. A member's `id` (as the other
 * account windows take it) shows that member's rounds, as they credited the signed-in partner.
 */
function RollingListWindow() {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const { report, params } = useWindowReport((http, initial, { id }) => rollingListReport(http, id, initial));

  const { filters, summary } = report;
  const answer = summary?.value;
  const named = answer?.earner.username ?? params.username;
  const title = answer?.member
    ? t('windows.rolling.memberHeading', { member: answer.member.username, earner: answer.earner.username })
    : named
      ? t('windows.rolling.heading', { username: named })
      : t('common.windows.rolling-list');
  return (
    <WindowFrame wide title={title}>
      <ReportFilters label={t('windows.rolling.filters')} filter={filters.filter} onChange={filters.set} onReset={filters.reset} fields={{ gameType: true, username: true }} />
      {summary && <RollingTotals summary={summary} />}
      <div className="reports-toolbar">
        <h2>{t('windows.rolling.list')}</h2>
        <CsvLink endpoint={reportRolling} query={rollingQuery(params.id, filters.query)} what={title} />
      </div>
      <ReportTable<RollingWorking> tableId="reports.rolling-list" label={t('windows.rolling.list')} rows={report.rows} rowKey="id" empty={t('windows.rolling.empty')} columns={rollingColumns(t, language, filters.query)} />
    </WindowFrame>
  );
}

export default observer(RollingListWindow);
