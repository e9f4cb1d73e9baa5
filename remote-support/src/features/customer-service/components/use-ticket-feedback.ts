import { useFeedback } from '@casino/platform';
import { useActionReport } from '../../../lib/use-action-report';

/** Tells the member how an inquiry action went, and asks before one is deleted. */
export function useTicketFeedback() {
  const report = useActionReport();
  const { ask } = useFeedback();
  return { report, ask };
}
