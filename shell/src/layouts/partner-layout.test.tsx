import { agencyStatementOpen, siteSetting, staffTicketWaiting, userInfo, walletBalance, type Account, type DataOf } from '@casino/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePlatform } from '@casino/platform';
import { startTestSession } from '@casino/platform/testing';
import { observer } from 'mobx-react-lite';
import { answer, clearSessionCookie, createTestLoader, createTestPlatform, renderWithShell } from '../test/test-platform';
import { userInfoOf } from '../test/user-info';
import { useSiteTitle } from '../lib/use-document-title';
import { PartnerLayout } from './partner-layout';

const agency: Account = { id: 2, username: 'agency1', nickname: 'Agency One', role: 'partner', level: 'agency', state: 'normal', referral_code: null, rights: [] };


const NONE = { deposit: 0, withdraw: 0 };

/** `open`: the requests of the partner's own members; `sub`: of the members below its sub-partners. */
async function signedInPartner(open = NONE, account: Account = agency, waiting = 0, sub = NONE) {
  const test = createTestPlatform([
    answer(staffTicketWaiting, (): DataOf<typeof staffTicketWaiting> => ({ waiting })),
    answer(agencyStatementOpen, (): DataOf<typeof agencyStatementOpen> => ({ members: open, sub, total: open.deposit + open.withdraw + sub.deposit + sub.withdraw })),
    answer(siteSetting, (): DataOf<typeof siteSetting> => ({ site_name: 'Lucky Casino', logo_url: null, support_contact: '', bank_inspection_hours: '', min_deposit: 0, min_withdraw: 0 })),
    answer(userInfo, () => userInfoOf(account)),
    answer(walletBalance, (): DataOf<typeof walletBalance> => ({ balance: 0, credit: 0, rolling_point: 0 })),
  ]);
  startTestSession();
  await act(() => test.platform.user.load());
  return test;
}

const routes = [{ element: <PartnerLayout />, children: [{ path: '/partner/*', element: <p>partner page</p> }] }];

afterEach(clearSessionCookie);

const partnerDeployed = () => createTestLoader({ partner: { manifest: '/remotes/partner/mf-manifest.json', version: '0.1.0' } }).loader;

/** The menu of a narrow window (jsdom's) is in the drawer. */
const openMenu = async () => userEvent.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Menu' }));

