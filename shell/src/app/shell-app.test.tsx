import { boardMessageList, popup, siteSetting, userInfo, walletBalance, type Account, type DataOf } from '@casino/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failWith, mockApi, on, startTestSession } from '@casino/platform/testing';
import { answer, clearSessionCookie, createTestLoader, createTestPlatform } from '../test/test-platform';
import { userInfoOf } from '../test/user-info';
import { ShellApp, createShellRouter } from './shell-app';

const account = (role: Account['role']): Account => ({ id: 1, username: 'u1', nickname: 'Nick', role, level: role === 'partner' ? 'agency' : 'member', state: 'normal', referral_code: null, rights: [] });
const noPopups: DataOf<typeof popup> = { items: [] };
const noMessages: DataOf<typeof boardMessageList> = { items: [], total: 0 };
const noMoney: DataOf<typeof walletBalance> = { balance: 0, credit: 0, rolling_point: 0 };
const games = { games: { manifest: '/remotes/games/mf-manifest.json', version: '1' } };
const HomePage = () => <h1>games home</h1>;

function renderApp(path: string, { role = null as Account['role'] | null, onNavigate = (() => undefined) as () => void } = {}) {
  window.history.replaceState(null, '', path);
  const test = createTestPlatform([
    answer(siteSetting, () => Promise.reject(new Error('offline'))),
    answer(popup, () => noPopups),
    answer(boardMessageList, () => noMessages),
    answer(userInfo, () => userInfoOf(account(role ?? 'member'))),
    answer(walletBalance, () => noMoney),
  ]);
  if (role) startTestSession();
  const { loader } = createTestLoader(games, { 'games/HomePage': async () => ({ default: HomePage }) });
  const router = createShellRouter(onNavigate);
  render(<ShellApp platform={test.platform} loader={loader} router={router} />);
  return { ...test, router };
}

async function signedIn(path: string, role: Account['role']) {
  const app = renderApp(path, { role });
  await act(() => app.platform.user.load());
  return app;
}

afterEach(clearSessionCookie);

describe('shell app', () => {
  it('renders the games home page from its remote inside the default layout', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'games home' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('answers an unknown path with the 404 page', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText('Page not found: /no/such/page')).toBeInTheDocument();
  });

  it('shows the partner login, full page, at /partner when signed out', async () => {
    renderApp('/partner');
    expect(await screen.findByRole('heading', { name: 'Partner login' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('tells a member at /partner/statement they have no permission', async () => {
    await signedIn('/partner/statement', 'member');
    expect(await screen.findByText('No permission')).toBeInTheDocument();
  });

  it('gives a partner the back-office, with the not-yet-deployed reports remote as the unavailable box', async () => {
    await signedIn('/partner/adjsutment', 'partner');
    expect(await screen.findByText('This section is temporarily unavailable.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    // Named "(coming)" once the registry says reports is not deployed.
    expect(await screen.findByRole('link', { name: /^Statistics by day/ })).toHaveAttribute('href', '/partner/statistice-by-day');
  });

  it('turns a member dialog asked for while signed out into the login dialog, which remembers it', async () => {
    const { router } = renderApp('/?modal=deposit');
    expect(await screen.findByText('Please log in')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?modal=login&modal.next=deposit'));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('renders a remote dialog in a modal, as the unavailable box under its name while its remote is not deployed', async () => {
    renderApp('/?modal=notice');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('This section is temporarily unavailable.')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Notices' })).toBeInTheDocument();
  });

  it('closes the login dialog for a signed-in user (no-auth)', async () => {
    const { router } = await signedIn('/?modal=login', 'member');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('on a 401 anywhere, signs out, closes every dialog and goes to /', async () => {
    const { platform, router, useRealHttp } = await signedIn('/game/slot?modal=deposit', 'member');
    // The page and the deposit dialog: neither remote is deployed in this test.
    expect(await screen.findAllByText('This section is temporarily unavailable.')).toHaveLength(2);
    useRealHttp();
    const { spy } = mockApi([on(walletBalance, () => failWith(401, { message: 'Session expired', code: 'UNAUTHORIZED' }))]);
    await act(() => platform.user.refreshBalance().catch(() => undefined));
    spy.mockRestore();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
    expect(platform.user.isLoggedIn).toBe(false);
    expect(platform.session.active).toBe(false);
  });

  it('reports each page change after the first (release detection reloads there)', async () => {
    const onNavigate = jest.fn();
    const { router } = renderApp('/', { onNavigate });
    await screen.findByRole('heading', { name: 'games home' });
    expect(onNavigate).not.toHaveBeenCalled();
    await act(() => router.navigate('/game/slot'));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/game/slot?modal=login'));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('reports a page change at the new URL, before the new route renders (so a check starts before its remote is asked for)', async () => {
    const seen: Array<{ path: string; oldPageShown: boolean }> = [];
    const onNavigate = () => {
      seen.push({ path: window.location.pathname, oldPageShown: screen.queryByRole('heading', { name: 'games home' }) !== null });
    };
    const { router } = renderApp('/', { onNavigate });
    await screen.findByRole('heading', { name: 'games home' });
    await act(() => router.navigate('/no/such/page'));
    expect(seen).toEqual([{ path: '/no/such/page', oldPageShown: true }]);
    expect(await screen.findByText('Page not found: /no/such/page')).toBeInTheDocument();
  });
});
