import { RecoveryCode } from '@casino/contract';
import { useHttp } from '@casino/platform';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { CodeField } from '../../../components/two-factor/code-field';
import { verifySecondStep } from '../api/verify-second-step';
import type { LoginResult } from '../api/login';
import { secondStepError } from './second-step-error';
import { useSecurityTranslation } from '../../../i18n/use-security-translation';

const RECOVERY_PATTERN = new RegExp(RecoveryCode.pattern as string);

export interface StepProps {
  challenge: string;
  onSignedIn: (result: LoginResult) => Promise<void>;
  /** Back to the ID and password (the sign-in expired, or the person wants another account). */
  onRestart: () => void;
}

/** The second step for an account with two-factor: the app's code, or one recovery code. */
export function CodeStep({ challenge, onSignedIn, onRestart }: StepProps) {
  const { t } = useSecurityTranslation();
  const http = useHttp();
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState<{ message: string; restart: boolean } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: { code?: string; recovery_code?: string }) => {
    setSubmitting(true);
    setError(null);
    try {
      const body = useRecovery ? { challenge, recovery_code: values.recovery_code!.trim() } : { challenge, code: values.code! };
      await onSignedIn(await verifySecondStep(http, body));
    } catch (err) {
      setError(secondStepError(err, t));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form layout="vertical" onFinish={submit} requiredMark={false} key={useRecovery ? 'recovery' : 'code'}>
      <Typography.Paragraph>{useRecovery ? t('twoFactor.recoveryPrompt') : t('twoFactor.codePrompt')}</Typography.Paragraph>
      {error && <Alert role="alert" type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      {useRecovery ? (
        <Form.Item name="recovery_code" label={t('twoFactor.recoveryCode')} rules={[{ required: true, pattern: RECOVERY_PATTERN, message: t('twoFactor.recoveryFormat') }]}>
          <Input autoComplete="off" autoFocus spellCheck={false} />
        </Form.Item>
      ) : (
        <CodeField />
      )}
      {error?.restart ? (
        <Button type="primary" block onClick={onRestart}>
          {t('twoFactor.signInAgain')}
        </Button>
      ) : (
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('twoFactor.verify')}
        </Button>
      )}
      <Button type="link" block onClick={() => setUseRecovery(!useRecovery)} style={{ marginTop: 8 }}>
        {useRecovery ? t('twoFactor.useApp') : t('twoFactor.useRecovery')}
      </Button>
      <Button type="link" block onClick={onRestart}>
        {t('twoFactor.otherAccount')}
      </Button>
    </Form>
  );
}
