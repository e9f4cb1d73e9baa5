import { type HttpClient, makeStoreObservable } from '@casino/platform';
import { action, observable } from 'mobx';
import { getSiteSetting } from './api/get-site-setting';

export interface LoadedBrand {
  name: string | null;
  logoUrl: string | null;
  /** How to reach customer service, as the operator wrote it (in the language asked for), or null. */
  supportContact: string | null;
}

const NO_BRAND: LoadedBrand = { name: null, logoUrl: null, supportContact: null };

/**
 * The site's name, logo and customer-service contact from its settings: one request per app,
 * shared by the header, the footer, every page title and the sign-in's notices. `brand` is
 * replaced whole, so every reader sees one change.
 */
export class SiteBrandStore {
  brand: LoadedBrand = NO_BRAND;
  /** Whether `brand` is the settings' (a load succeeded), not the default. */
  loaded = false;
  private loading: Promise<void> | null = null;
  private language: string | null = null;

  constructor(private readonly http: HttpClient) {
    makeStoreObservable<SiteBrandStore, 'http' | 'loading' | 'language'>(this, { brand: observable.ref, loaded: false, http: false, loading: false, language: false }, { autoBind: true });
  }

  /** Starts from what a server render loaded in `language`: no request for it again. */
  restore(brand: LoadedBrand, language: string): void {
    this.brand = brand;
    this.loaded = true;
    this.language = language;
    this.loading = Promise.resolve();
  }

  /**
   * Fetches the settings once per language (the http client sends the current one; the site name
   * may have an English variant); a failure keeps the name there was (the chrome must never fail
   * on this) and lets the next reader ask again. Only the newest language's answer is kept.
   */
  load(language = ''): Promise<void> {
    if (this.loading && this.language === language) return this.loading;
    this.language = language;
    const loading = getSiteSetting(this.http).then(
      action('siteBrandLoaded', (setting) => {
        if (this.language !== language) return;
        this.brand = { name: setting.site_name || null, logoUrl: setting.logo_url, supportContact: setting.support_contact || null };
        this.loaded = true;
      }),
      () => {
        if (this.loading === loading) this.loading = null;
      },
    );
    this.loading = loading;
    return loading;
  }
}
