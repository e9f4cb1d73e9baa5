import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config/env';
import { startTestApp, type TestApp } from './test-app';

export interface FrontendFixture {
  t: TestApp;
  root: string;
  /** The published folder of games 0.1.0, the version deployed at start. */
  gamesDir: string;
  write(file: string, content: string): void;
  /** Makes `version` of `remote` the promoted one (published first if new, at `manifest`). */
  deploy(remote: string, version: string, manifest?: string): Promise<void>;
  close(): Promise<void>;
}

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** The API in production mode over a throw-away build: a shell, one published remote version, a file outside. */
export async function startFrontendFixture(env: Record<string, string> = {}, { seed = false, renderServiceUrl = null as string | null } = {}): Promise<FrontendFixture> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'casino-frontend-'));
  const shell = path.join(root, 'shell', 'dist');
  write(path.join(shell, 'index.html'), '<!doctype html><meta name="csp-nonce" content="__CSP_NONCE__"><title>shell</title><style nonce="__CSP_NONCE__"></style>');
  write(path.join(shell, 'routes.json'), JSON.stringify({ paths: ['/', '/game/:type', '/game/:type/:brand', '/redirect', '/partner', '/partner/betting-history', '/windows/deposit'] }));
  write(path.join(shell, 'main.js'), 'console.log("main")');
  write(path.join(shell, 'remoteEntry.js'), '/* shell entry */');
  write(path.join(shell, 'build.json'), '{"buildId":"b1"}');
  write(path.join(shell, '512.3fa9c0de.js'), '/* chunk */');
  const releases = path.join(root, 'releases');
  const gamesDir = path.join(releases, 'games', '0.1.0');
  write(path.join(gamesDir, 'mf-manifest.json'), '{"name":"games"}');
  write(path.join(gamesDir, 'remoteEntry.js'), '/* games entry */');
  write(path.join(gamesDir, '__federation_expose_HomePage.1a2b3c4d.js'), '/* page */');
  write(path.join(root, 'secret.txt'), 'outside');
  // Tests rewrite the build's files and ask at once: looked at on every page, as a rebuild a second ago would be.
  const config = loadConfig({ SHELL_DIST: shell, RELEASES_DIR: releases, FIREBASE_PROJECT_ID: 'my-project', FRONTEND_RECHECK_MS: '0', ...env });
  const t = await startTestApp({ seed, frontend: true, renderServiceUrl, config: { ...config, remotesRoot: root } });
  const deploy = async (remote: string, version: string, manifest = `/remotes/${remote}/${version}/mf-manifest.json`) => {
    await t.db
      .insertInto('remote_releases')
      .values({ remote, version, manifest, digest: 'fixture', contract_version: '0.1.0', exposes: [], published_by: 'fixture' })
      .onConflict((oc) => oc.columns(['remote', 'version']).doNothing())
      .execute();
    await t.db
      .insertInto('remote_channels')
      .values({ remote, promoted: version })
      .onConflict((oc) => oc.column('remote').doUpdateSet({ promoted: version, canary: null, canary_percent: 0 }))
      .execute();
  };
  await deploy('games', '0.1.0');
  return {
    t,
    root,
    gamesDir,
    write,
    deploy,
    async close() {
      await t.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
