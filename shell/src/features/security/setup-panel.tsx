import { Alert, Button, Flex, Form, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { AuthenticatorKey } from '../../components/two-factor/authenticator-key';
import { CodeField } from '../../components/two-factor/code-field';
import type { SecurityStore } from './security-store';
import { useSecurityTranslation } from '../../i18n/use-security-translation';

/** Two-factor is off: what it is, and setting it up (scan the key, confirm with a code). */
export const SetupPanel = observer(function SetupPanel({ store }: { store: SecurityStore }) {
  const { t } = useSecurityTranslation();
  if (!store.newKey) {
    return (
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{t('security.offText')}</Typography.Paragraph>
        {store.actionError !== null && <Alert role="alert" type="error" showIcon title={store.actionError} />}
        <Button type="primary" loading={store.busy} onClick={() => void store.startSetup()} style={{ alignSelf: 'flex-start' }}>
          {t('security.setUp')}
        </Button>
      </Flex>
    );
  }
  return (
    <Form layout="vertical" requiredMark={false} onFinish={({ code }: { code: string }) => void store.enable(code)}>
      <AuthenticatorKey secret={store.newKey.secret} otpauthUrl={store.newKey.otpauth_url} />
      {store.actionError !== null && <Alert role="alert" type="error" showIcon title={store.actionError} style={{ margin: '16px 0' }} />}
      <CodeField autoFocus={false} />
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={store.busy}>
          {t('twoFactor.turnOn')}
        </Button>
        <Button onClick={store.cancelSetup}>{t('security.cancel')}</Button>
      </Flex>
    </Form>
  );
});
