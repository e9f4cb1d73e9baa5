import { observer } from 'mobx-react-lite';
import { EmptyNote } from '../../../components/empty-note';
import { useGamesTranslation } from '../../../i18n/use-games-translation';
import { useLaunchGame } from '../launch/use-launch-game';
import type { BrandGamesStore } from '../store/brand-games-store';
import { GAMES_PAGE_SIZE } from '../store/lobby-data';
import { GameCard } from './game-card';
import { pictureLoading } from './first-screen';
import { GamePager } from './game-pager';
import { GridSkeleton } from './grid-skeleton';
import { LoadError } from './load-error';

export const GameGrid = observer(function GameGrid({ store }: { store: BrandGamesStore }) {
  const { t } = useGamesTranslation();
  const { launcher, launch } = useLaunchGame();
  if (store.status === 'error') {
    return <LoadError title={t('lobby.gamesFailed')} message={store.errorMessage} onRetry={() => void store.load()} />;
  }
  if (store.status !== 'ready') return <GridSkeleton count={12} height={190} />;
  if (store.games.length === 0) return <EmptyNote>{t(store.search ? 'lobby.noSearchResults' : 'lobby.noGames')}</EmptyNote>;
  return (
    <>
      <ul className="lobby-grid" aria-label={t('lobby.gamesLabel')}>
        {store.games.map((game, index) => (
          <li key={game.id}>
            <GameCard game={game} launching={launcher.launchingId === game.id} onLaunch={launch} loading={pictureLoading(index)} />
          </li>
        ))}
      </ul>
      <GamePager page={store.page} pageCount={Math.ceil(store.total / GAMES_PAGE_SIZE)} onChange={(page) => void store.setPage(page)} />
    </>
  );
});
