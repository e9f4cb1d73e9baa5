import { depositRank, REPORT_TABLES, withdrawRank, type StatementRank } from '@casino/contract';
import { useLanguage } from '@casino/platform';
import { WindowFrame, type BackOfficeColumn } from '@casino/platform/back-office';
import { observer } from 'mobx-react-lite';
import { CsvLink } from '../../../components/csv-link';
import { MemberLink } from '../../../components/member-link';
import { Money } from '../../../components/money';
import { ReportFilters } from '../../../components/report-filters';
import { ReportTable } from '../../../components/report-table';
import { reportTotals } from '../../../components/report-totals';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { formatCount } from '../../../lib/format';
import { tableColumns } from '../../../lib/report-columns';
import { useWindowReport } from '../../../lib/use-window-report';
import { statementRankReport, type StatementKind } from '../store/ranking-reports';
import '../../../components/reports.css';

const ENDPOINTS = { deposit: depositRank, withdraw: withdrawRank } as const;
const REPORTS = { deposit: 'depositRank', withdraw: 'withdrawRank' } as const;

/** /windows/<kind>-rank: the line's members by approved deposits or withdrawals in the days, with the line's total. */
export const StatementRankWindow = observer(function StatementRankWindow({ kind }: { kind: StatementKind }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const { report } = useWindowReport((http, initial) => statementRankReport(http, kind, initial));

  const { filters, rows } = report;
  const { from, to } = filters.query;
  const answer = rows.answer;
  const title = t(`common.windows.${kind}-rank`);
  // A phone's card: the rank (its title, the contract's first column), the member, how many and how much.
  const columns: BackOfficeColumn<StatementRank>[] = tableColumns(REPORT_TABLES[REPORTS[kind]].columns, language, {
    rank: { dataIndex: 'rank', align: 'right' },
    member: { card: true, render: (_, row) => <MemberLink member={row.member} from={from} to={to} /> },
    partner: { render: (_, row) => row.partner.username },
    count: { align: 'right', card: true, render: (_, row) => formatCount(row.count, language) },
    amount: { align: 'right', card: true, className: 'reports-ranked', onHeaderCell: () => ({ 'aria-sort': 'descending' as const }), render: (_, row) => <Money amount={row.amount} /> },
  });

  return (
    <WindowFrame wide title={title}>
      <ReportFilters label={t('windows.rank.filters', { title })} filter={filters.filter} onChange={filters.set} onReset={filters.reset} fields={{}} />
      {answer && (
        <p className="reports-range">
          {t('windows.rank.statementTotals', { from: answer.from, to: answer.to, n: formatCount(answer.members, language) })} <Money amount={answer.sum} />
        </p>
      )}
      <div className="reports-toolbar">
        <h2>{t('windows.rank.list')}</h2>
        <CsvLink endpoint={ENDPOINTS[kind]} query={{ from, to }} what={title} />
      </div>
      <ReportTable<StatementRank>
        tableId={`reports.${kind}-rank`}
        label={title}
        rows={rows}
        rowKey={(row) => row.member.id}
        empty={t('windows.rank.empty')}
        columns={columns}
        totals={answer ? reportTotals(REPORTS[kind], { amount: answer.sum }, language) : null}
      />
    </WindowFrame>
  );
});
