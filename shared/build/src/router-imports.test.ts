import { readFileSync } from 'node:fs';
import path from 'node:path';
import { frontEndSources, valueImports } from './import-scan';
import { SHARED_ROUTER_EXPORTS, writeRouterFacade } from './router-exports';

const repoRoot = path.resolve(__dirname, '../../..');

/** The shell's server entry runs on the router package itself (its server build leaves it external), never on the browser's facade. */
const browserSources = () => frontEndSources(repoRoot).filter((file) => !file.startsWith(path.join(repoRoot, 'shell', 'src', 'server') + path.sep));

/** Names a file takes from react-router-dom that the shared router does not carry. */
function unlistedRouterImports(fileName: string, text: string): string[] {
  const allowed = new Set<string>(SHARED_ROUTER_EXPORTS);
  return valueImports(fileName, text, (from) => from === 'react-router-dom' || from === 'react-router').flatMap(({ from, names, whole }) => {
    if (from !== 'react-router-dom') return [`${fileName}: imports ${from}; import from react-router-dom, the shared one`];
    if (whole) return [`${fileName}: imports the whole router; import what it uses by name`];
    return names.filter((name) => !allowed.has(name)).map((name) => `${fileName}: ${name} is not in SHARED_ROUTER_EXPORTS (@casino/build)`);
  });
}

describe('the shared router', () => {
  it('every router import in the apps is a listed export', () => {
    expect(browserSources().flatMap((file) => unlistedRouterImports(path.relative(repoRoot, file), readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('finds an unlisted export and an import of react-router itself', () => {
    expect(unlistedRouterImports('a.tsx', "import { Link, useFetcher, type LinkProps } from 'react-router-dom';")).toEqual(['a.tsx: useFetcher is not in SHARED_ROUTER_EXPORTS (@casino/build)']);
    expect(unlistedRouterImports('b.ts', "import { Link } from 'react-router';")).toHaveLength(1);
  });

  it('re-exports every listed name from the package, which has them all', async () => {
    const facade = readFileSync(writeRouterFacade(path.join(repoRoot, 'shell')), 'utf8');
    expect(facade).toContain(`export { ${SHARED_ROUTER_EXPORTS.join(', ')} } from`);
    const shellRouter = require.resolve('react-router-dom', { paths: [path.join(repoRoot, 'shell')] });
    const router = (await import(shellRouter)) as Record<string, unknown>;
    expect(SHARED_ROUTER_EXPORTS.filter((name) => router[name] === undefined)).toEqual([]);
  });
});
