import { startRefreshing } from '@casino/platform';
import { type Registry } from '../remotes/registry';

/**
 * Release detection (DESIGN.md section 2). A new shell build, or a new version of a remote
 * whose code is already on the page, reloads the page at the next navigation, never
 * mid-page. A changed remote that is not loaded yet is simply re-registered and used from its
 * first load.
 */
export const RELEASE_POLL_MS = 60_000;

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
  private checking: Promise<void> | null = null;

  constructor(private readonly deps: ReleaseWatcherDeps) {}

  /** True once a reload is due at the next navigation. */
  get reloadPending(): boolean {
    return this.pending;
  }

  /** One poll of the build id and the registry; concurrent calls share one poll. */
  check(): Promise<void> {
    this.checking ??= this.poll().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  /** Call on every navigation (after the first render): performs a due reload. */
  onNavigate(): boolean {
    if (!this.pending) return false;
    this.deps.reload();
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
      if (known && this.deps.isRemoteLoaded(name)) {
        // Two versions of one remote cannot share the page: its modules are already evaluated.
        this.pending = true;
      } else {
        this.deps.registerRemote(name, entry);
      }
    }
  }
}

/** Polls every minute while the tab is visible, and when it becomes visible again; answers a stop function. */
export function startReleasePolling(watcher: ReleaseWatcher, intervalMs = RELEASE_POLL_MS): () => void {
  return startRefreshing(() => void watcher.check(), { everyMs: intervalMs, onVisible: true });
}
