import { useHttp, type HttpClient } from '@casino/platform';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getSiteSetting } from './api/get-site-setting';

interface LoadedBrand {
  name: string | null;
  logoUrl: string | null;
}

interface BrandStore {
  brand: LoadedBrand;
  listeners: Set<() => void>;
}

const EMPTY: LoadedBrand = { name: null, logoUrl: null };
// One request per platform, shared by the header, the footer and every page title; one store
// update re-renders all of them in the same commit, so page titles still win over the layout's.
const stores = new WeakMap<HttpClient, BrandStore>();

function storeFor(http: HttpClient): BrandStore {
  const known = stores.get(http);
  if (known) return known;
  const store: BrandStore = { brand: EMPTY, listeners: new Set() };
  stores.set(http, store);
  getSiteSetting(http).then(
    (setting) => {
      store.brand = { name: setting.site_name || null, logoUrl: setting.logo_url };
      store.listeners.forEach((listener) => listener());
    },
    () => undefined, // the default name is fine; the chrome must never fail on this
  );
  return store;
}

export interface SiteBrand {
  /** The site-setting name once loaded, until then (or without one) the translated default. */
  name: string;
  logoUrl: string | null;
}

/** The site's name and logo from its settings. */
export function useSiteBrand(): SiteBrand {
  const { t } = useTranslation('shell');
  const store = storeFor(useHttp());
  const brand = useSyncExternalStore(
    (listener) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    () => store.brand,
  );
  return { name: brand.name ?? t('app.siteName'), logoUrl: brand.logoUrl };
}
