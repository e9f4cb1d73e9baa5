import { reaction } from 'mobx';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { useLanguage } from '@casino/platform';
import { useShellStore } from '../app/shell-store-context';

export interface SiteBrand {
  /** The site-setting name once loaded, until then (or without one) the translated default. */
  name: string;
  logoUrl: string | null;
  supportContact: string | null;
}

/**
 * The site's name, logo and support contact (the shell's SiteBrandStore), for any component, observer or not:
 * the layouts' and pages' title hooks read it too, and one store change re-renders all of
 * them in the same commit, so a page's title still wins over its layout's.
 */
export function useSiteBrand(): SiteBrand {
  const { t } = useShellTranslation();
  const { siteBrand } = useShellStore();
  // Asked again in a new language: the site name may have an English variant.
  const { language } = useLanguage();
  useEffect(() => void siteBrand.load(language), [siteBrand, language]);
  const subscribe = useCallback((onChange: () => void) => reaction(() => siteBrand.brand, onChange), [siteBrand]);
  const read = () => siteBrand.brand;
  // A server render loads the brand before it renders, so it reads the store as the page does.
  const brand = useSyncExternalStore(subscribe, read, read);
  return { name: brand.name ?? t('app.siteName'), logoUrl: brand.logoUrl, supportContact: brand.supportContact };
}
