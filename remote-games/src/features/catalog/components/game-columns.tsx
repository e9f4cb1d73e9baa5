import type { StaffGame } from '@casino/contract';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { RowActions } from './row-actions';
import { StateTag } from './state-tag';

interface ColumnOptions {
  t: TFunction;
  busyId: number | null;
  onEdit: (game: StaffGame) => void;
  onToggle: (game: StaffGame) => void;
}

/** Image, name, code, state, order, and the row's actions. */
export function gameColumns({ t, busyId, onEdit, onToggle }: ColumnOptions): ColumnsType<StaffGame> {
  return [
    {
      key: 'image',
      title: t('columns.image'),
      render: (_, game) =>
        game.image_url && <img src={game.image_url} alt={t('games.imageAlt', { name: game.name })} width={48} height={48} loading="lazy" className="games-catalog-thumb" />,
    },
    { key: 'name', title: t('columns.name'), dataIndex: 'name' },
    { key: 'code', title: t('columns.code'), dataIndex: 'code' },
    { key: 'state', title: t('columns.state'), render: (_, game) => <StateTag active={game.active} /> },
    { key: 'sort', title: t('columns.sort'), dataIndex: 'sort', align: 'right' },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, game) => (
        <RowActions name={game.name} active={game.active} busy={busyId === game.id} onEdit={() => onEdit(game)} onToggle={() => onToggle(game)} />
      ),
    },
  ];
}
