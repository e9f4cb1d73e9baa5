import type { Platform } from '@casino/platform';
import { GameLauncher } from './game-launcher';

const launchers = new WeakMap<Platform, GameLauncher>();

/** The one launcher of a platform, so every lobby page shares the launch in progress. */
export function launcherFor(platform: Platform): GameLauncher {
  let launcher = launchers.get(platform);
  if (!launcher) {
    launcher = new GameLauncher({
      http: platform.http,
      // A token whose user is still loading counts as signed in: the server has the last word.
      isSignedIn: () => platform.user.isLoggedIn || platform.session.active,
      // The platform refetches the balances the header shows on this event.
      onGameClosed: () => platform.events.emit('balanceChanged'),
    });
    launchers.set(platform, launcher);
  }
  return launcher;
}
