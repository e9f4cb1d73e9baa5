import { useHttp, useLoaded } from '@casino/platform';
import { Alert, Button, Form, Spin, Typography } from 'antd';
import { useState } from 'react';
import { AuthenticatorKey } from '../../../components/two-factor/authenticator-key';
import { CodeField } from '../../../components/two-factor/code-field';
import { RecoveryCodes } from '../../../components/two-factor/recovery-codes';
import { finishEnrolment } from '../api/finish-enrolment';
import type { LoginResult } from '../api/login';
import { startEnrolment } from '../api/start-enrolment';
import type { StepProps } from './code-step';
import { secondStepError } from './second-step-error';
import { useSecurityTranslation } from '../../../i18n/use-security-translation';

/**
 * A master signs in for the first time since two-factor became required: it sets up an
 * authenticator app (scan, then type a code), keeps its recovery codes, and only then is in.
 */
export function EnrolmentStep({ challenge, onSignedIn, onRestart }: StepProps) {
  const { t } = useSecurityTranslation();
  const http = useHttp();
  const enrolment = useLoaded(() => startEnrolment(http, challenge), [http, challenge]);
  const [confirmError, setConfirmError] = useState<{ message: string; restart: boolean } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<{ result: LoginResult; codes: string[] } | null>(null);
  const key = enrolment.status === 'ready' ? enrolment.value : null;
  const error = enrolment.status === 'failed' ? secondStepError(enrolment.error, t) : confirmError;

  const confirm = async ({ code }: { code: string }) => {
    setSubmitting(true);
    setConfirmError(null);
    try {
      const { recovery_codes, ...result } = await finishEnrolment(http, { challenge, code });
      setDone({ result, codes: recovery_codes });
    } catch (err) {
      setConfirmError(secondStepError(err, t));
    } finally {
      setSubmitting(false);
    }
  };

  if (done) return <RecoveryCodes codes={done.codes} doneLabel={t('twoFactor.continue')} onDone={() => void onSignedIn(done.result)} />;
  return (
    <Form layout="vertical" onFinish={confirm} requiredMark={false}>
      <Typography.Paragraph>{t('twoFactor.enrolRequired')}</Typography.Paragraph>
      {error && <Alert role="alert" type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      {key ? <AuthenticatorKey secret={key.secret} otpauthUrl={key.otpauth_url} /> : !error && <Spin aria-label={t('loading')} />}
      {key && (
        <>
          <CodeField autoFocus={false} />
          <Button type="primary" htmlType="submit" block loading={submitting} disabled={error?.restart}>
            {t('twoFactor.turnOn')}
          </Button>
        </>
      )}
      <Button type={error?.restart ? 'primary' : 'link'} block onClick={onRestart} style={{ marginTop: 8 }}>
        {error?.restart ? t('twoFactor.signInAgain') : t('twoFactor.otherAccount')}
      </Button>
    </Form>
  );
}
