import { REPORT_TABLES, reportByUser, type MemberFigures } from '@casino/contract';
import { useLanguage } from '@casino/platform';
import { figureCells } from '../../../components/figure-columns';
import { MemberLink } from '../../../components/member-link';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { tableColumns } from '../../../lib/report-columns';
import { getByUserSummary } from '../../../api/get-by-user-summary';
import { listByUser } from '../../../api/list-by-user';
import { FigureListPage } from '../components/figure-list-page';

const CALLS = { list: listByUser, summary: getByUserSummary };

/** /partner/statistice-by-user: every member of the line who played in the range, sorted by a figure; a member opens its bets. */
export default function StatisticsByUserPage() {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  return (
    <FigureListPage<MemberFigures>
      title={t('statistics.byUser.title')}
      tableId="reports.statistics-by-user"
      endpoint={reportByUser}
      calls={CALLS}
      subject={t('statistics.columns.member')}
      rowKey={(row) => row.member.id}
      labelOf={(row) => row.member.username}
      empty={t('statistics.byUser.empty')}
      report="reportByUser"
      columns={({ from, to, order }) =>
        tableColumns(REPORT_TABLES.reportByUser.columns, language, {
          member: { render: (_, row) => <MemberLink member={row.member} from={from} to={to} /> },
          partner: { render: (_, row) => row.partner.username },
          ...figureCells(language, order),
        })
      }
    />
  );
}
