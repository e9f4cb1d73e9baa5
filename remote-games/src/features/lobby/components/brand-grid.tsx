import { observer } from 'mobx-react-lite';
import { EmptyNote } from '../../../components/empty-note';
import { useGamesTranslation } from '../../../i18n/use-games-translation';
import type { BrandsStore } from '../store/brands-store';
import { BrandCard } from './brand-card';
import { pictureLoading } from './first-screen';
import { GridSkeleton } from './grid-skeleton';
import { LoadError } from './load-error';

export const BrandGrid = observer(function BrandGrid({ store }: { store: BrandsStore }) {
  const { t } = useGamesTranslation();
  if (store.status === 'error') {
    return <LoadError title={t('lobby.brandsFailed')} message={store.errorMessage} onRetry={() => void store.retry()} />;
  }
  if (store.status !== 'ready') return <GridSkeleton count={8} height={140} />;
  if (store.brands.length === 0) return <EmptyNote>{t('lobby.noBrands')}</EmptyNote>;
  return (
    <ul className="lobby-grid" aria-label={t('lobby.brandsLabel')}>
      {store.brands.map((brand, index) => (
        <li key={brand.id}>
          <BrandCard brand={brand} loading={pictureLoading(index)} />
        </li>
      ))}
    </ul>
  );
});
