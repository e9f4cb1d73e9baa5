import { Alert, Button } from 'antd';
import { usePartnerTranslation } from '../i18n/use-partner-translation';

/** A list or detail that did not load: the server's message when there is one, and a retry. */
export function LoadError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  const { t } = usePartnerTranslation();
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
