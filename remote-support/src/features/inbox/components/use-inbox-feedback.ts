import { useFeedback } from '@casino/platform';
import { useSupportTranslation } from '../../../i18n/use-support-translation';
import { useActionReport } from '../../../lib/use-action-report';
import type { InboxStore } from '../store/inbox-store';

/** Tells the member how an inbox action went, and asks before anything is deleted. */
export function useInboxFeedback(store: InboxStore) {
  const { t } = useSupportTranslation();
  const { ask } = useFeedback();
  const report = useActionReport();

  const confirmed = (title: string) =>
    ask({ title, content: t('common.confirmText'), okText: t('common.delete'), cancelText: t('common.cancel') });

  const deleteSelected = async () => {
    const count = store.selectedIds.length;
    if (count === 0 || !(await confirmed(t('inbox.confirmDeleteMany', { count })))) return;
    report(await store.deleteSelected(), t('common.deleted'));
  };

  const deleteOpened = async () => {
    if (!(await confirmed(t('inbox.confirmDelete')))) return;
    report(await store.deleteOpened(), t('common.deleted'));
  };

  const open = async (...args: Parameters<InboxStore['open']>) => report(await store.open(...args));

  return { report, open, deleteSelected, deleteOpened };
}
