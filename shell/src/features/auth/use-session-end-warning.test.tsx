import { type Account, type DataOf, userInfo, userSession, walletBalance } from '@casino/contract';
import { startTestSession } from '@casino/platform/testing';
import { act, screen } from '@testing-library/react';
import { answer, clearSessionCookie, createTestPlatform, renderWithShell } from '../../test/test-platform';
import { userInfoOf } from '../../test/user-info';
import { SESSION_END_WARNING_MS, useSessionEndWarning } from './use-session-end-warning';

const member: Account = { id: 7, username: 'player1', nickname: 'Player', role: 'member', level: 'member', state: 'normal', referral_code: null, rights: [] };
const partner: Account = { ...member, id: 8, role: 'partner', level: 'agency' };
const noMoney: DataOf<typeof walletBalance> = { balance: 0, credit: 0, rolling_point: 0 };
const NOW = new Date('2026-12-06T05:00:00.000Z');
// 14:30 in Seoul: 30 minutes after NOW.
const ENDS = '2026-12-06T05:30:00.000Z';
const WARNING = 'Your session ends at 14:30 and you will be signed out. Please finish what you are doing.';

function Warning() {
  useSessionEndWarning();
  return <p>page</p>;
}

async function setup(account: Account) {
  const test = createTestPlatform([
    answer(userInfo, () => userInfoOf(account)),
    answer(walletBalance, () => noMoney),
    // The server's clock is two minutes behind this one's: the time left counts from the server's.
    answer(userSession, () => ({ started_at: '2026-12-06T04:45:00.000Z', ends_at: ENDS, now: new Date(Date.now() - 120_000).toISOString(), play: { bets: 0, prizes: 0 } })),
  ]);
  startTestSession();
  await act(() => test.platform.user.load());
  renderWithShell(<Warning />, { platform: test.platform });
  await screen.findByText('page');
  // The end is read when the browser is idle (a timer here).
  await act(() => jest.advanceTimersByTimeAsync(10));
  return test;
}

const sessionReads = (call: jest.Mock) => call.mock.calls.filter(([endpoint]) => endpoint === userSession).length;
const userReads = (call: jest.Mock) => call.mock.calls.filter(([endpoint]) => endpoint === userInfo).length;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
  clearSessionCookie();
});

describe('the warning before a sign-in ends', () => {
  it('warns a member five minutes before its sign-in ends, not sooner, and reads the account again at the end', async () => {
    const { call } = await setup(member);
    expect(sessionReads(call)).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(32 * 60_000 - SESSION_END_WARNING_MS - 1_000));
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText(WARNING)).toBeInTheDocument();

    const readsBefore = userReads(call);
    await act(() => jest.advanceTimersByTimeAsync(SESSION_END_WARNING_MS + 1_000));
    expect(userReads(call)).toBeGreaterThan(readsBefore);
    // The account read at the end still answered (this test's server never ends it): the end is
    // read once more and waited for, and no more than that.
    expect(sessionReads(call)).toBe(2);
    const reads = userReads(call);
    await act(() => jest.advanceTimersByTimeAsync(60 * 60_000));
    expect([sessionReads(call), userReads(call)]).toEqual([2, reads]);
  });

  it('reads nothing for a partner', async () => {
    const { call } = await setup(partner);
    await act(() => jest.advanceTimersByTimeAsync(60 * 60_000));
    expect(sessionReads(call)).toBe(0);
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });

  it('forgets the end of a sign-in that was signed out', async () => {
    const { platform } = await setup(member);
    act(() => platform.user.clear());
    await act(() => jest.advanceTimersByTimeAsync(60 * 60_000));
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });
});
