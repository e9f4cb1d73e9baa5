import { type Account, messageList } from '@casino/contract';
import { jsonResponse, mockFetch, startTestSession } from '@casino/platform/testing';
import { act, screen } from '@testing-library/react';
import { clearSessionCookie, createTestPlatform, renderWithShell } from '../../test/test-platform';
import { useSessionExpiredNotice } from './use-session-expired-notice';

const member: Account = { id: 7, username: 'player1', nickname: 'Player', role: 'member', level: 'member', state: 'normal', referral_code: null, rights: [] };
const ENDED = 'Your session has ended. Please log in again.';

function Notice() {
  useSessionExpiredNotice();
  return <p>page</p>;
}

/** The real http client, answering 401 to the inbox list: the session ended on the server. */
async function setup({ signedIn }: { signedIn: boolean }) {
  const test = createTestPlatform({
    '/api/v1/core/user/info': () => ({ account: member, user: {} }),
    '/api/v1/wallet/balance': () => ({ balance: 0, credit: 0, rolling_point: 0 }),
  });
  if (signedIn) {
    startTestSession();
    await act(() => test.platform.user.load());
  }
  renderWithShell(<Notice />, { platform: test.platform, path: '/?modal=inbox' });
  await screen.findByText('page');
  test.useRealHttp();
  mockFetch(() => jsonResponse(401, { message: 'Please log in', code: 'UNAUTHORIZED' }));
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
