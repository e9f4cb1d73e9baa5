import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config/env';
import { startTestApp, type TestApp } from './test-app';

export interface FrontendFixture {
  t: TestApp;
  root: string;
  registry: string;
  write(file: string, content: string): void;
  close(): Promise<void>;
}

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** The API in production mode over a throw-away build: a shell, one remote, a registry, a file outside. */
export async function startFrontendFixture(env: Record<string, string> = {}, { seed = false } = {}): Promise<FrontendFixture> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'casino-frontend-'));
  const shell = path.join(root, 'shell', 'dist');
  write(path.join(shell, 'index.html'), '<!doctype html><meta name="csp-nonce" content="__CSP_NONCE__"><title>shell</title><style nonce="__CSP_NONCE__"></style>');
  write(path.join(shell, 'routes.json'), JSON.stringify({ paths: ['/', '/game/:type', '/game/:type/:brand', '/redirect', '/partner', '/partner/betting-history', '/windows/deposit'] }));
  write(path.join(shell, 'main.js'), 'console.log("main")');
  write(path.join(shell, 'remoteEntry.js'), '/* shell entry */');
  write(path.join(shell, 'build.json'), '{"buildId":"b1"}');
  write(path.join(shell, '512.3fa9c0de.js'), '/* chunk */');
  write(path.join(root, 'remote-games', 'dist', 'mf-manifest.json'), '{"name":"games"}');
  write(path.join(root, 'remote-games', 'dist', 'remoteEntry.js'), '/* games entry */');
  write(path.join(root, 'remote-games', 'dist', '__federation_expose_HomePage.1a2b3c4d.js'), '/* page */');
  write(path.join(root, 'secret.txt'), 'outside');
  const registry = path.join(root, 'deploy', 'remotes.json');
  write(registry, JSON.stringify({ remotes: { games: { manifest: '/remotes/games/mf-manifest.json', version: '0.1.0' } } }));
  const config = loadConfig({ SHELL_DIST: shell, REMOTES_REGISTRY: registry, FIREBASE_PROJECT_ID: 'my-project', ...env });
  const t = await startTestApp({ seed, frontend: true, config: { ...config, remotesRoot: root } });
  return {
    t,
    root,
    registry,
    write,
    async close() {
      await t.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
