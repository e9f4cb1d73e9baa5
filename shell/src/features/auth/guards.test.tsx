import { userInfo, walletBalance, type Account, type DataOf } from '@casino/contract';
import { act, screen } from '@testing-library/react';
import { startTestSession } from '@casino/platform/testing';
import { answer, clearSessionCookie, createTestPlatform, renderWithShell } from '../../test/test-platform';
import { userInfoOf } from '../../test/user-info';
import { GuestOnly } from './guest-only';
import { PartnerLoginPage } from './partner-login-page';
import { RequireAuth } from './require-auth';

const account = (role: Account['role']): Account => ({
  id: 1,
  username: role === 'partner' ? 'agency1' : 'player1',
  nickname: role === 'partner' ? 'Agency' : 'Player',
  role,
  level: role === 'partner' ? 'agency' : 'member',
  state: 'normal',
  referral_code: null,
  rights: [],
});


function signedInAs(role: Account['role']) {
  const test = createTestPlatform([
    answer(userInfo, () => userInfoOf(account(role))),
    answer(walletBalance, (): DataOf<typeof walletBalance> => ({ balance: 0, credit: 0, rolling_point: 0 })),
  ]);
  startTestSession();
  return test;
}

const statement = <p>partner statement</p>;
const partnerRoute = (
  <RequireAuth role="partner" signedOut={<PartnerLoginPage />}>
    {statement}
  </RequireAuth>
);

afterEach(clearSessionCookie);

describe('auth guard', () => {
  it('shows the partner login to a signed-out visitor of /partner/statement', async () => {
    const { platform } = createTestPlatform();
    renderWithShell(partnerRoute, { platform, path: '/partner/statement' });
    expect(await screen.findByRole('heading', { name: 'Partner login' })).toBeInTheDocument();
    expect(screen.queryByText('partner statement')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to site' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    expect(document.title).toBe('Partner login - Casino');
  });

  it('prompts a signed-out visitor of a member area to log in and opens the login modal', async () => {
    const { platform } = createTestPlatform();
    const { router } = renderWithShell(<RequireAuth>{statement}</RequireAuth>, { platform, path: '/mine' });
    expect(await screen.findByText('Please log in')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?modal=login');
  });

  it('shows a no-permission page to a member at /partner/statement', async () => {
    const { platform } = signedInAs('member');
    await act(() => platform.user.load());
    renderWithShell(partnerRoute, { platform, path: '/partner/statement' });
    expect(await screen.findByText('No permission')).toBeInTheDocument();
    expect(screen.queryByText('partner statement')).not.toBeInTheDocument();
  });

  it('lets a partner in', async () => {
    const { platform } = signedInAs('partner');
    await act(() => platform.user.load());
    renderWithShell(partnerRoute, { platform, path: '/partner/statement' });
    expect(await screen.findByText('partner statement')).toBeInTheDocument();
  });

  it('shows a loading state, not a redirect, while the user loads on start', async () => {
    const { platform } = signedInAs('partner');
    renderWithShell(partnerRoute, { platform, path: '/partner/statement' });
    expect(screen.getByText('Checking your session...')).toBeInTheDocument();
    await act(() => platform.user.load());
    expect(await screen.findByText('partner statement')).toBeInTheDocument();
  });
});

describe('no-auth guard', () => {
  it('sends a signed-in user away', async () => {
    const { platform } = signedInAs('member');
    await act(() => platform.user.load());
    const { router } = renderWithShell(null, {
      platform,
      path: '/guest',
      routes: [
        { path: '/guest', element: <GuestOnly redirectTo="/">guest form</GuestOnly> },
        { path: '/', element: <p>home</p> },
      ],
    });
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets a visitor in, and closes a dialog once they sign in', async () => {
    const { platform } = createTestPlatform();
    const onSignedIn = jest.fn();
    renderWithShell(<GuestOnly onSignedIn={onSignedIn}>guest form</GuestOnly>, { platform });
    expect(screen.getByText('guest form')).toBeInTheDocument();
    act(() => platform.user.applyBalance({}));
    expect(onSignedIn).not.toHaveBeenCalled();
    startTestSession();
    await act(() => platform.user.signIn(account('member')).catch(() => undefined));
    expect(onSignedIn).toHaveBeenCalled();
  });
});
