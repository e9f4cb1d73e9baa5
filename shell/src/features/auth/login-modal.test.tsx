import { type Account } from '@casino/contract';
import { ApiError, PLATFORM_EVENTS } from '@casino/platform';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestSession } from '@casino/platform/testing';
import { clearSessionCookie, createTestPlatform, renderWithShell } from '../../test/test-platform';
import { LoginModal } from './login-modal';

const member: Account = { id: 7, username: 'player1', nickname: 'Player', role: 'member', level: 'member', state: 'normal', referral_code: null, rights: [] };

function setup(login: (options: unknown) => unknown, params: Record<string, string> = {}) {
  const test = createTestPlatform({
    '/api/v1/core/auth/login': login,
    '/api/v1/core/user/info': () => ({ account: member, user: {} }),
    '/api/v1/wallet/balance': () => ({ balance: 1000, credit: 0, rolling_point: 0 }),
  });
  renderWithShell(<LoginModal params={params} onClose={() => undefined} />, { platform: test.platform, path: '/?modal=login' });
  return test;
}

async function logIn(username: string, password: string) {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

afterEach(clearSessionCookie);

describe('login modal', () => {
  it('pre-fills the member ID it was opened with (after sign-up)', async () => {
    setup(() => ({}), { username: 'newbie01' });
    expect(await screen.findByLabelText('Username')).toHaveValue('newbie01');
  });

  it('signs in with username and password and says so', async () => {
    // The API sets the session cookies with its answer.
    const login = jest.fn(() => {
      startTestSession();
      return { expires_at: '2099-01-01T00:00:00.000Z', account: member };
    });
    const { platform } = setup(login);
    const refetch = jest.fn();
    window.addEventListener(PLATFORM_EVENTS.refetchBoardMessages, refetch);
    await logIn('player1', 'abc123');
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({ body: { username: 'player1', password: 'abc123' } });
    expect(platform.session.active).toBe(true);
    expect(platform.user.account?.nickname).toBe('Player');
    expect(refetch).toHaveBeenCalled();
    window.removeEventListener(PLATFORM_EVENTS.refetchBoardMessages, refetch);
  });

  it('says when the username or password is incorrect', async () => {
    setup(() => {
      throw new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid credentials');
    });
    await logIn('player1', 'wrong1');
    expect(await screen.findByText('Username or password is incorrect')).toBeInTheDocument();
  });

  it('shows the server message for other refusals', async () => {
    setup(() => {
      throw new ApiError(403, 'ACCOUNT_STOPPED', 'This account is stopped');
    });
    await logIn('player1', 'abc123');
    expect(await screen.findByText('This account is stopped')).toBeInTheDocument();
  });
});
