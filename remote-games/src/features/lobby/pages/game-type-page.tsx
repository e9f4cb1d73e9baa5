import { useHttp, usePageTitle } from '@casino/platform';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useGamesTranslation } from '../../../i18n/use-games-translation';
import { BrandGrid } from '../components/brand-grid';
import { GameTypeSwitch } from '../components/game-type-switch';
import { UnknownGameType } from '../components/unknown-game-type';
import { isGameType } from '../../../lib/game-types';
import { BrandsStore } from '../store/brands-store';
import type { GameTypePageData } from '../store/lobby-data';
import { useGivenOnce } from '../../../lib/use-given-once';
import '../lobby.css';

export { loadGameTypePageData as loadPageData } from '../store/lobby-data';

/** `/game/:type`: the brands of one game type. */
function GameTypePage({ pageData }: { pageData?: GameTypePageData }) {
  const { type } = useParams();
  const http = useHttp();
  const { t } = useGamesTranslation();
  const [store] = useState(() => new BrandsStore(http, pageData));
  const dataGiven = useGivenOnce(pageData !== undefined);
  usePageTitle(isGameType(type) ? t(`lobby.types.${type}`) : null);

  useEffect(() => {
    if (!dataGiven() && isGameType(type)) void store.load(type);
  }, [store, type, dataGiven]);

  if (!isGameType(type)) return <UnknownGameType />;
  return (
    <div className="lobby">
      <header className="lobby-header">
        <h1 className="lobby-title">{t(`lobby.types.${type}`)}</h1>
        <GameTypeSwitch type={type} />
      </header>
      <BrandGrid store={store} />
    </div>
  );
}

export default observer(GameTypePage);
