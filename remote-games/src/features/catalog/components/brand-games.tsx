import type { GameType, StaffBrand } from '@casino/contract';
import { LoadError, LoadingBlock, type Resource } from '@casino/platform/back-office';
import { Alert, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useCatalogTranslation } from '../../../i18n/use-catalog-translation';
import type { EditRequest } from '../store/item-values';
import { GamePanel } from './game-panel';
import { StateTag } from './state-tag';

interface BrandGamesProps {
  type: GameType;
  brandId: number;
  brands: Resource<StaffBrand[]>;
  onEdit: (request: EditRequest) => void;
}

/** `?type=&brand=`: the brand (from its type's list) with its games, and the way back to the list. */
export const BrandGames = observer(function BrandGames({ type, brandId, brands, onEdit }: BrandGamesProps) {
  const { t } = useCatalogTranslation();
  const brand = brands.value?.find((item) => item.id === brandId) ?? null;
  const back = (
    <Link to={`?type=${type}`} className="games-catalog-back">
      <span aria-hidden>‹ </span>
      {t('games.back', { type: t(`types.${type}`) })}
    </Link>
  );

  if (!brand) {
    if (brands.status === 'error') return <LoadError message={brands.errorMessage} onRetry={() => void brands.load()} />;
    if (brands.status !== 'ready') return <LoadingBlock rows={4} />;
    return (
      <>
        {back}
        <Alert type="warning" showIcon role="alert" title={t('games.noBrand')} />
      </>
    );
  }
  return (
    <>
      {back}
      <header className="games-catalog-brand">
        {brand.logo_url && (
          <img src={brand.logo_url} alt={t('brands.logoAlt', { name: brand.name })} width={80} height={40} className="games-catalog-thumb games-catalog-thumb--logo" />
        )}
        <Typography.Title level={2} className="games-catalog-brand__name">
          {brand.name}
        </Typography.Title>
        <StateTag active={brand.active} />
        <Typography.Text type="secondary">{t('brands.gameCounts', { active: brand.active_game_count, total: brand.game_count })}</Typography.Text>
      </header>
      {!brand.active && <Alert type="info" showIcon className="games-catalog-note" title={t('games.brandWithdrawn')} />}
      <GamePanel key={brand.id} brand={brand} onGamesChanged={() => void brands.load()} onEdit={onEdit} />
    </>
  );
});
