import { gameTransactionRanking, type RankBy, type RankedMember } from '@casino/contract';
import { useLanguage } from '@casino/platform';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { CsvLink } from '../../../components/csv-link';
import { figureColumns, FIGURES, type Figure } from '../../../components/figure-columns';
import { FigureTotals } from '../../../components/figure-totals';
import { MemberLink } from '../../../components/member-link';
import { ReportFilters } from '../../../components/report-filters';
import { ReportTable } from '../../../components/report-table';
import { WindowFrame } from '../../../components/window-frame';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { formatCount } from '../../../lib/format';
import { useWindowReport } from '../../../lib/use-window-report';
import { gameRankingReport } from '../store/ranking-reports';

/** The figure a ranking orders by: losing is the line's win/lose on the member's play. */
const RANKED: Record<RankBy, Figure> = { bet: 'bet', rolling: 'rolling', losing: 'win_lose' };

/** /windows/<by>-rank: the line's members with the most bet, rolling or losing in the days, and the line's totals. */
export const RankingWindow = observer(function RankingWindow({ by }: { by: RankBy }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const { report } = useWindowReport((http, initial) => gameRankingReport(http, by, initial));

  const { filters, summary } = report;
  const { from, to, game_type } = filters.query;
  const title = t(`common.windows.${by}-rank`);
  const ranked = RANKED[by];
  const columns: ColumnsType<RankedMember> = [
    { key: 'rank', title: t('windows.rank.rank'), dataIndex: 'rank', align: 'right' },
    { key: 'member', title: t('windows.rank.member'), render: (_, row) => <MemberLink member={row.member} from={from} to={to} /> },
    { key: 'partner', title: t('windows.rank.partner'), render: (_, row) => row.partner.username },
    ...figureColumns<RankedMember>(t, language, FIGURES).map((column) =>
      column.key === ranked ? { ...column, className: 'reports-ranked', onHeaderCell: () => ({ 'aria-sort': 'descending' as const }) } : column,
    ),
  ];

  return (
    <WindowFrame title={title}>
      <ReportFilters label={t('windows.rank.filters', { title })} filter={filters.filter} onChange={filters.set} onReset={filters.reset} fields={{ gameType: true }} />
      {summary?.value && <p className="reports-range">{t('windows.rank.members', { n: formatCount(summary.value.members, language) })}</p>}
      {summary && <FigureTotals summary={summary} />}
      <div className="reports-toolbar">
        <h2>{t('windows.rank.list')}</h2>
        <CsvLink endpoint={gameTransactionRanking} query={{ by, from, to, game_type }} what={title} />
      </div>
      <ReportTable<RankedMember> label={title} rows={report.rows} rowKey={(row) => row.member.id} empty={t('windows.rank.empty')} columns={columns} />
    </WindowFrame>
  );
});
