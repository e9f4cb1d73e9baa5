import { Alert, Button } from 'antd';
import { useBackOfficeTranslation } from './use-back-office-translation';

export interface LoadErrorProps {
  /** The server's message (`ApiError.message`, a store's `errorMessage`), or null for none. */
  message: string | null;
  onRetry: () => void;
}

/** A list or detail that did not load: the server's message when there is one, and a retry. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useBackOfficeTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('loadError.title')}
      description={message ?? undefined}
      action={<Button onClick={onRetry}>{t('loadError.retry')}</Button>}
    />
  );
}
