import { usePlatform } from '@casino/platform';
import { useTranslation } from 'react-i18next';
import { en } from './en';
import { ko } from './ko';

export const GAMES_NAMESPACE = 'games';

/** This remote's namespace, registered with the shared i18n on first use. */
export function useGamesTranslation() {
  const { i18n } = usePlatform();
  i18n.addNamespace(GAMES_NAMESPACE, { ko, en });
  return useTranslation(GAMES_NAMESPACE);
}
