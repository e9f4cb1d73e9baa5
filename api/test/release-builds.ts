import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_MODULES } from '@casino/contract';
import { CONTAINER_RUNTIME, MANIFEST_FILE, REMOTE_ENTRY_FILE } from '@casino/build/federation-files';

/** The singleton versions the fake shell provides (as a real shell build's manifest lists them). */
export const SHELL_PROVIDES = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5', mobx: '6.16.1', 'mobx-react-lite': '4.1.1', i18next: '26.7.2', 'react-i18next': '17.1.13', antd: '6.6.8', '@casino/platform': '0.1.0' };

type Shared = { name: string; version: string; requiredVersion: string; singleton: boolean };

export interface FakeBuild {
  /** Overrides of shared entries by name (a wrong range, a non-singleton). */
  shared?: Partial<Record<string, Partial<Shared>>>;
  exposes?: readonly string[];
  contractVersion?: string | null;
  /** Makes the content (and the digest) differ between builds of one version. */
  marker?: string;
  /** Shared entries left out of the manifest altogether. */
  unshared?: readonly string[];
  /** What the manifest says runs its container (null: nothing, as builds before decision 069). */
  runtime?: string | null;
  /** What build.json says the remote depends on. */
  dependencies?: string[];
}

function sharedEntries(overrides: FakeBuild['shared'] = {}): Shared[] {
  const names = ['react', 'react-dom', 'react-dom/client', 'react-router-dom', 'mobx', 'mobx-react-lite', 'i18next', 'react-i18next', 'antd/es/button', '@casino/platform', 'dayjs'];
  return names.map((name) => {
    const pkg = name === 'react-dom/client' ? 'react-dom' : name.startsWith('antd/') ? 'antd' : name;
    const version = (SHELL_PROVIDES as Record<string, string>)[pkg] ?? '1.11.23';
    return { name, version, requiredVersion: `^${version}`, singleton: true, ...overrides[name] };
  });
}

/** Folders for release tests: a shell build's manifest, and a place for published versions. */
export function releaseFolders() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'casino-releases-'));
  const shellDist = path.join(root, 'shell-dist');
  mkdirSync(shellDist, { recursive: true });
  const shellShared = Object.entries(SHELL_PROVIDES).map(([name, version]) => ({ name: name === 'antd' ? 'antd/es/button' : name, version, requiredVersion: `^${version}`, singleton: true }));
  writeFileSync(path.join(shellDist, 'mf-manifest.json'), JSON.stringify({ name: 'shell', metaData: { publicPath: '/' }, shared: shellShared, exposes: [] }));
  writeFileSync(path.join(shellDist, 'build.json'), JSON.stringify({ buildId: 'shell-build-1', contractVersion: '0.1.0' }));
  return { root, shellDist, releasesDir: path.join(root, 'releases') };
}

/** A remote's built folder as the build writes it (manifest, build.json, an entry and a chunk). */
export function fakeBuild(root: string, remote: keyof typeof REMOTE_MODULES, build: FakeBuild = {}): string {
  const dir = mkdtempSync(path.join(root, `build-${remote}-`));
  const exposes = build.exposes ?? REMOTE_MODULES[remote];
  const manifest = { name: remote, metaData: { publicPath: 'auto', ...(build.runtime === null ? {} : { runtime: build.runtime ?? CONTAINER_RUNTIME }), buildInfo: { buildVersion: '0.1.0' }, remoteEntry: { name: REMOTE_ENTRY_FILE, path: '' } }, shared: sharedEntries(build.shared).filter((entry) => !build.unshared?.includes(entry.name)), exposes: exposes.map((p) => ({ path: p, assets: { js: { sync: [], async: [] } } })) };
  writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  const info = {
    buildId: 'b',
    ...(build.contractVersion === null ? {} : { contractVersion: build.contractVersion ?? '0.1.0' }),
    dependencies: build.dependencies ?? ['@casino/contract', '@casino/platform', 'antd', 'dayjs', 'i18next', 'mobx', 'mobx-react-lite', 'react', 'react-dom', 'react-i18next', 'react-router-dom'],
  };
  writeFileSync(path.join(dir, 'build.json'), JSON.stringify(info));
  writeFileSync(path.join(dir, REMOTE_ENTRY_FILE), `/* ${remote} entry ${build.marker ?? ''} */`);
  mkdirSync(path.join(dir, 'static'));
  writeFileSync(path.join(dir, 'static', '1.abcdef12.js'), '/* chunk */');
  writeFileSync(path.join(dir, 'mf-stats.json'), '{"build machine paths":"/home/builder"}');
  return dir;
}
