import { gameTransactionList, REPORT_TABLES, type GameTransaction } from '@casino/contract';
import { useLanguage } from '@casino/platform';
import { WindowFrame } from '@casino/platform/back-office';
import { Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { callCells } from '../../../components/call-columns';
import { CsvLink } from '../../../components/csv-link';
import { FigureTotals } from '../../../components/figure-totals';
import { ReportFilters } from '../../../components/report-filters';
import { ReportTable } from '../../../components/report-table';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { tableColumns } from '../../../lib/report-columns';
import { useWindowReport } from '../../../lib/use-window-report';
import { useWindowParams } from '../../../lib/window-query';
import { betListReport } from '../store/bet-list-report';
import '../../../components/reports.css';

/** The member's calls and figures; mounted only with a member id. */
const MemberBets = observer(function MemberBets({ id }: { id: number }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const { report, params } = useWindowReport((http, initial) => betListReport(http, id, initial));

  const { filters, summary } = report;
  const name = summary?.value?.member.username ?? params.username;
  const title = name ? t('windows.betList.heading', { username: name }) : t('windows.betList.title');
  return (
    <WindowFrame wide title={title}>
      <ReportFilters label={t('windows.betList.filters')} filter={filters.filter} onChange={filters.set} onReset={filters.reset} fields={{}} />
      {summary && <FigureTotals tableId="reports.bet-list-totals" summary={summary} />}
      <div className="reports-toolbar">
        <h2>{t('windows.betList.calls')}</h2>
        <CsvLink endpoint={gameTransactionList} query={{ user_id: id, from: filters.query.from, to: filters.query.to }} what={title} />
      </div>
      <ReportTable<GameTransaction>
        tableId="reports.bet-list"
        label={t('windows.betList.calls')}
        rows={report.rows}
        rowKey="txn_id"
        empty={t('windows.betList.empty')}
        columns={tableColumns(REPORT_TABLES.gameTransactionList.columns, language, {
          ...callCells<GameTransaction>(t),
          // A refused first bet or a rollback of a bet never seen opened no round, so it names no game.
          game: { render: (_, row) => (row.game && row.game_type ? `${row.game.name} (${t(`common.gameType.${row.game_type}`)})` : t('windows.betList.noRound')) },
          round_id: { render: (_, row) => row.round.round_id ?? t('common.none') },
        })}
      />
    </WindowFrame>
  );
});

/** /windows/bet-list?id=&username=: one member's bets, wins and rollbacks, opened from a member's name in a report. */
export default function BetListWindow() {
  const { t } = useReportsTranslation();
  const params = useWindowParams();
  if (params.id === null) {
    return (
      <WindowFrame wide title={t('windows.betList.title')}>
        <Result status="warning" title={t('windows.missingMember')} />
      </WindowFrame>
    );
  }
  return <MemberBets key={params.id} id={params.id} />;
}
