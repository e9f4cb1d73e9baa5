import { gameTransactionRanking, REPORT_TABLES, type RankBy, type RankedMember } from '@casino/contract';
import { useLanguage } from '@casino/platform';
import { WindowFrame, type BackOfficeColumn } from '@casino/platform/back-office';
import { observer } from 'mobx-react-lite';
import { CsvLink } from '../../../components/csv-link';
import { figureCells, type Figure } from '../../../components/figure-columns';
import { FigureTotals } from '../../../components/figure-totals';
import { MemberLink } from '../../../components/member-link';
import { ReportFilters } from '../../../components/report-filters';
import { ReportTable } from '../../../components/report-table';
import { reportTotals } from '../../../components/report-totals';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { formatCount } from '../../../lib/format';
import { tableColumns } from '../../../lib/report-columns';
import { useWindowReport } from '../../../lib/use-window-report';
import { gameRankingReport } from '../store/ranking-reports';
import '../../../components/reports.css';

/** The figure a ranking orders by: losing is the line's win/lose on the member's play. */
const RANKED: Record<RankBy, Figure> = { bet: 'bet', rolling: 'rolling', losing: 'win_lose' };

/** /windows/<by>-rank: the line's members with the most bet, rolling or losing in the days, and the line's totals (its CSV's columns and totals row). */
export const RankingWindow = observer(function RankingWindow({ by }: { by: RankBy }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const { report } = useWindowReport((http, initial) => gameRankingReport(http, by, initial));

  const { filters, summary } = report;
  const { from, to, game_type } = filters.query;
  const title = t(`common.windows.${by}-rank`);
  const ranked = RANKED[by];
  // A phone's card: the rank (its title, the contract's first column), the member and the figure it is ranked by.
  const figures = figureCells<RankedMember>(language, undefined, [ranked]);
  const columns: BackOfficeColumn<RankedMember>[] = tableColumns(REPORT_TABLES.gameTransactionRanking.columns, language, {
    rank: { dataIndex: 'rank', align: 'right' },
    member: { card: true, render: (_, row) => <MemberLink member={row.member} from={from} to={to} /> },
    partner: { render: (_, row) => row.partner.username },
    ...figures,
    [ranked]: { ...figures[ranked], className: 'reports-ranked', onHeaderCell: () => ({ 'aria-sort': 'descending' as const }) },
  });
  const sum = summary?.value?.sum;

  return (
    <WindowFrame wide title={title}>
      <ReportFilters label={t('windows.rank.filters', { title })} filter={filters.filter} onChange={filters.set} onReset={filters.reset} fields={{ gameType: true }} />
      {summary?.value && <p className="reports-range">{t('windows.rank.members', { n: formatCount(summary.value.members, language) })}</p>}
      {summary && <FigureTotals tableId={`reports.${by}-rank-totals`} summary={summary} />}
      <div className="reports-toolbar">
        <h2>{t('windows.rank.list')}</h2>
        <CsvLink endpoint={gameTransactionRanking} query={{ by, from, to, game_type }} what={title} />
      </div>
      <ReportTable<RankedMember>
        tableId={`reports.${by}-rank`}
        label={title}
        rows={report.rows}
        rowKey={(row) => row.member.id}
        empty={t('windows.rank.empty')}
        columns={columns}
        totals={sum ? reportTotals('gameTransactionRanking', sum, language) : null}
      />
    </WindowFrame>
  );
});
