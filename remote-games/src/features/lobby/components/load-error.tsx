import { ActionAlert } from '@casino/platform/light';
import { useGamesTranslation } from '../../../i18n/use-games-translation';

/** A failed load: what failed, the server's message, and Retry. */
export function LoadError({ title, message, onRetry }: { title: string; message: string | null; onRetry: () => void }) {
  const { t } = useGamesTranslation();
  return <ActionAlert role="alert" type="error" title={title} description={message} actionLabel={t('lobby.retry')} onAction={onRetry} />;
}
