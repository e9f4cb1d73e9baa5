import { readFileSync } from 'node:fs';
import path from 'node:path';
import { frontEndSources, valueImports } from './import-scan';
import { TRIMMED_SHARES, writeTrimmedShare, type TrimmedShare } from './trimmed-shares';

const repoRoot = path.resolve(__dirname, '../../..');
const SHARES = Object.keys(TRIMMED_SHARES) as TrimmedShare[];

/** The shell's server entry runs on the packages themselves (its server build leaves them external), never on the browser's trimmed modules. */
const browserSources = () => frontEndSources(repoRoot).filter((file) => !file.startsWith(path.join(repoRoot, 'shell', 'src', 'server') + path.sep));

/** Names a file takes from a trimmed share that its list does not carry. */
function unlistedImports(fileName: string, text: string): string[] {
  return valueImports(fileName, text, (from) => from === 'react-router' || Object.hasOwn(TRIMMED_SHARES, from)).flatMap(({ from, names, whole }) => {
    if (from === 'react-router') return [`${fileName}: imports react-router; import from react-router-dom, the shared one`];
    if (whole) return [`${fileName}: imports the whole of ${from}; import what it uses by name`];
    const allowed = new Set<string>(TRIMMED_SHARES[from as TrimmedShare].exports);
    return names.filter((name) => !allowed.has(name)).map((name) => `${fileName}: ${name} is not in TRIMMED_SHARES['${from}'] (@casino/build)`);
  });
}

describe('the shared packages trimmed to a list', () => {
  it('every import of one in the apps is a listed export', () => {
    expect(browserSources().flatMap((file) => unlistedImports(path.relative(repoRoot, file), readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('finds an unlisted export, a whole import and an import of react-router itself', () => {
    expect(unlistedImports('a.tsx', "import { Link, useFetcher, type LinkProps } from 'react-router-dom';")).toEqual(["a.tsx: useFetcher is not in TRIMMED_SHARES['react-router-dom'] (@casino/build)"]);
    expect(unlistedImports('b.tsx', "import { Trans, useTranslation } from 'react-i18next';")).toEqual(["b.tsx: Trans is not in TRIMMED_SHARES['react-i18next'] (@casino/build)"]);
    expect(unlistedImports('c.ts', "import * as i18n from 'react-i18next';")).toHaveLength(1);
    expect(unlistedImports('d.ts', "import { Link } from 'react-router';")).toHaveLength(1);
  });

  it.each(SHARES)('%s: re-exports every listed name from the package, which has them all', async (name) => {
    const trimmed = readFileSync(writeTrimmedShare(path.join(repoRoot, 'shell'), name), 'utf8');
    expect(trimmed).toContain(`export { ${TRIMMED_SHARES[name].exports.join(', ')} } from`);
    // The package as Node loads it (its CommonJS build, the same exports).
    const module = (await import(require.resolve(name, { paths: [path.join(repoRoot, 'shell')] }))) as Record<string, unknown>;
    expect(TRIMMED_SHARES[name].exports.filter((exported) => module[exported] === undefined)).toEqual([]);
  });
});
