import { type Locator, type Page } from '@playwright/test';

export interface SignupValues {
  referralCode: string;
  memberId: string;
  password: string;
  confirmPassword: string;
  nickname: string;
  withdrawPassword: string;
  confirmWithdrawPassword: string;
  phone: string;
  bankName: string;
  accountNumber: string;
}

/** The member sign-up modal (English labels). */
export class SignupModal {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  async fill(values: Partial<SignupValues>) {
    const labels: Record<keyof SignupValues, string> = {
      referralCode: 'Referral code',
      memberId: 'Member ID',
      password: 'Password',
      confirmPassword: 'Confirm password',
      nickname: 'Nickname',
      withdrawPassword: 'Withdrawal password',
      confirmWithdrawPassword: 'Confirm withdrawal password',
      phone: 'Phone number',
      bankName: 'Bank name',
      accountNumber: 'Withdrawal account number',
    };
    for (const [key, value] of Object.entries(values) as [keyof SignupValues, string][]) {
      await this.field(labels[key]).fill(value);
    }
  }

  async submit() {
    await this.dialog.getByRole('button', { name: 'Sign up' }).click();
  }
}
