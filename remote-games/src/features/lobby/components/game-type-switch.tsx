import type { GameType } from '@casino/contract';
import { Segmented } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useGamesTranslation } from '../../../i18n/use-games-translation';
import { GAME_TYPES } from '../../../lib/game-types';

export function GameTypeSwitch({ type }: { type: GameType }) {
  const { t } = useGamesTranslation();
  const navigate = useNavigate();
  return (
    <Segmented<GameType>
      aria-label={t('lobby.typeSwitchLabel')}
      value={type}
      options={GAME_TYPES.map((value) => ({ value, label: t(`lobby.types.${value}`) }))}
      onChange={(value) => void navigate(`/game/${value}`)}
    />
  );
}
