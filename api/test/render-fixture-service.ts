import path from 'node:path';
import { API_DIR } from '../src/config/paths';
import { startRenderService, type RenderServiceProcess } from '../src/render/start-render-service';

/**
 * The render service from its source, running `render-fixture-host.cjs` in place of the shell's
 * server build, with two workers and a watchdog of 500 ms (`env` adds to or overrides them).
 */
export function startFixtureRenderService(env: Record<string, string> = {}): Promise<RenderServiceProcess> {
  return startRenderService({
    script: path.join(API_DIR, 'src/render/render-service-main.ts'),
    execArgv: ['--import', 'tsx'],
    cwd: API_DIR,
    env: { RENDER_ENTRY: path.join(API_DIR, 'test/render-fixture-host.cjs'), RELEASES_DIR: '/srv/releases', RENDER_WORKERS: '2', RENDER_STALL_MS: '500', ...env },
  });
}
