import { REMOTE_MODULES } from '@casino/contract';
import { MODALS } from '../modals/modal-table';
import { PARTNER_PAGES, ROUTES, STAFF_PAGES, WINDOW_PAGES, layoutOf, remotePageAt, remoteRequestId } from './route-table';

const paths = ROUTES.map((route) => route.path);

describe('route table', () => {
  it('has the member routes, the redirect page and the catch-all 404', () => {
    expect(paths).toEqual(expect.arrayContaining(['/', '/game/:type', '/game/:type/:brand', '/redirect', '*']));
    expect(ROUTES.find((r) => r.path === '/redirect')).toMatchObject({ layout: 'empty', page: 'redirect' });
    expect(ROUTES.at(-1)).toMatchObject({ path: '*', page: 'not-found' });
  });

  it('tells the layout of a path', () => {
    expect(layoutOf('/')).toBe('default');
    expect(layoutOf('/game/slot/pragmatic')).toBe('default');
    expect(layoutOf('/redirect')).toBe('empty');
    expect(layoutOf('/partner/statement')).toBe('partner');
    expect(layoutOf('/windows/deposit')).toBe('windows');
    expect(layoutOf('/no/such/page')).toBe('default');
  });

  it('tells the remote page a path shows', () => {
    expect(remotePageAt('/game/casino')).toEqual({ remote: 'games', module: './GameTypePage' });
    expect(remotePageAt('/partner/statement')).toEqual({ remote: 'partner', module: './StatementPage' });
    expect(remotePageAt('/redirect')).toBeNull();
    expect(remotePageAt('/no/such/page')).toBeNull();
  });

  it('maps the game routes to the games remote', () => {
    const modules = ROUTES.filter((r) => r.kind === 'remote' && r.page.remote === 'games' && !r.path.startsWith('/partner')).map((r) => r.kind === 'remote' && r.page.module);
    expect(modules).toEqual(['./HomePage', './GameTypePage', './GameBrandPage']);
  });

  it("has the spec's eleven partner children spelt as the spec spells them, and the risk page after them", () => {
    expect(PARTNER_PAGES.map((p) => p.child)).toEqual([
      '',
      'adjsutment',
      'betting-history',
      'current-user',
      'partner-management',
      'partner-structure',
      'statement',
      'statistice-by-day',
      'statistice-by-game',
      'statistice-by-user',
      'trade',
      'risk',
    ]);
    for (const { child } of PARTNER_PAGES) {
      expect(ROUTES.find((r) => r.path === (child ? `/partner/${child}` : '/partner'))).toMatchObject({ layout: 'partner', guard: 'partner' });
    }
    expect(paths).toContain('/partner');
    expect(paths).toContain('/partner/statistice-by-day');
  });

  it('sends reports pages to the reports remote and the rest of the back-office to partner', () => {
    const remoteOf = (child: string) => PARTNER_PAGES.find((p) => p.child === child)?.page.remote;
    expect(['adjsutment', 'betting-history', 'statistice-by-day', 'statistice-by-game', 'statistice-by-user'].map(remoteOf)).toEqual(Array(5).fill('reports'));
    expect(['', 'partner-management', 'partner-structure', 'current-user', 'trade', 'statement', 'risk'].map(remoteOf)).toEqual(Array(7).fill('partner'));
  });

  it('maps the operator console to the remotes of the teams that own each domain, guarded for the master level', () => {
    expect(STAFF_PAGES.map(({ child, page, guard }) => [child, page.remote, guard])).toEqual([
      ['inquiries', 'support', 'master'],
      ['announcements', 'support', 'master'],
      ['notes', 'support', 'master'],
      ['site-content', 'support', 'site'],
      ['catalog', 'games', 'site'],
      ['game-permissions', 'games', 'master'],
      ['breaks', 'wallet', 'site'],
      ['rounds', 'games', 'site'],
    ]);
    for (const { child, guard } of STAFF_PAGES) expect(ROUTES.find((r) => r.path === `/partner/${child}`)).toMatchObject({ layout: 'partner', guard });
    expect(ROUTES.find((r) => r.path === '/partner/security')).toMatchObject({ kind: 'shell', page: 'security', layout: 'partner', guard: 'partner' });
  });

  it('has all fifteen window pages with the windows layout', () => {
    expect(WINDOW_PAGES.map((w) => w.name)).toEqual([
      'bet-list',
      'bet-rank',
      'deposit-list',
      'deposit-rank',
      'deposit',
      'login-history',
      'losing-rank',
      'register',
      'rolling-list',
      'rolling-rank',
      'rolling-setting',
      'test',
      'withdraw-list',
      'withdraw-rank',
      'withdraw',
    ]);
    const windows = ROUTES.filter((r) => r.path.startsWith('/windows/'));
    expect(windows).toHaveLength(15);
    for (const route of windows) expect(route.layout).toBe('windows');
  });

  it('has no duplicate paths', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('builds federation request ids', () => {
    expect(remoteRequestId({ remote: 'games', module: './HomePage' })).toBe('games/HomePage');
  });

  it('maps every module the contract says a remote exposes to a route or a modal', () => {
    const mapped = new Set([
      ...ROUTES.flatMap((route) => (route.kind === 'remote' ? [remoteRequestId(route.page)] : [])),
      ...Object.values(MODALS).flatMap((modal) => (modal.kind === 'remote' ? [remoteRequestId(modal.target)] : [])),
    ]);
    const exposed = Object.entries(REMOTE_MODULES).flatMap(([remote, modules]) => modules.map((module) => `${remote}/${module.slice(2)}`));
    expect([...mapped].sort()).toEqual([...exposed].sort());
  });
});
