import { type Account, type DataOf, messageList, userInfo, walletBalance } from '@casino/contract';
import { failWith, mockApi, on, startTestSession } from '@casino/platform/testing';
import { act, screen } from '@testing-library/react';
import { clearSessionCookie, createTestPlatform, renderWithShell } from '../../test/test-platform';
import { useSessionExpiredNotice } from './use-session-expired-notice';

const member: Account = { id: 7, username: 'player1', nickname: 'Player', role: 'member', level: 'member', state: 'normal', referral_code: null, rights: [] };
const info: DataOf<typeof userInfo> = {
  account: member,
  user: { phone: '010-0000-0000', bank_name: '', account_number: '****0000', parent_username: null, created_at: '2025-01-01T00:00:00.000Z', last_login_at: null },
};
const noMoney: DataOf<typeof walletBalance> = { balance: 0, credit: 0, rolling_point: 0 };
const ENDED = 'Your session has ended. Please log in again.';

function Notice() {
  useSessionExpiredNotice();
  return <p>page</p>;
}

/** The real http client, answering 401 to the inbox list: the session ended on the server. */
async function setup({ signedIn }: { signedIn: boolean }) {
  const test = createTestPlatform({
    [userInfo.path]: () => info,
    [walletBalance.path]: () => noMoney,
  });
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
});
