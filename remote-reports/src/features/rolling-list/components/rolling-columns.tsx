import { REPORT_TABLES, type RollingWorking } from '@casino/contract';
import type { Lang } from '@casino/platform';
import type { BackOfficeColumn } from '@casino/platform/back-office';
import type { ReportsT } from '../../../i18n/use-reports-translation';
import { MemberLink } from '../../../components/member-link';
import { Money } from '../../../components/money';
import { SeoulTime } from '../../../components/seoul-time';
import { tableColumns } from '../../../lib/report-columns';
import { WorkingCell } from './working-cell';

/**
 * A round that earned rolling: when, whose bet in which game, its working, and what the ledger
 * credited (the rolling CSV's columns); whose bet, the working and the credit on a phone's card.
 */
export function rollingColumns(t: ReportsT, language: Lang, days: { from?: string; to?: string }): BackOfficeColumn<RollingWorking>[] {
  return tableColumns(REPORT_TABLES.reportRolling.columns, language, {
    time: { render: (_, row) => <SeoulTime iso={row.created_at} /> },
    earner: { render: (_, row) => row.earner.username },
    member: { card: true, render: (_, row) => <MemberLink member={row.member} from={days.from} to={days.to} /> },
    game: { render: (_, row) => `${row.game.name} (${t(`common.gameType.${row.game_type}`)})` },
    round_id: { dataIndex: 'round_id' },
    refund: { align: 'right', render: (_, row) => <Money amount={row.refund} /> },
    working: { card: true, render: (_, row) => <WorkingCell row={row} /> },
    amount: {
      align: 'right',
      card: true,
      render: (_, row) => (
        <>
          <Money amount={row.amount} />
          {row.amount !== row.expected ? <div className="reports-note">{t('windows.rolling.differs')}</div> : null}
        </>
      ),
    },
  });
}
