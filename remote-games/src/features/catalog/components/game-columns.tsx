import type { StaffGame } from '@casino/contract';
import { RowActions, type ActionsColumn, type BackOfficeColumn } from '@casino/platform/back-office';
import type { CatalogT } from '../../../i18n/use-catalog-translation';
import { catalogActions } from './catalog-actions';
import { StateTag } from './state-tag';

interface ColumnOptions {
  t: CatalogT;
  busyId: number | null;
  onEdit: (game: StaffGame) => void;
  onToggle: (game: StaffGame) => void;
}

/** The name (naming the row), image, code, state and order; image, state and order on a phone's card. */
export function gameColumns(t: CatalogT): BackOfficeColumn<StaffGame>[] {
  return [
    { key: 'name', title: t('columns.name'), dataIndex: 'name' },
    {
      key: 'image',
      title: t('columns.image'),
      card: true,
      render: (_, game) =>
        game.image_url && <img src={game.image_url} alt={t('games.imageAlt', { name: game.name })} width={48} height={48} loading="lazy" className="games-catalog-thumb" />,
    },
    { key: 'code', title: t('columns.code'), dataIndex: 'code' },
    { key: 'state', title: t('columns.state'), card: true, render: (_, game) => <StateTag active={game.active} /> },
    { key: 'sort', title: t('columns.sort'), dataIndex: 'sort', align: 'right', card: true },
  ];
}

/** Edit, and withdraw or restore. */
export function gameActions({ t, busyId, onEdit, onToggle }: ColumnOptions): ActionsColumn<StaffGame> {
  return {
    title: t('columns.actions'),
    render: (game) => (
      <RowActions name={game.name} actions={catalogActions(t, game.name, { active: game.active, busy: busyId === game.id, onEdit: () => onEdit(game), onToggle: () => onToggle(game) })} />
    ),
  };
}
