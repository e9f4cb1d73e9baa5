import { useFeedback, useHttp } from '@casino/platform';
import { Button } from 'antd';
import { useState } from 'react';
import { resetConnection } from '../api/reset-connection';
import { usePartnerTranslation } from '../i18n/use-partner-translation';
import { errorMessage } from '../lib/error-message';

/**
 * Ends every session of the account after a confirm (which says how many, when `sessions` is known);
 * `onDone` lets the list show it offline.
 */
export function ConnectionResetButton({ account, sessions, onDone }: { account: { id: number; username: string }; sessions?: number; onDone: () => void }) {
  const { t } = usePartnerTranslation();
  const http = useHttp();
  const { ask, messages } = useFeedback();
  const [busy, setBusy] = useState(false);

  const reset = async () => {
    const ok = await ask({
      title: t('account.resetTitle', { username: account.username }),
      content: sessions === undefined ? t('account.resetContent') : t('account.resetContentSessions', { count: sessions }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      const answer = await resetConnection(http, account.id);
      onDone();
      messages.success(t('account.resetDone', { count: answer.sessions_ended }));
    } catch (error) {
      messages.error(errorMessage(error, t('common.error')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size="small" loading={busy} aria-label={t('account.resetOf', { username: account.username })} onClick={() => void reset()}>
      {t('account.connectionReset')}
    </Button>
  );
}
