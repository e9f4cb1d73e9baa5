import { Col, Form, Input, Row, type FormRule } from 'antd';
import { type ReactNode } from 'react';
import { useShellTranslation, type ShellKey } from '../../i18n/use-shell-translation';
import { SIGNUP_FIELDS, signupFieldProblem, type SignupField, type SignupValues } from './signup-validation';
import { type ReferralStatus } from './referral-check';

const LABEL_KEYS: Record<SignupField, ShellKey> = {
  referral_code: 'signup.referralCode',
  username: 'signup.memberId',
  password: 'signup.password',
  nickname: 'signup.nickname',
  password_confirm: 'signup.confirmPassword',
  withdraw_password: 'signup.withdrawPassword',
  withdraw_password_confirm: 'signup.confirmWithdrawPassword',
  phone: 'signup.phone',
  bank_name: 'signup.bankName',
  account_number: 'signup.accountNumber',
};

const SECRET_FIELDS: ReadonlySet<SignupField> = new Set(['password', 'password_confirm', 'withdraw_password', 'withdraw_password_confirm']);

const AUTOCOMPLETE: Partial<Record<SignupField, string>> = {
  username: 'username',
  password: 'new-password',
  password_confirm: 'new-password',
  phone: 'tel',
};

// A confirmation is judged again when the field it confirms changes.
const DEPENDENCIES: Partial<Record<SignupField, SignupField[]>> = {
  password_confirm: ['password'],
  withdraw_password_confirm: ['withdraw_password'],
};

/**
 * The ten inputs, two columns wide on a desktop and one on a phone, each checked on its own and
 * marked required (all ten are): an empty one says so under it, the form says the spec's message once.
 */
export function SignupFields({ referral }: { referral: ReferralStatus }) {
  const { t } = useShellTranslation();
  const ruleFor =
    (field: SignupField): FormRule =>
    ({ getFieldsValue }) => ({
      validator: async () => {
        const problem = signupFieldProblem(field, getFieldsValue(true) as SignupValues);
        if (problem) throw new Error(t(problem === 'fillAll' ? 'signup.required' : `signup.${problem}`));
      },
    });
  const referralHelp: Record<ReferralStatus, ReactNode> = {
    idle: undefined,
    checking: t('signup.referralChecking'),
    valid: t('signup.referralValid'),
    invalid: t('signup.referralInvalid'),
  };
  const referralStatus = ({ idle: undefined, checking: 'validating', valid: 'success', invalid: 'error' } as const)[referral];

  return (
    <Row gutter={16}>
      {SIGNUP_FIELDS.map((field) => (
        <Col xs={24} sm={12} key={field}>
          <Form.Item
            name={field}
            label={t(LABEL_KEYS[field])}
            required
            rules={[ruleFor(field)]}
            dependencies={DEPENDENCIES[field]}
            // hasFeedback stays on: toggling it re-wraps the input and steals the focus mid-typing.
            {...(field === 'referral_code' ? { hasFeedback: true, validateStatus: referralStatus, help: referralHelp[referral] } : {})}
          >
            {SECRET_FIELDS.has(field) ? (
              <Input.Password autoComplete={AUTOCOMPLETE[field] ?? 'off'} />
            ) : (
              <Input autoComplete={AUTOCOMPLETE[field] ?? 'off'} inputMode={field === 'phone' || field === 'account_number' ? 'numeric' : undefined} />
            )}
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
