import { request as httpRequest } from 'node:http';
import { ServerRenderer } from '../web/server-render';
import { startFixtureRenderService } from '../../test/render-fixture-service';
import { epochNow } from './render-protocol';
import type { RenderServiceProcess } from './start-render-service';

const quietLog = { warn: jest.fn() } as unknown as Parameters<ServerRenderer['render']>[1];
let service: RenderServiceProcess;

beforeAll(async () => {
  service = await startFixtureRenderService({ RENDER_HARD_LIMIT_MS: '2000' });
});
afterAll(() => service.stop());

const request = (pathname: string) => ({ path: pathname, language: 'en' as const, nonce: 'bm9uY2Vub25jZW5vbmNl', apiOrigin: 'http://127.0.0.1:1', cookie: 'sid=abc', registry: {} });
/** A render request over a connection of its own (no keep-alive), answered within a second. */
function onNewConnection(body: unknown): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${service.url}/render`, { method: 'POST', agent: false, timeout: 1000, headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve(text));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
const post = (body: unknown) => fetch(`${service.url}/render`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the render service', () => {
  it("renders through the host's server entry, with the release folder, the visitor's cookie and two thirds of the budget for the remote page", async () => {
    const result = await new ServerRenderer(service.url, 2000).render(request('/game/slot'), quietLog);
    expect(result).toEqual({
      status: 200,
      head: '<style nonce="bm9uY2Vub25jZW5vbmNl">.page{}</style>',
      title: 'page /game/slot',
      description: 'about /game/slot & "more"',
      markup: expect.stringMatching(/^<main class="page">\/game\/slot en pid=\d+ releases=\/srv\/releases cookie=sid=abc area=1333 render=[\d.e-]+<\/main>$/),
      stateJson: '{"language":"en","path":"/game/slot"}',
    });
  });

  it("ends a render's signal once it is answered, so its calls still running stop (an area it left to the browser)", async () => {
    // One worker's connection: the second render reports on the first, in that same worker.
    const renderer = new ServerRenderer(service.url, 2000);
    expect((await renderer.render(request('/'), quietLog))?.status).toBe(200);
    expect((await renderer.render(request('/last-signal'), quietLog))?.markup).toBe('<main class="page">the previous render\'s signal: the render has ended</main>');
  });

  it('answers 500 for a render that throws, and goes on rendering', async () => {
    const res = await post(request('/throw'));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'the remote threw' });
    expect((await post(request('/'))).status).toBe(200);
  });

  it('does not begin a render its page stopped waiting for (it waited behind others past its time)', async () => {
    // A render of this page would throw (500): the 504 says it was never begun.
    const res = await post({ ...request('/throw'), notAfter: Math.floor(epochNow()) - 1 });
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ error: 'the page stopped waiting before the render could start' });
    expect((await post({ ...request('/throw'), notAfter: Math.floor(epochNow()) + 5000 })).status).toBe(500);
  });

  it('refuses what is not a render request', async () => {
    expect((await post({ path: 'no-slash', language: 'en' })).status).toBe(400);
    expect((await fetch(`${service.url}/render`, { method: 'POST', body: '{' })).status).toBe(400);
    expect((await fetch(`${service.url}/other`)).status).toBe(404);
    const tooLarge = await post({ ...request('/'), cookie: 'x'.repeat(70 * 1024) });
    expect([tooLarge.status, await tooLarge.json()]).toEqual([400, { error: 'request too large' }]);
    expect((await post(request('/'))).status).toBe(200);
  });

  it('gives up a render that never settles at the budget, and the service still answers', async () => {
    const started = performance.now();
    expect(await new ServerRenderer(service.url, 150).render(request('/hang'), quietLog)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
    expect((await post(request('/'))).status).toBe(200);
  });

  it('replaces a worker whose render never yields the thread; the others go on rendering', async () => {
    const started = performance.now();
    expect(await new ServerRenderer(service.url, 150).render(request('/spin'), quietLog)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
    // The stalled worker spins for good, so two workers answering means it was replaced. (A new
    // connection each time: the cluster hands out connections, not requests.)
    const pids = new Set<string>();
    const deadline = performance.now() + 10_000;
    while (pids.size < 2 && performance.now() < deadline) {
      const answer = await onNewConnection(request('/')).catch(() => '');
      const pid = /pid=(\d+)/.exec(answer)?.[1];
      if (pid) pids.add(pid);
    }
    expect(pids.size).toBe(2);
  });
});
