import { Alert, Button } from 'antd';
import { useGamesTranslation } from '../../../i18n/use-games-translation';

/** A failed load: what failed, the server's message, and Retry. */
export function LoadError({ title, message, onRetry }: { title: string; message: string | null; onRetry: () => void }) {
  const { t } = useGamesTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={message}
      action={<Button onClick={onRetry}>{t('lobby.retry')}</Button>}
    />
  );
}
