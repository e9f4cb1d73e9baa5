import type { RollingWorking } from '@casino/contract';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { MemberLink } from '../../../components/member-link';
import { Money } from '../../../components/money';
import { SeoulTime } from '../../../components/seoul-time';
import { WorkingCell } from './working-cell';

/** A round that earned rolling: when, whose bet in which game, its working, and what the ledger credited. */
export function rollingColumns(t: TFunction, days: { from?: string; to?: string }): ColumnsType<RollingWorking> {
  return [
    { key: 'time', title: t('windows.rolling.time'), render: (_, row) => <SeoulTime iso={row.created_at} /> },
    { key: 'earner', title: t('windows.rolling.earner'), render: (_, row) => row.earner.username },
    { key: 'member', title: t('windows.rolling.member'), render: (_, row) => <MemberLink member={row.member} from={days.from} to={days.to} /> },
    { key: 'game', title: t('windows.rolling.game'), render: (_, row) => `${row.game.name} (${t(`common.gameType.${row.game_type}`)})` },
    { key: 'round', title: t('windows.rolling.round'), dataIndex: 'round_id' },
    { key: 'refund', title: t('common.figures.refund'), align: 'right', render: (_, row) => <Money amount={row.refund} /> },
    { key: 'working', title: t('windows.rolling.workingTitle'), render: (_, row) => <WorkingCell row={row} /> },
    {
      key: 'amount',
      title: t('windows.rolling.amount'),
      align: 'right',
      render: (_, row) => (
        <>
          <Money amount={row.amount} />
          {row.amount !== row.expected ? <div className="reports-note">{t('windows.rolling.differs')}</div> : null}
        </>
      ),
    },
  ];
}
