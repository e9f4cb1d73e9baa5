import { type Account, type SecondStep as SecondStepAnswer } from '@casino/contract';
import { useHttp } from '@casino/platform';
import { Button, Form, Input, Spin } from 'antd';
import { Suspense, useState } from 'react';
import { useShellTranslation } from '../../i18n/use-shell-translation';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { postLogin, type LoginBody, type LoginResult } from './api/login';
import { loginErrorOf, type LoginError } from './login-error';
import { LoginErrorAlert } from './login-error-alert';

// Only partners with two-factor ever see it: the QR code and its steps come in their own chunk.
const SecondStep = lazyWithPreload(() => import('./two-factor/second-step'));

export interface LoginFormProps {
  /** Called with the server's answer; may throw a message to show (e.g. no partner permission). */
  onLoggedIn: (result: LoginResult) => Promise<void>;
  submitLabel?: string;
  initialUsername?: string;
}

/** Username + password, shared by the member login modal and the partner login page. */
export function LoginForm({ onLoggedIn, submitLabel, initialUsername }: LoginFormProps) {
  const { t } = useShellTranslation();
  const http = useHttp();
  const [error, setError] = useState<LoginError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondStepAnswer | null>(null);
  // Back from the second step, the ID is filled in again.
  const [username, setUsername] = useState(initialUsername);

  const submit = async (values: LoginBody) => {
    setSubmitting(true);
    setError(null);
    try {
      const answer = await postLogin(http, { username: values.username.trim(), password: values.password });
      if ('two_factor' in answer) {
        setUsername(values.username.trim());
        setSecondStep(answer);
      } else await onLoggedIn(answer);
    } catch (err) {
      setError(err instanceof LoginRejected ? { kind: 'message', message: err.message } : loginErrorOf(err, t));
    } finally {
      setSubmitting(false);
    }
  };

  if (secondStep) {
    return (
      <Suspense fallback={<Spin aria-label={t('guard.checking')} />}>
        <SecondStep step={secondStep} onSignedIn={onLoggedIn} onRestart={() => setSecondStep(null)} />
      </Suspense>
    );
  }

  const required = { required: true, whitespace: true, message: t('signup.fillAll') };
  return (
    <Form<LoginBody> layout="vertical" onFinish={submit} requiredMark={false} autoComplete="on" initialValues={{ username }}>
      {error && <LoginErrorAlert error={error} />}
      <Form.Item name="username" label={t('login.username')} rules={[required]}>
        <Input autoComplete="username" autoFocus={!username} />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[required]}>
        <Input.Password autoComplete="current-password" autoFocus={Boolean(username)} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {submitLabel ?? t('login.submit')}
      </Button>
    </Form>
  );
}

/** Thrown by `onLoggedIn` to refuse a login with a message of its own. */
export class LoginRejected extends Error {
  constructor(
    message: string,
    readonly account?: Account,
  ) {
    super(message);
  }
}
