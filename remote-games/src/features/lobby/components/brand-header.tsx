import { SiteLink } from '@casino/platform';
import { ChevronLeftIcon } from '@casino/platform/light';
import type { GameBrand, GameType } from '@casino/contract';
import { Placeholder } from '../../../components/placeholder';
import { useGamesTranslation } from '../../../i18n/use-games-translation';

export function BrandHeader({ type, brand }: { type: GameType; brand: GameBrand | null }) {
  const { t } = useGamesTranslation();
  return (
    <header className="lobby-header">
      <SiteLink to={`/game/${type}`} className="lobby-back-link">
        <ChevronLeftIcon /> {t(`lobby.types.${type}`)} · {t('lobby.backToBrands')}
      </SiteLink>
      {brand ? <h1 className="lobby-title">{brand.name}</h1> : <Placeholder style={{ width: 160, height: 24 }} />}
    </header>
  );
}
