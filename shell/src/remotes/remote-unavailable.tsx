import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionAlert } from '../components/action-alert';
import { Heading1, Heading4 } from '../components/heading';
import { useRetryOnReconnect } from '../connection/use-retry-on-reconnect';
import { RemotePageTitleContext, RemoteRetryContext, RemoteTitleContext } from './remote-context';

/**
 * The localized "temporarily unavailable" box a down, slow, broken or undeployed remote shows in
 * its own area. One that failed while the server was away retries by itself when it is back.
 */
export function RemoteUnavailable({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('shell');
  const slotRetry = useContext(RemoteRetryContext);
  const retry = onRetry ?? slotRetry;
  useRetryOnReconnect(retry);
  const title = useContext(RemoteTitleContext);
  const pageTitle = useContext(RemotePageTitleContext);
  const box = <ActionAlert role="alert" type="warning" title={t('remote.unavailable')} style={{ margin: 16 }} actionLabel={t('remote.retry')} onAction={retry} />;
  if (pageTitle)
    return (
      <>
        <Heading1>{pageTitle}</Heading1>
        {box}
      </>
    );
  if (!title) return box;
  return (
    <>
      <Heading4 style={{ marginTop: 0 }}>{title}</Heading4>
      {box}
    </>
  );
}
