const { evaluateConstant } = require('./evaluate-constant');

// The shapes the shell's route table is written in: typed helpers, lists mapped into routes.
const ROUTE_TABLE = `
import { type RemoteModuleRef } from '@casino/contract';
const games = (module: RemoteModuleName<'games'>): RemoteModuleRef => ({ remote: 'games', module });
export const PAGES: ReadonlyArray<{ child: string; page: RemoteModuleRef }> = [
  { child: '', page: games('./HomePage') },
  { child: 'catalog', page: games('./CatalogPage') },
];
export const ROUTES: readonly RouteEntry[] = [
  { kind: 'shell', path: '/redirect', layout: 'empty', page: 'redirect' },
  ...PAGES.map(({ child, page }): RouteEntry => ({ kind: 'remote', path: child ? \`/partner/\${child}\` : '/partner', page })),
];
export function notAConstant() { return 1; }
`;

describe('evaluateConstant', () => {
  it('reads a table built from helpers, spreads, maps, templates and conditionals', () => {
    expect(evaluateConstant(ROUTE_TABLE, 'ROUTES')).toEqual([
      { kind: 'shell', path: '/redirect', layout: 'empty', page: 'redirect' },
      { kind: 'remote', path: '/partner', page: { remote: 'games', module: './HomePage' } },
      { kind: 'remote', path: '/partner/catalog', page: { remote: 'games', module: './CatalogPage' } },
    ]);
  });

  it('reads quoted keys, numbers and `satisfies`', () => {
    const source = `export const exposes = { './HomePage': './src/home-page.tsx', width: 720, open: true } satisfies ExposesOf<'games'>;`;
    expect(evaluateConstant(source, 'exposes')).toEqual({ './HomePage': './src/home-page.tsx', width: 720, open: true });
  });

  it('names the line of an expression it cannot read, rather than guessing', () => {
    const source = `const base = '/x';\nexport const ROUTES = [base + '/y'];`;
    expect(() => evaluateConstant(source, 'ROUTES')).toThrow("cannot read BinaryExpression at line 2: base + '/y'");
  });

  it('refuses a name that is no top-level constant', () => {
    expect(() => evaluateConstant(ROUTE_TABLE, 'notAConstant')).toThrow('no top-level constant notAConstant');
  });
});
