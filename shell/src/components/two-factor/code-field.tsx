import { Form, Input } from 'antd';
import { useSecurityTranslation } from '../../i18n/use-security-translation';

/** The 6-digit code of the authenticator app: the one-time-code field phones and password managers fill. */
export function CodeField({ autoFocus = true }: { autoFocus?: boolean }) {
  const { t } = useSecurityTranslation();
  return (
    <Form.Item name="code" label={t('twoFactor.code')} rules={[{ required: true, pattern: /^\d{6}$/, message: t('twoFactor.codeFormat') }]} normalize={(value: string) => value.replace(/\D/g, '').slice(0, 6)}>
      <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus={autoFocus} style={{ letterSpacing: '0.3em' }} />
    </Form.Item>
  );
}
