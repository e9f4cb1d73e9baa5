import { useNamespaceTranslation, type TranslateIn } from '@casino/platform';
import { en } from './en';
import { ko } from './ko';

export const GAMES_NAMESPACE = 'games';

/** This namespace's `t`, its keys checked against `ko.ts`. */
export type GamesT = TranslateIn<typeof ko>;

/** This remote's namespace, registered with the shared i18n on first use. */
export const useGamesTranslation = () => useNamespaceTranslation(GAMES_NAMESPACE, { ko, en });
