import { Alert, Button, Checkbox, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useSecurityTranslation } from '../../i18n/use-security-translation';

/**
 * Recovery codes, shown this once: each signs in once when the phone is gone. The way on is
 * closed until the person says they kept them.
 */
export function RecoveryCodes({ codes, onDone, doneLabel }: { codes: string[]; onDone: () => void; doneLabel: string }) {
  const { t } = useSecurityTranslation();
  const [kept, setKept] = useState(false);
  return (
    <Flex vertical gap={12}>
      <Alert type="warning" showIcon title={t('twoFactor.recoveryTitle')} description={t('twoFactor.recoveryText')} />
      <Typography.Paragraph copyable={{ text: codes.join('\n'), tooltips: [t('twoFactor.copyCodes'), t('twoFactor.copied')] }} style={{ marginBottom: 0 }}>
        {t('twoFactor.copyCodes')}
      </Typography.Paragraph>
      <ol aria-label={t('twoFactor.recoveryTitle')} style={{ columns: 2, fontFamily: 'monospace', fontSize: 16, margin: 0, paddingInlineStart: 24 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Checkbox checked={kept} onChange={(event) => setKept(event.target.checked)}>
        {t('twoFactor.recoveryKept')}
      </Checkbox>
      <Button type="primary" block disabled={!kept} onClick={onDone}>
        {doneLabel}
      </Button>
    </Flex>
  );
}
