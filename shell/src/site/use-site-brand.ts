import { useHttp, useLanguage, type HttpClient, type Lang } from '@casino/platform';
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
// One request per platform and language (the site name may have an English variant), shared by
// the header, the footer and every page title; one store update re-renders all of them in the
// same commit, so page titles still win over the layout's.
const stores = new WeakMap<HttpClient, Map<Lang, BrandStore>>();

function storeFor(http: HttpClient, language: Lang): BrandStore {
  const byLanguage = stores.get(http) ?? new Map<Lang, BrandStore>();
  stores.set(http, byLanguage);
  const known = byLanguage.get(language);
  if (known) return known;
  const store: BrandStore = { brand: EMPTY, listeners: new Set() };
  byLanguage.set(language, store);
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
  const store = storeFor(useHttp(), useLanguage().language);
  const brand = useSyncExternalStore(
    (listener) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    () => store.brand,
  );
  return { name: brand.name ?? t('app.siteName'), logoUrl: brand.logoUrl };
}
