import { logout, messageList, siteSetting, ticketList, userInfo, walletBalance, type Account, type DataOf } from '@casino/contract';
import { ApiError } from '@casino/platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestSession, withLiveTestFeed } from '@casino/platform/testing';
import { answer, clearSessionCookie, createTestPlatform, renderWithShell } from '../../test/test-platform';
import { userInfoOf } from '../../test/user-info';
import { Header } from './header';

const member: Account = { id: 7, username: 'player1', nickname: 'Lucky Star', role: 'member', level: 'member', state: 'normal', referral_code: null, rights: [] };


function setup(
  balance: DataOf<typeof walletBalance> = { balance: 1250000, credit: 300000, rolling_point: 12500 },
  unread?: () => number,
  answered?: () => number,
  signOut = (): DataOf<typeof logout> => ({ ok: true }),
  account: Account = member,
) {
  const wallet = jest.fn(() => balance);
  const test = createTestPlatform([
    answer(logout, signOut),
    ...(unread ? [answer(messageList, (): DataOf<typeof messageList> => ({ items: [], total: 5, unread: unread() }))] : []),
    ...(answered ? [answer(ticketList, (): DataOf<typeof ticketList> => ({ items: [], total: 2, answered: answered() }))] : []),
    answer(siteSetting, (): DataOf<typeof siteSetting> => ({ site_name: 'Lucky Casino', logo_url: null, support_contact: '', bank_inspection_hours: '', min_deposit: 0, min_withdraw: 0 })),
    answer(userInfo, () => userInfoOf(account)),
    answer(walletBalance, wallet),
  ]);
  return { ...test, wallet };
}

const narrow = window.matchMedia;
/** A desktop viewport: every min-width breakpoint matches. */
function wideScreen() {
  window.matchMedia = (query: string) => ({ ...narrow(query), matches: /min-width/.test(query) });
}

beforeEach(wideScreen);
afterEach(() => {
  window.matchMedia = narrow;
  clearSessionCookie();
});

