import { signInAllowList, twoFactorEnable, twoFactorRecoveryCodes, twoFactorSetup, twoFactorStatus, type DataOf } from '@casino/contract';
import { ApiError } from '@casino/platform';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, createTestPlatform, renderWithShell } from '../../test/test-platform';
import { SecurityPage } from './security-page';

const off: DataOf<typeof twoFactorStatus> = { enabled: false, required: false, enabled_at: null, recovery_codes_left: 0 };
const on: DataOf<typeof twoFactorStatus> = { enabled: true, required: false, enabled_at: '2026-11-20T01:00:00.000Z', recovery_codes_left: 10 };
/** The page's other section, the sign-in addresses (allow-list-section.test.tsx). */
const noAllowList = answer(signInAllowList, () => ({ account: { id: 5, username: 'agency1' }, items: [], current_address: '203.0.113.9' }));

describe('sign-in security page', () => {
  it('sets two-factor up for an agency: key, code, then the recovery codes once', async () => {
    let status = off;
    const enable = jest.fn((): DataOf<typeof twoFactorEnable> => {
      status = on;
      return { recovery_codes: ['aaaaa-bbbbb'] };
    });
    const { platform } = createTestPlatform([
      answer(twoFactorStatus, () => status),
      answer(twoFactorSetup, (): DataOf<typeof twoFactorSetup> => ({ secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Casino:agency1?secret=JBSWY3DPEHPK3PXP' })),
      answer(twoFactorEnable, enable),
      noAllowList,
    ]);
    renderWithShell(<SecurityPage />, { platform, path: '/partner/security' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in security' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Set it up' }));
    expect(await screen.findByRole('img', { name: 'QR code to add to your authenticator app' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Authentication code'), '111222');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(enable).toHaveBeenCalledWith({ body: { code: '111222' } });
    expect(within(await screen.findByRole('list', { name: 'Recovery codes' })).getByText('aaaaa-bbbbb')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have kept my recovery codes somewhere safe' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Two-factor sign-in is on')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeInTheDocument();
  });

  it("shows a master it is required, offers no way to turn it off, and shows a refused code's message", async () => {
    const { platform } = createTestPlatform([
      answer(twoFactorStatus, (): DataOf<typeof twoFactorStatus> => ({ ...on, required: true, recovery_codes_left: 2 })),
      answer(twoFactorRecoveryCodes, () => {
        throw new ApiError(409, 'CONFLICT', 'This code was already used. Wait for the next one');
      }),
      noAllowList,
    ]);
    renderWithShell(<SecurityPage />, { platform, path: '/partner/security' });
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Only 2 recovery codes are left. Make new ones.')).toBeInTheDocument();
    // 01:00 UTC is 10:00 in Seoul, the time every back-office screen shows, wherever the reader is.
    expect(screen.getByText(/^On since Nov 20, 2026, 10:00\sAM · 2 recovery codes left$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off two-factor sign-in' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect(await screen.findByText('This code was already used. Wait for the next one')).toBeInTheDocument();
  });
});
