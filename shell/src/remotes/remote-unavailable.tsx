import { observer } from 'mobx-react-lite';
import { useContext } from 'react';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { ActionAlert } from '@casino/platform/light';
import { Heading1, Heading4 } from '../components/heading';
import { useServerConnection } from '../connection/connection-context';
import { useRetryOnReconnect } from '../connection/use-retry-on-reconnect';
import { RemotePageTitleContext, RemoteRetryContext, RemoteTitleContext } from './remote-context';
import { SlotSpinner } from './slot-spinner';

/**
 * The localized "temporarily unavailable" box a down, slow, broken or undeployed remote shows in
 * its own area. While the server is away it shows the slot's spinner instead, and retries by
 * itself when the server is back.
 */
export const RemoteUnavailable = observer(function RemoteUnavailable({ onRetry }: { onRetry?: () => void }) {
  const { t } = useShellTranslation();
  const slotRetry = useContext(RemoteRetryContext);
  const retry = onRetry ?? slotRetry;
  useRetryOnReconnect(retry);
  const title = useContext(RemoteTitleContext);
  const pageTitle = useContext(RemotePageTitleContext);
  const connection = useServerConnection();
  // The offline notice already says what is wrong, and the retry above comes by itself: a box
  // of its own in each area would only repeat it, with a Retry that cannot work yet.
  if (!connection.reachable) return <SlotSpinner />;
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
});
