import { Flex, Typography } from 'antd';
import { QrCode } from './qr-code';
import { useSecurityTranslation } from '../../i18n/use-security-translation';

/** A new key for an authenticator app: the QR code to scan, and the key to type in by hand. */
export function AuthenticatorKey({ secret, otpauthUrl }: { secret: string; otpauthUrl: string }) {
  const { t } = useSecurityTranslation();
  // Groups of four, as apps show keys: easier to type without a slip.
  const grouped = secret.match(/.{1,4}/g)?.join(' ') ?? secret;
  return (
    <Flex vertical align="center" gap={8}>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{t('twoFactor.scan')}</Typography.Paragraph>
      <QrCode value={otpauthUrl} label={t('twoFactor.qrLabel')} />
      <Typography.Text type="secondary">{t('twoFactor.orType')}</Typography.Text>
      <Typography.Text code copyable={{ text: secret, tooltips: [t('twoFactor.copyKey'), t('twoFactor.copied')] }} data-testid="two-factor-key">
        {grouped}
      </Typography.Text>
    </Flex>
  );
}
