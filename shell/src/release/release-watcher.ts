import { startRefreshing } from '@casino/platform';
import { type Registry } from '../remotes/registry';

/**
 * Release detection (DESIGN.md section 2). A new shell build, or a new version of a remote
 * whose code is already on the page, reloads the page at the next navigation, never
 * mid-page. A changed remote that is not loaded yet is simply re-registered and used from its
 * first load.
 *
 * A navigation also checks when the last check is older than 15 s, so a promotion or a rollback
 * (or a sign-in that puts the visitor in a canary) reaches an open page at its next click: a
 * remote's first load waits briefly for that check, and a change to a loaded remote reloads at
 * that same navigation. A reload is only ever due from a new build id or a registry change.
 */
export const RELEASE_POLL_MS = 60_000;
export const NAVIGATION_POLL_MS = 15_000;
/** The longest a remote's first load (or a navigation's reload) waits for a check: a slow registry never holds a page. */
export const CHECK_WAIT_MS = 2_000;
/** A registry poll gives up after this: a hung one would hold every later check (they share the one in flight). */
export const REGISTRY_CHECK_TIMEOUT_MS = 5_000;

export interface ReleaseWatcherDeps {
  currentBuildId: string;
  fetchBuildId: () => Promise<string | null>;
  fetchRegistry: () => Promise<Registry>;
  /** The registry the page is using now (the remote loader's). */
  currentRegistry: () => Registry;
  isRemoteLoaded: (name: string) => boolean;
  registerRemote: (name: string, entry: Registry[string]) => void;
  reload: () => void;
}

export class ReleaseWatcher {
  private pending = false;
  private reloading = false;
  private checking: Promise<void> | null = null;
  /** `Date.now()`, not a monotonic clock, so a browser test can move it. The page's registry is as fresh as the page. */
  private lastCheckAt = Date.now();

  constructor(private readonly deps: ReleaseWatcherDeps) {}

  /** True once a reload is due at the next navigation. */
  get reloadPending(): boolean {
    return this.pending;
  }

  /** One poll of the build id and the registry; concurrent calls share one poll. */
  check(): Promise<void> {
    if (!this.checking) {
      this.lastCheckAt = Date.now();
      this.checking = this.poll().finally(() => {
        this.checking = null;
      });
    }
    return this.checking;
  }

  /** Settles when the check in flight does, or after CHECK_WAIT_MS; at once when none is. */
  whenChecked(): Promise<void> {
    const checking = this.checking;
    if (!checking) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, CHECK_WAIT_MS);
      const settle = () => {
        clearTimeout(timer);
        resolve();
      };
      checking.then(settle, settle);
    });
  }

  /**
   * Call on every navigation after the first render, once the URL is the new route's: performs
   * a due reload, or checks (at most every 15 s) and reloads if that check finds one due in time.
   * Answers true when it reloaded at once.
   */
  onNavigate(): boolean {
    if (this.pending) return this.reload();
    if (Date.now() - this.lastCheckAt >= NAVIGATION_POLL_MS) void this.check();
    if (this.checking) void this.whenChecked().then(() => this.pending && this.reload());
    return false;
  }

  /** Several navigations may see one change: the page reloads once. */
  private reload(): true {
    if (!this.reloading) {
      this.reloading = true;
      this.deps.reload();
    }
    return true;
  }

  private async poll(): Promise<void> {
    const [buildId, registry] = await Promise.all([this.deps.fetchBuildId(), this.deps.fetchRegistry().catch(() => null)]);
    if (buildId !== null && buildId !== this.deps.currentBuildId) this.pending = true;
    if (registry) this.applyRegistry(registry);
  }

  private applyRegistry(next: Registry): void {
    const current = this.deps.currentRegistry();
    for (const [name, entry] of Object.entries(next)) {
      const known = current[name];
      if (known && known.version === entry.version && known.manifest === entry.manifest) continue;
      if ((known && this.deps.isRemoteLoaded(name)) || (known && originOf(known.manifest) !== originOf(entry.manifest))) {
        // Two versions of one remote cannot share the page: its modules are already evaluated.
        // Code from another origin (a move to a CDN) is not in the page's content policy yet.
        this.pending = true;
      } else {
        this.deps.registerRemote(name, entry);
      }
    }
  }
}

const originOf = (manifest: string) => new URL(manifest, document.baseURI).origin;

/** Polls every minute while the tab is visible, and when it becomes visible again; answers a stop function. */
export function startReleasePolling(watcher: ReleaseWatcher, intervalMs = RELEASE_POLL_MS): () => void {
  return startRefreshing(() => void watcher.check(), { everyMs: intervalMs, onVisible: true });
}
