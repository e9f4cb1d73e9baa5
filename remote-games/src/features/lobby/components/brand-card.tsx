import { SiteLink } from '@casino/platform';
import type { GameBrand } from '@casino/contract';
import { useGamesTranslation } from '../../../i18n/use-games-translation';

export function BrandCard({ brand, loading }: { brand: GameBrand; loading: 'eager' | 'lazy' }) {
  const { t } = useGamesTranslation();
  return (
    <SiteLink to={`/game/${brand.game_type}/${brand.code}`} className="lobby-brand-card">
      {/* The name is printed below; the logo would only repeat it to a screen reader. */}
      <img src={brand.logo_url} alt="" loading={loading} decoding="async" width={240} height={120} className="lobby-brand-card__logo" />
      <span className="lobby-brand-card__name">{brand.name}</span>
      <span className="lobby-brand-card__count">{t('lobby.gameCount', { count: brand.game_count })}</span>
    </SiteLink>
  );
}
