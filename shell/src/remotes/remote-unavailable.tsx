import { Alert, Button } from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteRetryContext } from './remote-context';

/** The localized "temporarily unavailable" box a down, slow, broken or undeployed remote shows in its own area. */
export function RemoteUnavailable({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('shell');
  const slotRetry = useContext(RemoteRetryContext);
  const retry = onRetry ?? slotRetry;
  return (
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
}
