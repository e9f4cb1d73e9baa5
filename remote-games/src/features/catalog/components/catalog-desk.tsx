import type { GameType } from '@casino/contract';
import { lazyWithRetry, useHttp } from '@casino/platform';
import { LoadError, LoadingBlock } from '@casino/platform/back-office';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCatalogTranslation } from '../../../i18n/use-catalog-translation';
import { isGameType } from '../../../lib/game-types';
import { CatalogStore } from '../store/catalog-store';
import type { EditRequest } from '../store/item-values';
import { BrandList } from './brand-list';
import { TypeTabs } from './type-tabs';

// Kept out of the page's first chunk (the remote's budget): a brand's games, fetched as soon as the
// page is up so they are there by the first click, and the editor (form, upload), when first opened.
const loadBrandGames = () => import('./brand-games').then((module) => ({ default: module.BrandGames }));
const BrandGames = lazyWithRetry(loadBrandGames);
const ItemEditor = lazyWithRetry(() => import('./item-editor'));

/** A positive whole number from the address, or null. */
const toId = (value: string | null): number | null => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null);

/**
 * The catalog: game types as tabs, a type's brands, a brand's games (`?type=slot&brand=7`, so a
 * reload or a shared link opens the same view), and the editor for any of them.
 */
export const CatalogDesk = observer(function CatalogDesk() {
  const { t } = useCatalogTranslation();
  const http = useHttp();
  const [store] = useState(() => new CatalogStore(http));
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type') ?? undefined;
  const type: GameType = isGameType(typeParam) ? typeParam : 'casino';
  const brandId = toId(params.get('brand'));
  const [editing, setEditing] = useState<EditRequest | null>(null);
  const brands = store.brandsOf(type);

  useEffect(() => {
    void store.types.load();
    void loadBrandGames();
    return () => store.stop();
  }, [store]);
  useEffect(() => {
    void brands.load();
  }, [brands]);

  return (
    <>
      {store.types.status === 'error' && (
        // The tabs still work without their counts: say which part failed, with the server's words.
        <LoadError message={[t('summaryFailed'), store.types.errorMessage].filter(Boolean).join(' ')} onRetry={() => void store.types.load()} />
      )}
      <TypeTabs active={type} summary={store.types.value} onChange={(next) => setParams({ type: next })}>
        {brandId === null ? (
          <BrandList store={store} brands={brands} onEdit={setEditing} />
        ) : (
          <Suspense fallback={<LoadingBlock rows={4} />}>
            <BrandGames type={type} brandId={brandId} brands={brands} onEdit={setEditing} />
          </Suspense>
        )}
      </TypeTabs>
      <Suspense fallback={null}>
        {editing && <ItemEditor key={`${editing.kind}-${editing.id}`} request={editing} onClose={() => setEditing(null)} />}
      </Suspense>
    </>
  );
});
