import type { FormRule } from 'antd';
import { useBackOfficeTranslation } from '../use-back-office-translation';
import { formText, numberText, readNumber, type NumberProblem, type NumberReading, type NumberRule } from './number-reading';

/**
 * A form's own words for a problem (a rate above the caller's own, a refund above what the child
 * holds), and how a bound is written in the default words (`1,000원`, `1.5%`).
 */
export type NumberWords = Partial<Record<NumberProblem, string>> & { format?: (bound: number) => string };

/**
 * The inline message of a number field, in the page's language: the form's own words where it
 * has them, the back-office's otherwise. `formRule` is the same check as an antd Form rule, for
 * a form whose fields antd holds.
 */
export function useNumberCheck() {
  const { t } = useBackOfficeTranslation();
  const message = (reading: NumberReading, rule: NumberRule, words: NumberWords = {}): string | null => {
    const { problem } = reading;
    if (problem === null) return null;
    if (words[problem]) return words[problem];
    const format = words.format ?? ((bound: number) => numberText(bound, rule));
    switch (problem) {
      case 'notNumber':
        return t('number.notNumber');
      case 'decimals':
        return rule.decimals ? t('number.decimals', { decimals: rule.decimals }) : t('number.whole');
      case 'belowMin':
        return t('number.belowMin', { min: format(rule.min ?? 0) });
      case 'aboveMax':
        return t('number.aboveMax', { max: format(rule.max ?? 0) });
    }
  };
  /** `required`: the message for an empty field (a blank one too); without it an empty field passes. */
  const formRule = (rule: NumberRule, words?: NumberWords, required?: string): FormRule => ({
    validator: (_rule, value: unknown) => {
      const text = formText(value);
      const problem = required && text.trim() === '' ? required : message(readNumber(text, rule), rule, words);
      return problem === null ? Promise.resolve() : Promise.reject(new Error(problem));
    },
  });
  return { message, formRule };
}
