import { useNamespaceTranslation, type TranslateIn } from '@casino/platform';
import { riskEn } from './en/risk';
import { riskKo } from './ko/risk';

/** The risk page's namespace, apart from `partner`: its messages load with the page. */
export const RISK_NAMESPACE = 'partner-risk';

export type RiskT = TranslateIn<typeof riskKo>;

export const useRiskTranslation = () => useNamespaceTranslation(RISK_NAMESPACE, { ko: riskKo, en: riskEn });
