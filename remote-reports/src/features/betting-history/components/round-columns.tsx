import { REPORT_TABLES, type BetRound } from '@casino/contract';
import type { Lang } from '@casino/platform';
import { Button, Tag } from 'antd';
import type { BackOfficeColumn } from '@casino/platform/back-office';
import type { ReportsT } from '../../../i18n/use-reports-translation';
import { MemberLink } from '../../../components/member-link';
import { Money } from '../../../components/money';
import { SeoulTime } from '../../../components/seoul-time';
import { tableColumns } from '../../../lib/report-columns';

/** A round's key figures on a phone's card: what was bet and won, and what the house kept. */
const KEY_AMOUNTS = new Set(['bet', 'prize', 'profit']);

const amount = (figure: 'bet' | 'prize' | 'refund' | 'profit' | 'rolling' | 'win_lose') => ({
  align: 'right' as const,
  card: KEY_AMOUNTS.has(figure),
  render: (_: unknown, row: BetRound) => <Money amount={row[figure]} />,
});

/**
 * The spec's columns (game, round, member, bet, prize, profit, day) and type, brand, refund,
 * rolling, win/lose and time, as the contract lists them for the screen and its CSV; a round
 * opens its detail. The day comes first (the contract's order, pinned); a phone's card shows the
 * round (which opens it) and the member who played it, then its bet, prize and profit.
 */
export function roundColumns(t: ReportsT, language: Lang, onOpen: (round: BetRound) => void): BackOfficeColumn<BetRound>[] {
  return tableColumns(REPORT_TABLES.reportBetting.columns, language, {
    day: { dataIndex: 'day' },
    time: { render: (_, row) => <SeoulTime iso={row.created_at} /> },
    game_type: { render: (_, row) => t(`common.gameType.${row.game_type}`) },
    brand: { render: (_, row) => row.brand.name },
    game: { render: (_, row) => row.game.name },
    round_id: {
      card: true,
      render: (_, row) => (
        <>
          <Button type="link" size="small" aria-label={t('betting.openRound', { round: row.round_id })} onClick={() => onOpen(row)}>
            {row.round_id}
          </Button>
          {!row.closed && <Tag color="blue">{t('betting.open')}</Tag>}
        </>
      ),
    },
    member: { card: true, render: (_, row) => <MemberLink member={row.member} from={row.day} to={row.day} /> },
    bet: amount('bet'),
    prize: amount('prize'),
    refund: amount('refund'),
    profit: amount('profit'),
    rolling: amount('rolling'),
    win_lose: amount('win_lose'),
  });
}
