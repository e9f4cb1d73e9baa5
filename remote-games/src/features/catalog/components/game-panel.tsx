import type { StaffBrand, StaffGame } from '@casino/contract';
import { pagedTableProps, useHttp } from '@casino/platform';
import { BackOfficeTable, LoadError } from '@casino/platform/back-office';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useCatalogTranslation } from '../../../i18n/use-catalog-translation';
import { CatalogGamesStore } from '../store/catalog-games-store';
import { gameValues, type EditRequest } from '../store/item-values';
import { gameActions, gameColumns } from './game-columns';
import { GameFilters } from './game-filters';
import { useRowToggle } from './use-row-toggle';

interface GamePanelProps {
  brand: StaffBrand;
  /** A game was withdrawn or restored: the brand's counts changed. */
  onGamesChanged: () => void;
  onEdit: (request: EditRequest) => void;
}

/** One brand's games: search, state filter, a paged table, and each game's edit and withdraw. */
export const GamePanel = observer(function GamePanel({ brand, onGamesChanged, onEdit }: GamePanelProps) {
  const { t } = useCatalogTranslation();
  const http = useHttp();
  const [store] = useState(() => new CatalogGamesStore(http, brand, onGamesChanged));
  const { busyId, toggle } = useRowToggle();
  const request = (game: StaffGame): EditRequest => ({ kind: 'game', id: game.id, values: gameValues(game), save: (values) => store.save(game, values) });

  useEffect(() => {
    void store.list.load();
  }, [store]);

  const { list } = store;
  return (
    <>
      <GameFilters store={store} />
      {list.status === 'error' ? (
        <LoadError message={list.errorMessage} onRetry={() => void list.load()} />
      ) : (
        <BackOfficeTable<StaffGame>
          {...pagedTableProps(list, t(store.filtered ? 'games.noMatch' : 'games.empty'))}
          tableId="games.catalog-games"
          label={t('games.label', { name: brand.name })}
          rowKey="id"
          columns={gameColumns(t)}
          actions={gameActions({ t, busyId, onEdit: (game) => onEdit(request(game)), onToggle: (game) => toggle(request(game)) })}
        />
      )}
    </>
  );
});
