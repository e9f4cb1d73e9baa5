import { Alert, Button } from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading1, Heading4 } from '../components/heading';
import { RemotePageTitleContext, RemoteRetryContext, RemoteTitleContext } from './remote-context';

/** The localized "temporarily unavailable" box a down, slow, broken or undeployed remote shows in its own area. */
export function RemoteUnavailable({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('shell');
  const slotRetry = useContext(RemoteRetryContext);
  const retry = onRetry ?? slotRetry;
  const title = useContext(RemoteTitleContext);
  const pageTitle = useContext(RemotePageTitleContext);
  const box = (
    <Alert
      role="alert"
      type="warning"
      showIcon
      title={t('remote.unavailable')}
      style={{ margin: 16 }}
      action={
        retry ? (
          <Button size="small" onClick={retry}>
            {t('remote.retry')}
          </Button>
        ) : undefined
      }
    />
  );
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
