import type { GameSummary } from '@casino/contract';
import { useFeedback, usePlatform } from '@casino/platform';
import { useGamesTranslation } from '../../../i18n/use-games-translation';
import type { LaunchResult } from './game-launcher';
import { launcherFor } from './launcher-for';

const POPUP_BLOCKED_SECONDS = 8;

/** The platform's launcher, and `launch` that tells the player how a launch went. */
export function useLaunchGame() {
  const platform = usePlatform();
  const { t } = useGamesTranslation();
  const { messages } = useFeedback();
  const launcher = launcherFor(platform);

  const report = (result: LaunchResult) => {
    switch (result.outcome) {
      case 'signed-out':
        void messages.warning(t('lobby.launch.pleaseLogIn'));
        if (platform.modals.current?.id !== 'login') platform.modals.open('login');
        return;
      case 'popup-blocked':
        void messages.warning(t('lobby.launch.popupBlocked'), POPUP_BLOCKED_SECONDS);
        return;
      case 'failed':
        void messages.error(result.message ?? t('lobby.launch.failed'));
        return;
      default:
        return;
    }
  };

  const launch = (game: GameSummary) => {
    void launcher.launch(game.id).then(report);
  };
  return { launcher, launch };
}
