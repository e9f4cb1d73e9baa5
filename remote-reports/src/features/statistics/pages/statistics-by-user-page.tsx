import { reportByUser, type MemberFigures } from '@casino/contract';
import { MemberLink } from '../../../components/member-link';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { getByUserSummary } from '../api/get-by-user-summary';
import { listByUser } from '../api/list-by-user';
import { FigureListPage } from '../components/figure-list-page';

const CALLS = { list: listByUser, summary: getByUserSummary };

/** /partner/statistice-by-user: every member of the line who played in the range, sorted by a figure; a member opens its bets. */
export default function StatisticsByUserPage() {
  const { t } = useReportsTranslation();
  return (
    <FigureListPage<MemberFigures>
      title={t('statistics.byUser.title')}
      endpoint={reportByUser}
      calls={CALLS}
      subject={t('statistics.columns.member')}
      rowKey={(row) => row.member.id}
      labelOf={(row) => row.member.username}
      empty={t('statistics.byUser.empty')}
      lead={({ from, to }) => [
        { key: 'member', title: t('statistics.columns.member'), render: (_, row) => <MemberLink member={row.member} from={from} to={to} /> },
        { key: 'partner', title: t('statistics.columns.partner'), render: (_, row) => row.partner.username },
      ]}
    />
  );
}
