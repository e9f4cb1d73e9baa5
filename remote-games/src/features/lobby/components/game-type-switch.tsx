import type { GameType } from '@casino/contract';
import { SegmentedChoice } from '@casino/platform/light';
import { useNavigate } from 'react-router-dom';
import { useGamesTranslation } from '../../../i18n/use-games-translation';
import { GAME_TYPES } from '../../../lib/game-types';

export function GameTypeSwitch({ type }: { type: GameType }) {
  const { t } = useGamesTranslation();
  const navigate = useNavigate();
  const options = GAME_TYPES.map((value) => ({ value, label: t(`lobby.types.${value}`) }));
  return <SegmentedChoice label={t('lobby.typeSwitchLabel')} options={options} value={type} onChange={(value) => void navigate(`/game/${value}`)} />;
}
