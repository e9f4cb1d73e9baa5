import { type Platform } from '@casino/platform';
import { SupportCountsStore } from '../features/header/support-counts-store';
import { PopupStore } from '../features/popups/popup-store';
import { SiteBrandStore } from '../site/site-brand-store';

/** What the server said of the page it served, read once at start-up. */
export interface ServedPage {
  /** The path it answered 404 (no popups over it), or null. */
  notFoundPath?: string | null;
}

/**
 * The shell's root store (CONVENTIONS 6): the server data the shell itself shows, one store per
 * domain, each given the platform's transport. One per app, passed down by React context.
 */
export class ShellStore {
  readonly siteBrand: SiteBrandStore;
  readonly supportCounts: SupportCountsStore;
  readonly popups: PopupStore;

  constructor(platform: Platform, served: ServedPage = {}) {
    this.siteBrand = new SiteBrandStore(platform.http);
    this.supportCounts = new SupportCountsStore(platform);
    this.popups = new PopupStore(platform.http, served.notFoundPath ?? null);
  }
}
