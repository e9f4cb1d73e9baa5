import { useFeedback, useHttp, useUser } from '@casino/platform';
import { WindowFrame } from '@casino/platform/back-office';
import { Alert, Button, Descriptions, Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { errorMessage } from '../../../lib/error-message';
import { notifyRefresh, openerState, type OpenerState } from '../../../lib/partner-channel';
import { pingApi } from '../../../api/ping-api';

type Reach = { status: 'checking' } | { status: 'ok'; ms: number } | { status: 'failed'; message: string };

const OPENER_TEXT: Record<OpenerState, 'openerOk' | 'openerMissing' | 'openerForeign'> = {
  'same-origin': 'openerOk',
  missing: 'openerMissing',
  foreign: 'openerForeign',
};

/**
 * /windows/test: checks what a pop-up needs: that the back-office opened it (same-origin
 * opener, so refresh messages reach it), who is signed in, and that the API answers.
 */
function TestWindow() {
  const { t } = usePartnerTranslation();
  const http = useHttp();
  const account = useUser().account;
  const { messages } = useFeedback();
  const [opener, setOpener] = useState<OpenerState>(() => openerState());
  const [reach, setReach] = useState<Reach>({ status: 'checking' });

  const check = useCallback(async () => {
    setOpener(openerState());
    setReach({ status: 'checking' });
    const started = performance.now();
    try {
      await pingApi(http);
      setReach({ status: 'ok', ms: Math.round(performance.now() - started) });
    } catch (error) {
      setReach({ status: 'failed', message: errorMessage(error, t('common.error')) });
    }
  }, [http, t]);

  useEffect(() => {
    void check();
  }, [check]);

  const send = () => {
    notifyRefresh();
    messages.success(t('windows.test.sent'));
  };

  return (
    <WindowFrame title={t('windows.test.title')}>
      <Descriptions
        size="small"
        bordered
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'opener',
            label: t('windows.test.opener'),
            children: <Alert type={opener === 'same-origin' ? 'success' : 'warning'} showIcon title={t(`windows.test.${OPENER_TEXT[opener]}`)} />,
          },
          {
            key: 'account',
            label: t('windows.test.account'),
            children: account ? `${account.username} (${account.nickname}, ${t(`common.level.${account.level}`)})` : t('windows.test.signedOut'),
          },
          {
            key: 'api',
            label: t('windows.test.api'),
            children:
              reach.status === 'checking'
                ? t('common.loading')
                : reach.status === 'ok'
                  ? t('windows.test.apiOk', { ms: reach.ms })
                  : t('windows.test.apiFailed', { message: reach.message }),
          },
        ]}
      />
      <Flex gap={8} wrap>
        <Button type="primary" disabled={opener !== 'same-origin'} onClick={send}>
          {t('windows.test.sendRefresh')}
        </Button>
        <Button onClick={() => void check()}>{t('windows.test.check')}</Button>
      </Flex>
    </WindowFrame>
  );
}

export default observer(TestWindow);
