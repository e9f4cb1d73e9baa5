import { useFeedback } from '@casino/platform';
import { useSupportTranslation } from '../../../i18n/use-support-translation';
import type { TicketResult } from '../store/ticket-result';

/** Tells the member how an inquiry action went; the server's message when it refused. */
export function useTicketFeedback() {
  const { t } = useSupportTranslation();
  const { messages, ask } = useFeedback();

  const report = (result: TicketResult, success: string) => {
    if (result.outcome === 'done') void messages.success(success);
    else if (result.outcome === 'failed') void messages.error(result.message ?? t('common.generic'));
  };

  return { report, ask };
}