describe('partner layout', () => {
  it('titles the page with its menu label and the site name', async () => {
    const { platform } = await signedInPartner();
    renderWithShell(null, { platform, path: '/partner/statement', routes });
    expect(await screen.findByText('partner page')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Statement - Lucky Casino'));
  });

  it("replaces the sign-in page's title with the page's own once the partner signs in on the same path", async () => {
    const test = createTestPlatform([
      answer(staffTicketWaiting, (): DataOf<typeof staffTicketWaiting> => ({ waiting: 0 })),
      answer(agencyStatementOpen, (): DataOf<typeof agencyStatementOpen> => ({ members: NONE, sub: NONE, total: 0 })),
      answer(siteSetting, (): DataOf<typeof siteSetting> => ({ site_name: 'Lucky Casino', logo_url: null, support_contact: '', bank_inspection_hours: '', min_deposit: 0, min_withdraw: 0 })),
      answer(userInfo, () => userInfoOf(agency)),
      answer(walletBalance, (): DataOf<typeof walletBalance> => ({ balance: 0, credit: 0, rolling_point: 0 })),
    ]);
    // The guard's sign-in page names itself, as PartnerLoginPage does.
    const SignIn = () => {
      useSiteTitle('Partner sign-in');
      return <p>sign in</p>;
    };
    // The guard: its sign-in page until a partner is signed in, then the page.
    const Guarded = observer(() => (usePlatform().user.account ? <p>dashboard</p> : <SignIn />));
    renderWithShell(null, { platform: test.platform, path: '/partner', routes: [{ element: <PartnerLayout />, children: [{ path: '/partner/*', element: <Guarded /> }] }] });
    await screen.findByText('sign in');
    await waitFor(() => expect(document.title).toBe('Partner sign-in - Lucky Casino'));
    startTestSession();
    await act(() => test.platform.user.load());
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard - Lucky Casino'));
  });

  it('on a phone keeps the nickname and log-out in the bar, and the language and the way back in the menu', async () => {
    const { platform } = await signedInPartner();
    renderWithShell(null, { platform, path: '/partner', routes });
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Agency One')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Back to site' })).not.toBeInTheDocument();
    await userEvent.click(within(header).getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Back to site' })).toHaveAttribute('href', '/');
    expect(within(drawer).getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
  });

  it('opens each ranking window from the menu, beside the back-office', async () => {
    const { platform } = await signedInPartner();
    renderWithShell(null, { platform, loader: partnerDeployed(), path: '/partner', routes });
    await openMenu();
    await userEvent.click(await screen.findByText('Rankings'));
    const links = ['Bet ranking', 'Rolling ranking', 'Deposit ranking', 'Withdrawal ranking', 'Losing ranking'].map((name) => screen.getByRole('link', { name: `${name} (new window)` }));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/windows/bet-rank', '/windows/rolling-rank', '/windows/deposit-rank', '/windows/withdraw-rank', '/windows/losing-rank']);
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows how many requests wait on the statement entry, and refreshes it when the statement page says so', async () => {
    const open = { deposit: 2, withdraw: 1 };
    const { platform } = await signedInPartner(open);
    renderWithShell(null, { platform, loader: partnerDeployed(), path: '/partner', routes });
    await openMenu();
    expect(await screen.findByRole('link', { name: 'Statement, 3 waiting' })).toHaveAttribute('href', '/partner/statement');
    act(() => platform.events.emit('partnerRequestsChanged', { open: 0 }));
    expect(await screen.findByRole('link', { name: 'Statement' })).toBeInTheDocument();
  });

  it("counts the requests below a master's sub-partners too: everything it may decide", async () => {
    const master: Account = { ...agency, username: 'master2', level: 'master' };
    const { platform } = await signedInPartner(NONE, master, 0, { deposit: 2, withdraw: 1 });
    renderWithShell(null, { platform, loader: partnerDeployed(), path: '/partner', routes });
    await openMenu();
    expect(await screen.findByRole('link', { name: 'Statement, 3 waiting' })).toHaveAttribute('href', '/partner/statement');
  });

  it('marks the pages of a remote that is not deployed yet as coming, still linked to their page', async () => {
    const { platform } = await signedInPartner();
    renderWithShell(null, { platform, loader: partnerDeployed(), path: '/partner', routes });
    await openMenu();
    expect(await screen.findByRole('link', { name: 'Betting history (Coming soon)' })).toHaveAttribute('href', '/partner/betting-history');
    expect(screen.getByRole('link', { name: 'Trade' })).toHaveAttribute('href', '/partner/trade');
  });

  it("shows the operator console's entries only to the levels they are for", async () => {
    const deployed = () =>
      createTestLoader({
        support: { manifest: '/remotes/support/mf-manifest.json', version: '0.1.0' },
        games: { manifest: '/remotes/games/mf-manifest.json', version: '0.1.0' },
      }).loader;
    const staffEntries = ['Inquiries', 'Announcements & popups', 'Send notes', 'Site content', 'Game catalog', 'Game permissions'];
    const shown = () => staffEntries.filter((name) => screen.queryByRole('link', { name }) !== null);

    const asAgency = await signedInPartner();
    const view = renderWithShell(null, { platform: asAgency.platform, loader: deployed(), path: '/partner', routes });
    await openMenu();
    expect(await screen.findByRole('link', { name: 'Sign-in security' })).toHaveAttribute('href', '/partner/security');
    expect(shown()).toEqual([]);
    expect(asAgency.call.mock.calls.map(([endpoint]) => (endpoint as { path: string }).path)).not.toContain(staffTicketWaiting.path);
    view.unmount();
    clearSessionCookie();

    const lineMaster = await signedInPartner(undefined, { ...agency, username: 'master2', level: 'master', rights: [] });
    const view2 = renderWithShell(null, { platform: lineMaster.platform, loader: deployed(), path: '/partner', routes });
    await openMenu();
    await screen.findByRole('link', { name: 'Inquiries' });
    expect(shown()).toEqual(['Inquiries', 'Announcements & popups', 'Send notes', 'Game permissions']);
    view2.unmount();
    clearSessionCookie();

    const siteMaster = await signedInPartner(undefined, { ...agency, username: 'master1', level: 'master', rights: ['site'] }, 4);
    renderWithShell(null, { platform: siteMaster.platform, loader: deployed(), path: '/partner', routes });
    await openMenu();
    expect(await screen.findByRole('link', { name: 'Inquiries, 4 waiting' })).toHaveAttribute('href', '/partner/inquiries');
    expect(shown()).toEqual(['Announcements & popups', 'Send notes', 'Site content', 'Game catalog', 'Game permissions']);
    act(() => siteMaster.platform.events.emit('support:inquiry-answered', { waiting: 3 }));
    expect(await screen.findByRole('link', { name: 'Inquiries, 3 waiting' })).toBeInTheDocument();
  });
});
