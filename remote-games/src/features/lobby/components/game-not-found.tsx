import type { GameType } from '@casino/contract';
import { usePageTitle } from '@casino/platform';
import { ResultPanel, SiteButton } from '@casino/platform/light';
import { useNavigate } from 'react-router-dom';
import { useGamesTranslation } from '../../../i18n/use-games-translation';

export function GameNotFound({ type }: { type: GameType }) {
  const { t } = useGamesTranslation();
  const navigate = useNavigate();
  usePageTitle(t('lobby.gameNotFound.title'));
  const goBack = () => {
    // react-router keeps its history index in history.state; at 0 (a link opened directly)
    // Back would leave the site, so go to the type's lobby instead.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(`/game/${type}`);
  };
  return (
    <ResultPanel title={t('lobby.gameNotFound.title')} subTitle={t('lobby.gameNotFound.subTitle')}>
      <SiteButton kind="primary" onClick={goBack}>
        {t('lobby.gameNotFound.back')}
      </SiteButton>
    </ResultPanel>
  );
}
