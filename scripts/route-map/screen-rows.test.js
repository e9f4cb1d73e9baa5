const { dialogRows, pageRows, unusedModules } = require('./screen-rows');
const { markdownTable } = require('./markdown-table');

const exposesByRemote = {
  games: { './HomePage': './src/features/home/pages/home-page.tsx', './CatalogPage': './src/features/catalog/pages/catalog-page.tsx' },
  wallet: { './DepositModal': './src/features/statements/pages/deposit-modal.tsx' },
};

describe('screen rows', () => {
  it('maps each route to its remote and the file its module is, and shell pages to the shell', () => {
    const routes = [
      { kind: 'remote', path: '/', page: { remote: 'games', module: './HomePage' } },
      { kind: 'remote', path: '/partner/catalog', page: { remote: 'games', module: './CatalogPage' }, guard: 'site' },
      { kind: 'shell', path: '*', page: 'not-found' },
    ];
    expect(pageRows(routes, exposesByRemote)).toEqual([
      { screen: '/', who: '', remote: 'remote-games', module: './HomePage', file: 'remote-games/src/features/home/pages/home-page.tsx' },
      { screen: '/partner/catalog', who: 'site', remote: 'remote-games', module: './CatalogPage', file: 'remote-games/src/features/catalog/pages/catalog-page.tsx' },
      { screen: '*', who: '', remote: 'shell', module: 'not-found', file: '' },
    ]);
  });

  it('maps each `?modal=` dialog the same way', () => {
    const modals = {
      login: { kind: 'shell', id: 'login', access: 'guest' },
      deposit: { kind: 'remote', target: { remote: 'wallet', module: './DepositModal' }, access: 'member' },
    };
    expect(dialogRows(modals, exposesByRemote)).toEqual([
      { screen: '?modal=login', who: 'guest', remote: 'shell', module: 'login', file: '' },
      { screen: '?modal=deposit', who: 'member', remote: 'remote-wallet', module: './DepositModal', file: 'remote-wallet/src/features/statements/pages/deposit-modal.tsx' },
    ]);
  });

  it('fails on a module its remote does not expose, naming the screen', () => {
    const routes = [{ kind: 'remote', path: '/game/:type', page: { remote: 'games', module: './GameTypePage' } }];
    expect(() => pageRows(routes, exposesByRemote)).toThrow('/game/:type: remote-games exposes no ./GameTypePage');
  });

  it('lists exposed modules that no screen renders', () => {
    const rows = pageRows([{ kind: 'remote', path: '/', page: { remote: 'games', module: './HomePage' } }], exposesByRemote);
    expect(unusedModules(rows, exposesByRemote)).toEqual(['remote-games ./CatalogPage', 'remote-wallet ./DepositModal']);
  });
});

describe('markdownTable', () => {
  it('writes code spans where asked, a dash for an empty cell and escapes pipes', () => {
    const rows = [{ screen: '*', who: '', note: 'a|b' }];
    expect(markdownTable([['Route', 'screen'], ['Guard', 'who'], ['Note', 'note']], rows, ['screen'])).toBe(
      ['| Route | Guard | Note |', '|---|---|---|', '| `*` | — | a\\|b |'].join('\n'),
    );
  });
});
