import { Alert, Button } from 'antd';
import { useReportsTranslation } from '../i18n/use-reports-translation';

/** A list or detail that did not load: the server's message when there is one, and a retry. */
export function LoadError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  const { t } = useReportsTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('common.loadFailed')}
      description={message ?? undefined}
      action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
