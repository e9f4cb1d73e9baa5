import { REPORT_TABLES, type BetRound } from '@casino/contract';
import type { Lang } from '@casino/platform';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { MemberLink } from '../../../components/member-link';
import { Money } from '../../../components/money';
import { SeoulTime } from '../../../components/seoul-time';
import { tableColumns } from '../../../lib/report-columns';

const amount = (figure: 'bet' | 'prize' | 'refund' | 'profit' | 'rolling' | 'win_lose') => ({
  align: 'right' as const,
  render: (_: unknown, row: BetRound) => <Money amount={row[figure]} />,
});

/**
 * The spec's columns (game, round, member, bet, prize, profit, day) and type, brand, refund,
 * rolling, win/lose and time, as the contract lists them for the screen and its CSV; a round
 * opens its detail.
 */
export function roundColumns(t: TFunction, language: Lang, onOpen: (round: BetRound) => void): ColumnsType<BetRound> {
  return tableColumns(REPORT_TABLES.reportBetting.columns, language, {
    day: { dataIndex: 'day' },
    time: { render: (_, row) => <SeoulTime iso={row.created_at} /> },
    game_type: { render: (_, row) => t(`common.gameType.${row.game_type}`) },
    brand: { render: (_, row) => row.brand.name },
    game: { render: (_, row) => row.game.name },
    round_id: {
      render: (_, row) => (
        <>
          <Button type="link" size="small" aria-label={t('betting.openRound', { round: row.round_id })} onClick={() => onOpen(row)}>
            {row.round_id}
          </Button>
          {!row.closed && <Tag color="blue">{t('betting.open')}</Tag>}
        </>
      ),
    },
    member: { render: (_, row) => <MemberLink member={row.member} from={row.day} to={row.day} /> },
    bet: amount('bet'),
    prize: amount('prize'),
    refund: amount('refund'),
    profit: amount('profit'),
    rolling: amount('rolling'),
    win_lose: amount('win_lose'),
  });
}
