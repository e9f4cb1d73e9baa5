import { SEOUL_TIME_ZONE } from '@casino/contract';
import { useHttp } from '@casino/platform';
import { Alert, Button, Card, Flex, Result, Spin, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { RecoveryCodes } from '../../components/two-factor/recovery-codes';
import { CodeConfirm } from './code-confirm';
import { AllowListSection } from './allow-list-section';
import { SecurityStore } from './security-store';
import { SetupPanel } from './setup-panel';
import { useSecurityTranslation } from '../../i18n/use-security-translation';

/** In the site's time zone, as every back-office screen shows times, wherever the reader is. */
const SITE_TIME: Intl.DateTimeFormatOptions = { timeZone: SEOUL_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' };

/** /partner/security: the signed-in partner's two-factor sign-in (required for masters, offered to agencies) and its sign-in allow-list. */
export const SecurityPage = observer(function SecurityPage() {
  const { t, i18n } = useSecurityTranslation();
  const http = useHttp();
  const [store] = useState(() => new SecurityStore(http));
  useEffect(() => void store.load(), [store]);
  const { status } = store;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        {t('security.title')}
      </Typography.Title>
      {store.loadError !== null && (
        <Alert type="error" showIcon title={t('security.loadFailed')} description={store.loadError || undefined} action={<Button onClick={() => void store.load()}>{t('security.retry')}</Button>} />
      )}
      {!status && store.loadError === null && <Spin aria-label={t('loading')} />}
      {status && (
        <Card title={t('security.twoFactor')} extra={status.required && <Tag color="gold">{t('security.required')}</Tag>}>
          {store.recoveryCodes ? (
            <RecoveryCodes codes={store.recoveryCodes} doneLabel={t('security.done')} onDone={store.closeRecoveryCodes} />
          ) : status.enabled ? (
            <Flex vertical gap={16}>
              <Result
                status="success"
                style={{ padding: 0 }}
                title={t('security.on')}
                subTitle={t('security.onSince', { date: new Date(status.enabled_at!).toLocaleString(i18n.language, SITE_TIME), count: status.recovery_codes_left })}
              />
              {status.recovery_codes_left <= 3 && <Alert type="warning" showIcon title={t('security.fewCodes', { count: status.recovery_codes_left })} />}
              <CodeConfirm store={store} label={t('security.renewCodes')} help={t('security.renewHelp')} onCode={store.renewCodes} />
              {!status.required && <CodeConfirm store={store} label={t('security.turnOff')} help={t('security.turnOffHelp')} danger onCode={store.disable} />}
            </Flex>
          ) : (
            <SetupPanel store={store} />
          )}
        </Card>
      )}
      <AllowListSection />
    </Flex>
  );
});
