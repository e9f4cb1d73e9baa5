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
import '../lobby.css';

/** `/game/:type`: the brands of one game type. */
function GameTypePage() {
  const { type } = useParams();
  const http = useHttp();
  const { t } = useGamesTranslation();
  const [store] = useState(() => new BrandsStore(http));
  usePageTitle(isGameType(type) ? t(`lobby.types.${type}`) : null);

  useEffect(() => {
    if (isGameType(type)) void store.load(type);
  }, [store, type]);

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
