import { login, twoFactorEnrolFinish, twoFactorEnrolStart, twoFactorVerify, userInfo, walletBalance, type Account, type DataOf, type SignedIn } from '@casino/contract';
import { ApiError } from '@casino/platform';
import { startTestSession } from '@casino/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, clearSessionCookie, createTestPlatform, renderWithShell, type CallAnswer } from '../../../test/test-platform';
import { userInfoOf } from '../../../test/user-info';
import { PartnerLoginPage } from '../partner-login-page';

const master: Account = { id: 1, username: 'master1', nickname: 'Master', role: 'partner', level: 'master', state: 'normal', referral_code: 'MASTER1', rights: ['site'] };
const signedIn = (): SignedIn => {
  startTestSession();
  return { expires_at: '2099-01-01T00:00:00.000Z', account: master };
};
const secondStep = (two_factor: 'verify' | 'enrol') => (): DataOf<typeof login> => ({ two_factor, challenge: 'C'.repeat(43), expires_at: '2099-01-01T00:00:00.000Z' });


function setup(answers: readonly CallAnswer[]) {
  const test = createTestPlatform([
    answer(userInfo, () => userInfoOf(master)),
    answer(walletBalance, (): DataOf<typeof walletBalance> => ({ balance: 0, credit: 0, rolling_point: 0 })),
    ...answers,
  ]);
  renderWithShell(<PartnerLoginPage />, { platform: test.platform, path: '/partner' });
  return test;
}

async function passwordStep() {
  await userEvent.type(screen.getByLabelText('Username'), 'master1');
  await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

afterEach(clearSessionCookie);

describe('two-factor sign-in', () => {
  it('asks for the code after the password, and signs in with it', async () => {
    const verify = jest.fn(signedIn);
    const { platform, call } = setup([answer(login, secondStep('verify')), answer(twoFactorVerify, verify)]);
    await passwordStep();
    expect(platform.session.active).toBe(false);
    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '12 34-56');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(verify).toHaveBeenCalledWith({ body: { challenge: 'C'.repeat(43), code: '123456' } });
    expect(platform.user.account?.username).toBe('master1');
    expect(call.mock.calls.map(([endpoint]) => (endpoint as { path: string }).path)).not.toContain(twoFactorEnrolStart.path);
  });

  it("shows the server's message for a wrong code, and signs in with a recovery code instead", async () => {
    const verify = jest
      .fn()
      .mockImplementationOnce(() => {
        throw new ApiError(401, 'UNAUTHORIZED', 'The code is incorrect');
      })
      .mockImplementationOnce(signedIn);
    const { platform } = setup([answer(login, secondStep('verify')), answer(twoFactorVerify, verify)]);
    await passwordStep();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is incorrect');

    await userEvent.click(screen.getByRole('button', { name: 'No phone? Use a recovery code' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(verify).toHaveBeenLastCalledWith({ body: { challenge: 'C'.repeat(43), recovery_code: 'abcde-fghjk' } });
    expect(platform.user.account?.username).toBe('master1');
  });

  it('sends the person back to the password, ID kept, when the sign-in has expired', async () => {
    setup([
      answer(login, secondStep('verify')),
      answer(twoFactorVerify, () => {
        throw new ApiError(401, 'SIGN_IN_EXPIRED', 'The sign-in has expired. Please sign in again');
      }),
    ]);
    await passwordStep();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByLabelText('Username')).toHaveValue('master1');
  });

  it('has a master without two-factor set it up, keep its recovery codes, and only then enter', async () => {
    const finish = jest.fn((): DataOf<typeof twoFactorEnrolFinish> => ({ ...signedIn(), recovery_codes: ['aaaaa-bbbbb', 'ccccc-ddddd'] }));
    const { platform } = setup([
      answer(login, secondStep('enrol')),
      answer(twoFactorEnrolStart, (): DataOf<typeof twoFactorEnrolStart> => ({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Casino:master1?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Casino' })),
      answer(twoFactorEnrolFinish, finish),
    ]);
    await passwordStep();
    expect(await screen.findByRole('img', { name: 'QR code to add to your authenticator app' })).toBeInTheDocument();
    expect(screen.getByTestId('two-factor-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await userEvent.type(screen.getByLabelText('Authentication code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(finish).toHaveBeenCalledWith({ body: { challenge: 'C'.repeat(43), code: '654321' } });

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['aaaaa-bbbbb', 'ccccc-ddddd']);
    const proceed = screen.getByRole('button', { name: 'Continue' });
    expect(proceed).toBeDisabled();
    expect(platform.user.account).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have kept my recovery codes somewhere safe' }));
    await userEvent.click(proceed);
    expect(platform.user.account?.username).toBe('master1');
  });
});
