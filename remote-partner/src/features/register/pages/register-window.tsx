import { useHttp, useUser } from '@casino/platform';
import { WindowFrame } from '@casino/platform/back-office';
import { Alert, Button, Form, Input, Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { errorMessage } from '../../../lib/error-message';
import { notifyRefresh } from '../../../lib/partner-channel';
import { createChild } from '../../../api/create-child';
import { PartnerPicker } from '../components/partner-picker';
import { allFilled, LIMITS, PASSWORD_MAX_LENGTH, registerRules, type Field, type RegisterValues } from '../components/register-rules';

type Created = { username: string; referralCode: string | null };

/**
 * /windows/register: the spec's add-member form (partner ID, member ID, display name, password,
 * phone, bank, account number, account name, exchange password). `?level=agency` adds a
 * sub-partner under the signed-in master instead.
 */
function RegisterWindow() {
  const { t } = usePartnerTranslation();
  const http = useHttp();
  const me = useUser().account;
  const [params] = useSearchParams();
  const level = params.get('level') === 'agency' ? 'agency' : 'member';
  const [form] = Form.useForm<RegisterValues>();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const rules = registerRules(t);
  const myName = me?.username ?? '';

  const submit = async (values: RegisterValues) => {
    if (!allFilled(values)) {
      setError(t('windows.register.fillAll'));
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const answer = await createChild(http, { ...values, level });
      setCreated({ username: answer.username, referralCode: answer.referral_code });
      form.resetFields();
      notifyRefresh();
    } catch (failure) {
      setError(errorMessage(failure, t('common.error')));
    } finally {
      setSubmitting(false);
    }
  };

  const label = (field: Field) =>
    ({
      partner_username: t('windows.register.partner'),
      username: t(level === 'agency' ? 'windows.register.usernameAgency' : 'windows.register.username'),
      nickname: t('windows.register.nickname'),
      password: t('windows.register.password'),
      phone: t('windows.register.phone'),
      bank_name: t('windows.register.bank'),
      account_number: t('windows.register.accountNumber'),
      account_holder: t('windows.register.accountHolder'),
      withdraw_password: t('windows.register.exchangePassword'),
    })[field];

  const text = (field: Field, input = <Input autoComplete="off" />) => (
    <Form.Item name={field} label={label(field)} rules={rules[field]} validateTrigger="onBlur">
      {input}
    </Form.Item>
  );

  return (
    <WindowFrame title={t(level === 'agency' ? 'windows.register.titleAgency' : 'windows.register.titleMember')}>
      {created ? (
        <Result
          status="success"
          title={t('windows.register.success')}
          subTitle={[t('windows.register.successDetail', { username: created.username }), created.referralCode && t('windows.register.referralCode', { code: created.referralCode })]
            .filter(Boolean)
            .join(' ')}
          extra={<Button onClick={() => setCreated(null)}>{t('windows.register.another')}</Button>}
        />
      ) : (
        <Form<RegisterValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ partner_username: myName }}
          onFinish={(values) => void submit(values)}
          onValuesChange={() => setError(null)}
        >
          <Form.Item name="partner_username" label={label('partner_username')}>
            <PartnerPicker me={myName} canPick={me?.level === 'master' && level === 'member'} />
          </Form.Item>
          {text('username')}
          {text('nickname', <Input maxLength={LIMITS.nickname.maxLength} autoComplete="off" />)}
          {text('password', <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />)}
          {text('phone', <Input inputMode="tel" autoComplete="off" />)}
          {text('bank_name', <Input maxLength={LIMITS.bank_name.maxLength} autoComplete="off" />)}
          {text('account_number', <Input inputMode="numeric" autoComplete="off" />)}
          {text('account_holder', <Input maxLength={LIMITS.account_holder.maxLength} autoComplete="off" />)}
          {text('withdraw_password', <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />)}
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('windows.register.submit')}
          </Button>
        </Form>
      )}
    </WindowFrame>
  );
}

export default observer(RegisterWindow);
