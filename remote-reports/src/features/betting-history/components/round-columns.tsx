import type { BetRound } from '@casino/contract';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { MemberLink } from '../../../components/member-link';
import { Money } from '../../../components/money';
import { SeoulTime } from '../../../components/seoul-time';

/** The amounts, last: the totals row lines up under them. */
export const ROUND_AMOUNTS = ['bet', 'prize', 'refund', 'profit'] as const;

/** The spec's columns (game, round, member, bet, prize, profit, day) and type, brand, refund and time; a round opens its detail. */
export function roundColumns(t: TFunction, onOpen: (round: BetRound) => void): ColumnsType<BetRound> {
  return [
    { key: 'day', title: t('betting.columns.day'), dataIndex: 'day' },
    { key: 'time', title: t('betting.columns.time'), render: (_, row) => <SeoulTime iso={row.created_at} /> },
    { key: 'gameType', title: t('betting.columns.gameType'), render: (_, row) => t(`common.gameType.${row.game_type}`) },
    { key: 'brand', title: t('betting.columns.brand'), render: (_, row) => row.brand.name },
    { key: 'game', title: t('betting.columns.game'), render: (_, row) => row.game.name },
    {
      key: 'round',
      title: t('betting.columns.round'),
      render: (_, row) => (
        <>
          <Button type="link" size="small" aria-label={t('betting.openRound', { round: row.round_id })} onClick={() => onOpen(row)}>
            {row.round_id}
          </Button>
          {!row.closed && <Tag color="blue">{t('betting.open')}</Tag>}
        </>
      ),
    },
    { key: 'member', title: t('betting.columns.member'), render: (_, row) => <MemberLink member={row.member} from={row.day} to={row.day} /> },
    ...ROUND_AMOUNTS.map((figure) => ({
      key: figure,
      title: t(`common.figures.${figure}`),
      align: 'right' as const,
      render: (_: unknown, row: BetRound) => <Money amount={row[figure]} />,
    })),
  ];
}
