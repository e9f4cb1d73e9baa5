import { type Account, type DataOf, messageList, userInfo, walletBalance } from '@casino/contract';
import { failWith, mockApi, on, startTestSession } from '@casino/platform/testing';
import { act, screen } from '@testing-library/react';
import { answer, clearSessionCookie, createTestPlatform, renderWithShell } from '../../test/test-platform';
import { userInfoOf } from '../../test/user-info';
import { useSessionExpiredNotice } from './use-session-expired-notice';

const member: Account = { id: 7, username: 'player1', nickname: 'Player', role: 'member', level: 'member', state: 'normal', referral_code: null, rights: [] };
const info = userInfoOf(member);
const noMoney: DataOf<typeof walletBalance> = { balance: 0, credit: 0, rolling_point: 0 };
const ENDED = 'Your session has ended. Please log in again.';

function Notice() {
  useSessionExpiredNotice();
  return <p>page</p>;
}

/** The real http client, answering 401 to the inbox list: the session ended on the server. */
async function setup({ signedIn }: { signedIn: boolean }) {
  const test = createTestPlatform([
    answer(userInfo, () => info),
    answer(walletBalance, () => noMoney),
  ]);
  if (signedIn) {
    startTestSession();
    await act(() => test.platform.user.load());
  }
  renderWithShell(<Notice />, { platform: test.platform, path: '/?modal=inbox' });
  await screen.findByText('page');
  test.useRealHttp();
  mockApi([on(messageList, () => failWith(401, { message: 'Please log in', code: 'UNAUTHORIZED' }))]);
  await act(() => test.platform.http.call(messageList, { query: { page: 1, pageSize: 10 } }).catch(() => undefined));
  return test;
}

afterEach(() => {
  jest.restoreAllMocks();
  clearSessionCookie();
});

describe('the notice of an ended session', () => {
  it('tells a member whose list load met a 401 that the session ended, and everything closed', async () => {
    const { platform } = await setup({ signedIn: true });
    expect(await screen.findByText(ENDED)).toBeInTheDocument();
    expect(platform.user.isLoggedIn).toBe(false);
    expect(platform.modals.current).toBeNull();
  });

  it('says nothing to a visitor, who had no session to end', async () => {
    await setup({ signedIn: false });
    await act(async () => undefined);
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
  });

  it('says the account was stopped when the live channel said so', async () => {
    const test = createTestPlatform([answer(userInfo, () => info), answer(walletBalance, () => noMoney)]);
    startTestSession();
    await act(() => test.platform.user.load());
    renderWithShell(<Notice />, { platform: test.platform });
    await screen.findByText('page');
    act(() => {
      test.platform.user.clear();
      test.platform.events.emit('sessionExpired', { reason: 'stopped' });
    });
    expect(await screen.findByText('This account is suspended. Please contact customer service.')).toBeInTheDocument();
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
  });
});
