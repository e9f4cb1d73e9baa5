import { useFeedback } from '@casino/platform';
import { useSupportTranslation } from '../i18n/use-support-translation';
import type { ActionResult } from './action-result';

/** Tells the member how an action went: `success` when given, the server's message when refused. */
export function useActionReport() {
  const { t } = useSupportTranslation();
  const { messages } = useFeedback();
  return (result: ActionResult, success?: string) => {
    if (result.outcome === 'done' && success) void messages.success(success);
    else if (result.outcome === 'failed') void messages.error(result.message ?? t('common.generic'));
  };
}