describe('header', () => {
  it('shows the site name, the nav and, signed out, login and sign-up', async () => {
    const { platform } = setup();
    renderWithShell(<Header />, { platform });
    expect(await screen.findByText('Lucky Casino')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Casino' })).toHaveAttribute('href', '/game/casino');
    expect(screen.getByRole('link', { name: 'Slot' })).toHaveAttribute('href', '/game/slot');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(window.location.search).toBe('?modal=signup');
    // Announcements are public: a visitor can read them too.
    await userEvent.click(screen.getByRole('button', { name: 'Notices' }));
    expect(window.location.search).toContain('modal=notice');
  });

  it('shows the nickname and the balances in KRW when signed in, and opens member dialogs', async () => {
    const { platform } = setup();
    startTestSession();
    await act(() => platform.user.load());
    renderWithShell(<Header />, { platform });
    await screen.findByText('Lucky Casino');
    expect(screen.getByTestId('nickname')).toHaveTextContent('Lucky Star');
    expect(screen.getByTestId('figure-balance')).toHaveTextContent('₩1,250,000');
    expect(screen.getByTestId('figure-credit')).toHaveTextContent('₩300,000');
    expect(screen.getByTestId('figure-rolling')).toHaveTextContent('₩12,500');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(window.location.search).toBe('?modal=deposit');
    for (const name of ['Withdraw', 'Convert', 'Notices', 'Inbox', 'Customer service', 'Log out']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('logs out through the API; when it cannot be reached the member stays signed in and is told so', async () => {
    let reachable = false;
    const { platform } = setup(undefined, undefined, undefined, () => {
      if (!reachable) throw new ApiError(0, 'NETWORK', 'offline');
      return { ok: true };
    });
    startTestSession();
    await act(() => platform.user.load());
    renderWithShell(<Header />, { platform });
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Could not log out. Check the connection and try again')).toBeInTheDocument();
    expect(screen.getByTestId('nickname')).toHaveTextContent('Lucky Star');
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows the unread notes on the inbox button, following the support remote and new notes', async () => {
    let unread = 3;
    const { platform } = setup(undefined, () => unread);
    startTestSession();
    await act(() => platform.user.load());
    renderWithShell(<Header />, { platform });
    expect(await screen.findByTestId('inbox-unread')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: /Inbox/ })).toContainElement(screen.getByTestId('inbox-unread'));

    await act(async () => platform.events.emit('inboxChanged', { unread: 1 }));
    expect(screen.getByTestId('inbox-unread')).toHaveTextContent('1');
    await act(async () => platform.events.emit('inboxChanged', { unread: 0 }));
    expect(screen.queryByTestId('inbox-unread')).not.toBeInTheDocument();

    // A note sent meanwhile shows when the player comes back to the window.
    unread = 2;
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(await screen.findByTestId('inbox-unread')).toHaveTextContent('2');

    // Signed out: no badge left for the next person at this computer.
    await act(() => platform.user.signOut());
    expect(screen.queryByTestId('inbox-unread')).not.toBeInTheDocument();
  });

  it('shows new answers to inquiries on the customer-service button until they are confirmed', async () => {
    let answered = 1;
    const { platform } = setup(undefined, undefined, () => answered);
    startTestSession();
    await act(() => platform.user.load());
    renderWithShell(<Header />, { platform });
    expect(await screen.findByTestId('tickets-answered')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: /Customer service/ })).toContainElement(screen.getByTestId('tickets-answered'));
    // Confirmed in the support remote, which says "ask again".
    answered = 0;
    await act(async () => platform.events.emit('ticketsChanged'));
    await waitFor(() => expect(screen.queryByTestId('tickets-answered')).not.toBeInTheDocument());
  });

  it('opens the convert dialog from the button next to deposit and withdraw', async () => {
    const { platform } = setup();
    startTestSession();
    await act(() => platform.user.load());
    renderWithShell(<Header />, { platform });
    await screen.findByText('Lucky Casino');
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons.indexOf('Convert')).toBe(buttons.indexOf('Withdraw') + 1);
    await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(window.location.search).toBe('?modal=convert');
    expect(platform.modals.current).toEqual({ id: 'convert', params: {} });
  });

  it('refreshes the balances on the balance event and on window focus', async () => {
    const { platform, wallet } = setup();
    startTestSession();
    await act(() => platform.user.load());
    renderWithShell(<Header />, { platform });
    await screen.findByText('Lucky Casino');
    wallet.mockReturnValue({ balance: 2000, credit: 0, rolling_point: 0 });
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(screen.getByTestId('figure-balance')).toHaveTextContent('2,000');
    wallet.mockReturnValue({ balance: 3000, credit: 0, rolling_point: 0 });
    await act(async () => platform.events.emit('balanceChanged'));
    expect(screen.getByTestId('figure-balance')).toHaveTextContent('3,000');
  });

  it('on a phone shows a signed-in member their cash and game credit in the bar, outside the menu', async () => {
    window.matchMedia = narrow;
    const { platform } = setup();
    startTestSession();
    await act(() => platform.user.load());
    renderWithShell(<Header />, { platform });
    const bar = await screen.findByRole('banner');
    expect(within(bar).getByTestId('figure-balance')).toHaveTextContent('Cash ₩1,250,000');
    expect(within(bar).getByTestId('figure-credit')).toHaveTextContent('Game credit ₩300,000');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on a phone puts a dot on the menu button while unread notes wait behind it', async () => {
    window.matchMedia = narrow;
    const { platform } = setup(undefined, () => 0);
    startTestSession();
    await act(() => platform.user.load());
    renderWithShell(<Header />, { platform });
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(within(menu).queryByTestId('button-dot')).not.toBeInTheDocument();
    await act(async () => platform.events.emit('inboxChanged', { unread: 2 }));
    expect(within(menu).getByTestId('button-dot')).toBeInTheDocument();
    await act(async () => platform.events.emit('inboxChanged', { unread: 0 }));
    expect(within(menu).queryByTestId('button-dot')).not.toBeInTheDocument();
  });

  it('names the site as the way home, not as a heading: the page has its own', async () => {
    const { platform } = setup();
    renderWithShell(<Header />, { platform });
    expect(await screen.findByRole('link', { name: 'Lucky Casino' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('keeps the nav as plain links, marking the current page', async () => {
    const { platform } = setup();
    renderWithShell(<Header />, { platform, path: '/game/slot' });
    await screen.findByText('Lucky Casino');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Slot' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('writes the balances with the unit of the language', async () => {
    const { platform } = setup();
    await act(() => platform.i18n.setLanguage('ko'));
    startTestSession();
    await act(() => platform.user.load());
    renderWithShell(<Header />, { platform });
    expect(await screen.findByTestId('figure-balance')).toHaveTextContent('1,250,000원');
    await act(() => platform.i18n.setLanguage('en'));
  });

  it('refreshes the balance every 30 s, only while the page is visible', async () => {
    jest.useFakeTimers();
    try {
      const { platform, wallet } = setup();
      startTestSession();
      await act(() => platform.user.load());
      renderWithShell(<Header />, { platform });
      await act(async () => undefined);
      const before = wallet.mock.calls.length;
      wallet.mockReturnValue({ balance: 5000, credit: 0, rolling_point: 0 });
      await act(async () => jest.advanceTimersByTime(30_000));
      expect(wallet.mock.calls.length).toBe(before + 1);
      expect(screen.getByTestId('figure-balance')).toHaveTextContent('₩5,000');
      jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      await act(async () => jest.advanceTimersByTime(30_000));
      expect(wallet.mock.calls.length).toBe(before + 1);
    } finally {
      jest.restoreAllMocks();
      jest.useRealTimers();
    }
  });

  it('leaves the balance to the live channel while it is heard, and polls again when it is not', async () => {
    jest.useFakeTimers();
    try {
      const { platform, wallet } = setup();
      const feed = withLiveTestFeed(platform);
      startTestSession();
      await act(() => platform.user.load());
      renderWithShell(<Header />, { platform });
      await act(async () => undefined);
      const before = wallet.mock.calls.length;
      act(() => feed.deliver({ type: 'ready' }));
      await act(async () => jest.advanceTimersByTime(30_000));
      await act(async () => window.dispatchEvent(new Event('focus')));
      expect(wallet.mock.calls.length).toBe(before);
      act(() => feed.deliver({ type: 'balance', figure: 'balance', amount: 7_000, version: 1 }));
      expect(screen.getByTestId('figure-balance')).toHaveTextContent('₩7,000');
      act(() => feed.closed());
      await act(async () => jest.advanceTimersByTime(30_000));
      expect(wallet.mock.calls.length).toBe(before + 1);
    } finally {
      jest.useRealTimers();
    }
  });

  it("keeps polling a partner's balance while the channel is heard: a partner's figures are not told live", async () => {
    jest.useFakeTimers();
    try {
      const partner: Account = { ...member, id: 3, username: 'agency1', role: 'partner', level: 'agency', referral_code: 'AGENCY1' };
      const { platform, wallet } = setup(undefined, undefined, undefined, undefined, partner);
      const feed = withLiveTestFeed(platform);
      startTestSession();
      await act(() => platform.user.load());
      renderWithShell(<Header />, { platform });
      await act(async () => undefined);
      act(() => feed.deliver({ type: 'ready' }));
      const greeted = wallet.mock.calls.length;
      await act(async () => jest.advanceTimersByTime(30_000));
      expect(wallet.mock.calls.length).toBe(greeted + 1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('switches the language', async () => {
    const { platform } = setup();
    renderWithShell(<Header />, { platform });
    await screen.findByText('Lucky Casino');
    const switcher = screen.getByRole('radiogroup', { name: 'Language' });
    await userEvent.click(within(switcher).getByText('한국어'));
    expect(await screen.findByRole('button', { name: '로그인' })).toBeInTheDocument();
    await act(() => platform.i18n.setLanguage('en'));
  });

  it('collapses into a drawer on a phone (375 px), keeping log-in and sign-up in the bar', async () => {
    window.matchMedia = narrow;
    const { platform } = setup();
    renderWithShell(<Header />, { platform });
    await screen.findByText('Lucky Casino');
    expect(screen.queryByRole('link', { name: 'Casino' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(window.location.search).toBe('?modal=signup');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Slot' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    // The bar has room for two buttons only; the public notices are in the drawer.
    expect(within(drawer).getByRole('button', { name: 'Notices' })).toBeInTheDocument();
  });
});
