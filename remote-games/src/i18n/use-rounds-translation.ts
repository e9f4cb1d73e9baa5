import { useNamespaceTranslation, type TranslateIn } from '@casino/platform';
import { roundsEn } from './en/rounds';
import { roundsKo } from './ko/rounds';

/** The rounds-to-reconcile page's namespace (see `use-catalog-translation.ts` for why it stands apart). */
export const ROUNDS_NAMESPACE = 'games-rounds';

/** This namespace's `t`, its keys checked against `ko/rounds.ts`. */
export type RoundsT = TranslateIn<typeof roundsKo>;

export const useRoundsTranslation = () => useNamespaceTranslation(ROUNDS_NAMESPACE, { ko: roundsKo, en: roundsEn });
