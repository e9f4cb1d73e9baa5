import { isApiError, type ModalProps, useFeedback, usePlatform } from '@casino/platform';
import { Alert, Button, Form, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useShellTranslation } from '../../i18n/use-shell-translation';
import { keepNext } from '../../modals/next-modal';
import { postRegister } from './api/register';
import { SignupFields } from './signup-fields';
import { SIGNUP_FIELDS, signupFieldProblem, toRegisterBody, type SignupValues } from './signup-validation';
import { ReferralCheck } from './referral-check';

/** The member sign-up dialog (`?modal=signup`). */
export const SignupModal = observer(function SignupModal({ params, onClose }: ModalProps) {
  const { t } = useShellTranslation();
  const { http, modals } = usePlatform();
  const { messages } = useFeedback();
  const [form] = Form.useForm<SignupValues>();
  const [referralCheck] = useState(() => new ReferralCheck(http));
  const referralCode = Form.useWatch('referral_code', form);
  useEffect(() => referralCheck.setCode(referralCode), [referralCheck, referralCode]);
  useEffect(() => referralCheck.stop, [referralCheck]);
  const referral = referralCheck.status;
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // Runs only once every field passes its rule (signup-fields.tsx); the fields show their own errors.
  const submit = async () => {
    const values = form.getFieldsValue(true) as SignupValues;
    if (referral === 'invalid') {
      setError(t('signup.referralInvalid'));
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const body = toRegisterBody(values);
      await postRegister(http, body);
      void messages.success(t('signup.success'));
      modals.open('login', { username: body.username, ...keepNext(params) }, { replace: true });
    } catch (err) {
      if (isApiError(err) && err.code === 'INVALID_REFERRAL') setError(t('signup.referralInvalid'));
      else setError(isApiError(err) ? err.message : t('errors.generic'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal open title={t('signup.title')} onCancel={onClose} footer={null} destroyOnHidden width={640}>
      <Form<SignupValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        // The spec's message once, above the fields, when any is empty; each empty field says so too.
        onFinishFailed={({ values }) => setError(SIGNUP_FIELDS.some((field) => signupFieldProblem(field, values) === 'fillAll') ? t('signup.fillAll') : null)}
        // A server error is about what was sent: it goes as soon as the form is edited.
        onValuesChange={() => setError(null)}
        autoComplete="off"
      >
        {error && <Alert role="alert" type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
        <SignupFields referral={referral} />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('signup.submit')}
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        {t('signup.haveAccount')}{' '}
        <Button type="link" onClick={() => modals.open('login', keepNext(params), { replace: true })}>
          {t('header.login')}
        </Button>
      </div>
    </Modal>
  );
});
