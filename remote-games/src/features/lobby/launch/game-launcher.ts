import { isApiError, type HttpClient, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { playGame } from '../../../api/play-game';
import { whenWindowCloses, WINDOW_POLL_MS } from './when-window-closes';

/** The shell's page that a game window shows until the launch URL is known. */
export const REDIRECT_PATH = '/redirect';

export type LaunchResult =
  | { outcome: 'launched' }
  | { outcome: 'busy' }
  | { outcome: 'signed-out' }
  | { outcome: 'popup-blocked' }
  /** The player closed the waiting window before the URL came. */
  | { outcome: 'cancelled' }
  /** `message` is the server's, fit to show; null when there is none to show. */
  | { outcome: 'failed'; message: string | null };

export interface GameLauncherOptions {
  http: HttpClient;
  isSignedIn: () => boolean;
  /** Called when a launched game's window closes: play has moved money. */
  onGameClosed: () => void;
  openWindow?: (url: string) => Window | null;
  pollMs?: number;
}

/**
 * Opens games in their own window. It lives as long as the platform, not a page: a game window
 * outlives the lobby page that opened it, and its closing must still refresh the balances.
 */
export class GameLauncher {
  /** The game whose launch URL is being fetched; one launch at a time. */
  launchingId: number | null = null;

  private readonly options: Required<GameLauncherOptions>;

  constructor(options: GameLauncherOptions) {
    this.options = { openWindow: (url) => window.open(url, '_blank'), pollMs: WINDOW_POLL_MS, ...options };
    makeStoreObservable<GameLauncher, 'options'>(this, { options: false }, { autoBind: true });
  }

  async launch(gameId: number): Promise<LaunchResult> {
    if (this.launchingId !== null) return { outcome: 'busy' };
    if (!this.options.isSignedIn()) return { outcome: 'signed-out' };
    // Before any await: browsers let a page open a window only while it handles the click.
    const win = this.options.openWindow(REDIRECT_PATH);
    if (!win) return { outcome: 'popup-blocked' };
    // The game is another site: it must not be able to navigate this page through `opener`.
    win.opener = null;
    this.launchingId = gameId;
    try {
      const { url } = await playGame(this.options.http, gameId);
      if (win.closed) return { outcome: 'cancelled' };
      // replace: Back in the game window must not land on the empty redirect page.
      win.location.replace(url);
      whenWindowCloses(win, this.options.onGameClosed, this.options.pollMs);
      return { outcome: 'launched' };
    } catch (error) {
      win.close();
      return { outcome: 'failed', message: isApiError(error) ? error.message : null };
    } finally {
      action('launchSettled', () => {
        this.launchingId = null;
      })();
    }
  }
}
