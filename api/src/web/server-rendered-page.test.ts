import path from 'node:path';
import { startFrontendFixture, type FrontendFixture } from '../../test/frontend-fixture';
import { API_DIR } from '../config/paths';
import { startRenderService, type RenderServiceProcess } from '../render/start-render-service';

let service: RenderServiceProcess;
let f: FrontendFixture;

beforeAll(async () => {
  service = await startRenderService({
    script: path.join(API_DIR, 'src/render/render-service-main.ts'),
    execArgv: ['--import', 'tsx'],
    cwd: API_DIR,
    env: { RENDER_ENTRY: path.join(API_DIR, 'test/render-fixture-host.cjs'), RELEASES_DIR: '/srv/releases', RENDER_WORKERS: '2', RENDER_STALL_MS: '500' },
  });
  f = await startFrontendFixture({ RENDER_BUDGET_MS: '300' }, { renderServiceUrl: service.url });
  f.write(
    path.join(f.root, 'shell/dist/index.html'),
    '<!doctype html><html lang="ko"><head><meta name="csp-nonce" content="__CSP_NONCE__"><title>카지노</title></head><body><div id="root"><div class="boot"></div></div></body></html>',
  );
  f.write(path.join(f.root, 'shell/dist/routes.json'), JSON.stringify({ paths: ['/', '/lobby/:case', '/partner'], serverRendered: ['/', '/lobby/:case'] }));
});
afterAll(async () => {
  await f.close();
  await service.stop();
});

const get = (url: string) => f.t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', cookie: 'casino_session=s1' } });
const nonceOf = (html: string) => /name="csp-nonce" content="([^"]+)"/.exec(html)![1]!;

describe('a member page rendered on the server', () => {
  it('carries the render for a browser without JavaScript: markup, styles under the nonce, title and language', async () => {
    const res = await get('/lobby/slot');
    expect(res.statusCode).toBe(200);
    const nonce = nonceOf(res.body);
    expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<title>page /lobby/slot</title>');
    expect(res.body).toContain(`<noscript><style nonce="${nonce}">.page{}</style><style nonce="${nonce}">.boot{display:none}</style></noscript></head>`);
    // The visitor's own cookie went with the render (its data calls are the visitor's).
    expect(res.body).toMatch(/<body><noscript><main class="page">\/lobby\/slot en pid=\d+ releases=\/srv\/releases cookie=casino_session=s1<\/main><\/noscript><div id="root">/);
  });

  it.each([
    ['throws', '/lobby/throw'],
    ['never settles', '/lobby/hang'],
    ['never yields the thread', '/lobby/spin'],
  ])('answers 200 at once as the browser renders it when the render %s', async (_, url) => {
    const started = performance.now();
    const res = await get(url);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<noscript>');
    expect(res.body).toContain('<title>카지노</title>');
    expect(res.body).toContain('<div id="root"><div class="boot"></div></div>');
  });

  it('does not ask for a page the server does not render', async () => {
    const res = await get('/partner');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<noscript>');
  });
});

describe('without a render service', () => {
  it('answers the page as the browser renders it', async () => {
    const closed = await startFrontendFixture({ RENDER_BUDGET_MS: '300' }, { renderServiceUrl: 'http://127.0.0.1:9' });
    try {
      closed.write(path.join(closed.root, 'shell/dist/routes.json'), JSON.stringify({ paths: ['/'], serverRendered: ['/'] }));
      const res = await closed.t.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<noscript>');
    } finally {
      await closed.close();
    }
  });
});
