import type { GameType } from '@casino/contract';
import { useHttp, usePageTitle } from '@casino/platform';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { BrandHeader } from '../components/brand-header';
import { GameGrid } from '../components/game-grid';
import { GameNotFound } from '../components/game-not-found';
import { GameSearch } from '../components/game-search';
import { UnknownGameType } from '../components/unknown-game-type';
import { isGameType } from '../../../lib/game-types';
import { BrandGamesStore } from '../store/brand-games-store';
import type { GameBrandPageData } from '../store/lobby-data';
import { useGivenOnce } from '../../../lib/use-given-once';
import '../lobby.css';

export { loadGameBrandPageData as loadPageData } from '../store/lobby-data';

/** `/game/:type/:brand`: one brand's games, searchable and paged. */
export default function GameBrandPage({ pageData }: { pageData?: GameBrandPageData }) {
  const { type, brand = '' } = useParams();
  if (!isGameType(type)) return <UnknownGameType />;
  // Keyed so another brand starts with a fresh store and an empty search box.
  return <BrandGames key={`${type}/${brand}`} type={type} code={brand} pageData={pageData} />;
}

const BrandGames = observer(function BrandGames({ type, code, pageData }: { type: GameType; code: string; pageData?: GameBrandPageData }) {
  const http = useHttp();
  const [store] = useState(() => new BrandGamesStore(http, type, code, pageData));
  const dataGiven = useGivenOnce(pageData !== undefined);
  usePageTitle(store.brand?.name ?? null);

  useEffect(() => {
    if (!dataGiven()) void store.load();
  }, [store, dataGiven]);

  if (store.status === 'not-found') return <GameNotFound type={type} />;
  return (
    <div className="lobby">
      <BrandHeader type={type} brand={store.brand} />
      <GameSearch onSearch={store.setSearch} />
      <GameGrid store={store} />
    </div>
  );
});
