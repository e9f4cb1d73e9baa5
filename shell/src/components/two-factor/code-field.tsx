import { TOTP_DIGITS } from '@casino/contract';
import { Form, Input } from 'antd';
import { useSecurityTranslation } from '../../i18n/use-security-translation';

/** The TOTP_DIGITS-digit code of the authenticator app: the one-time-code field phones and password managers fill. */
export function CodeField({ autoFocus = true }: { autoFocus?: boolean }) {
  const { t } = useSecurityTranslation();
  return (
    <Form.Item name="code" label={t('twoFactor.code')} rules={[{ required: true, pattern: new RegExp(`^\\d{${TOTP_DIGITS}}$`), message: t('twoFactor.codeFormat') }]} normalize={(value: string) => value.replace(/\D/g, '').slice(0, TOTP_DIGITS)}>
      <Input inputMode="numeric" autoComplete="one-time-code" maxLength={TOTP_DIGITS} autoFocus={autoFocus} style={{ letterSpacing: '0.3em' }} />
    </Form.Item>
  );
}
