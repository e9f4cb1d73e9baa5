import path from 'node:path';
import { startFrontendFixture, type FrontendFixture } from '../../test/frontend-fixture';
import { startFixtureRenderService } from '../../test/render-fixture-service';
import type { RenderServiceProcess } from '../render/start-render-service';
import { bearer, loginAs } from '../../test/test-app';

let service: RenderServiceProcess;
let f: FrontendFixture;

beforeAll(async () => {
  service = await startFixtureRenderService();
  // Seeded: a signed-in page's member is a real one.
  f = await startFrontendFixture({ RENDER_BUDGET_MS: '300' }, { renderServiceUrl: service.url, seed: true });
  f.write(
    path.join(f.root, 'shell/dist/index.html'),
    '<!doctype html><html lang=ko><head><meta name="csp-nonce" content="__CSP_NONCE__"><title>카지노</title></head><body><div id="root"><div class="boot"></div></div></body></html>',
  );
  f.write(path.join(f.root, 'shell/dist/routes.json'), JSON.stringify({ paths: ['/', '/lobby/:case', '/partner'], serverRendered: ['/', '/lobby/:case', '*'] }));
});
afterAll(async () => {
  await f.close();
  await service.stop();
});

const get = (url: string, cookie?: string, language = 'en') => f.t.app.inject({ method: 'GET', url, headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) } });
const nonceOf = (html: string) => /name="csp-nonce" content="([^"]+)"/.exec(html)![1]!;
const markupOf = (html: string) => /<div id="root" data-awaiting-app>(.*?)<\/div><script type="application\/json" id="served-state">/.exec(html)?.[1] ?? null;
const stateOf = (html: string): unknown => JSON.parse(/<script type="application\/json" id="served-state">(.*?)<\/script>/.exec(html)![1]!);

/** Until the service renders again (a worker that never yielded is being replaced). */
async function untilRendering() {
  const deadline = performance.now() + 15_000;
  while (performance.now() < deadline) {
    const res = await fetch(`${service.url}/render`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/', language: 'en', nonce: 'bm9uY2Vub25jZW5vbmNl', apiOrigin: 'http://127.0.0.1:1', registry: {} }), signal: AbortSignal.timeout(1000) }).catch(() => null);
    if (res?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the render service did not render again within 15 s');
}

describe('a member page rendered on the server', () => {
  it('carries the render in the root, its styles under the nonce, its title and language, and its state for the shell to start from', async () => {
    const res = await get('/lobby/slot');
    expect(res.statusCode).toBe(200);
    // Says it came rendered, and how long the page waited for it.
    expect(res.headers['server-timing']).toMatch(/^render;desc="server";dur=\d+\.\d$/);
    const nonce = nonceOf(res.body);
    expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<title>page /lobby/slot</title>');
    expect(res.body).toContain('<meta name="description" content="about /lobby/slot &#38; &#34;more&#34;">');
    // Its address per language for search engines, this one canonical.
    expect(res.body).toContain(
      '<link rel="canonical" href="http://localhost:4000/lobby/slot?lang=en">' +
        '<link rel="alternate" hreflang="ko" href="http://localhost:4000/lobby/slot?lang=ko">' +
        '<link rel="alternate" hreflang="en" href="http://localhost:4000/lobby/slot?lang=en">' +
        '<link rel="alternate" hreflang="x-default" href="http://localhost:4000/lobby/slot">',
    );
    expect(res.body).toContain(`<style nonce="${nonce}">.page{}</style></head>`);
    // A guest's render goes without cookies: it is the same for every guest.
    expect(markupOf(res.body)).toMatch(/^<main class="page">\/lobby\/slot en pid=\d+ releases=\/srv\/releases cookie= area=3333 render=[\d.e-]+<\/main>$/);
    // In place of the start-up spinner, with what the render read beside it.
    expect(res.body).not.toContain('class="boot"');
    expect(stateOf(res.body)).toEqual({ language: 'en', path: '/lobby/slot' });
  });

  it('renders in the language the address asks for, else the one the visitor chose, else the browser\'s', async () => {
    expect(markupOf((await get('/lobby/slot?lang=ko')).body)).toMatch(/ ko pid=/);
    expect((await get('/lobby/slot?lang=ko')).body).toContain('<link rel="canonical" href="http://localhost:4000/lobby/slot?lang=ko">');
    expect(markupOf((await get('/lobby/slot', 'lang=ko')).body)).toMatch(/ ko pid=/);
    expect(markupOf((await get('/lobby/slot?lang=en', 'lang=ko', 'ko')).body)).toMatch(/ en pid=/);
    expect(markupOf((await get('/lobby/slot?lang=fr', 'lang=xx')).body)).toMatch(/ en pid=/);
  });

  it("keeps a guest's page, each response with its own nonce, until its content, its language or a remote's version changes", async () => {
    const first = await get('/lobby/kept');
    const again = await get('/lobby/kept');
    expect(markupOf(again.body)).toBe(markupOf(first.body));
    expect(nonceOf(again.body)).not.toBe(nonceOf(first.body));
    expect(again.body).toContain(`<style nonce="${nonceOf(again.body)}">.page{}</style>`);

    const korean = await get('/lobby/kept', undefined, 'ko');
    expect(markupOf(korean.body)).toMatch(/ ko pid=/);

    await f.t.db.insertInto('marquee_items').values({ text: 'a new notice' }).execute();
    const afterContent = await get('/lobby/kept');
    expect(markupOf(afterContent.body)).not.toBe(markupOf(first.body));
    expect(markupOf((await get('/lobby/kept')).body)).toBe(markupOf(afterContent.body));

    await f.deploy('games', '0.2.0');
    expect(markupOf((await get('/lobby/kept')).body)).not.toBe(markupOf(afterContent.body));
  });

  it("tells the render the site content's version, which moves on when the content changes (the render keeps everyone's answers while it stays)", async () => {
    const versionOf = async () => /^<main class="page">content=(.+)<\/main>$/.exec(markupOf((await get('/lobby/content-version', 'token=not-kept')).body) ?? '')?.[1];
    const before = await versionOf();
    expect(before).toMatch(/^[\w-]+:\d+:[\d,]+$/);
    expect(await versionOf()).toBe(before);
    await f.t.db.insertInto('marquee_items').values({ text: 'another notice' }).execute();
    expect(await versionOf()).not.toBe(before);
  });

  it("does not keep a guest's page whose remote area was left to the browser: the next guest's render tries the remote again", async () => {
    const first = await get('/lobby/area-failed');
    expect(first.statusCode).toBe(200);
    expect(markupOf(first.body)).toMatch(/^<main class="page">\/lobby\/area-failed en /);
    expect(markupOf((await get('/lobby/area-failed')).body)).not.toBe(markupOf(first.body));
  });

  it("keeps a guest's render that came after its page went out, for the next guest", async () => {
    const started = performance.now();
    expect(markupOf((await get('/lobby/slow')).body)).toBeNull();
    expect(performance.now() - started).toBeLessThan(600);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(markupOf((await get('/lobby/slow')).body)).toMatch(/^<main class="page">\/lobby\/slow en /);
  });

  it("renders a signed-in member's page for that request alone, with the member's cookie", async () => {
    const [a, b, aAgain] = [await get('/lobby/slot', 'token=member-a'), await get('/lobby/slot', 'token=member-b'), await get('/lobby/slot', 'token=member-a')];
    // A member's page has the budget (300 ms here), less the time its member took to read; its remote page two thirds of that.
    const areaOf = (html: string, cookie: string) => Number(new RegExp(`cookie=${cookie} area=(\\d+) render=`).exec(markupOf(html) ?? '')?.[1]);
    for (const [res, cookie] of [[a, 'token=member-a'], [b, 'token=member-b'], [aAgain, 'token=member-a']] as const) {
      expect(areaOf(res.body, cookie)).toBeGreaterThan(0);
      expect(areaOf(res.body, cookie)).toBeLessThanOrEqual(200);
    }
    expect(markupOf(aAgain.body)).not.toBe(markupOf(a.body));
    // It shows their money: never stored (after sign-out, on a shared machine); a guest's page revalidates.
    expect(a.headers['cache-control']).toBe('private, no-store');
    expect((await get('/lobby/slot')).headers['cache-control']).toBe('private, no-cache');
  });

  it("gives the render the member of the page's session, read by the API as user/info and wallet/balance answer it, and none for a session that is not live", async () => {
    const [one, two] = [await loginAs(f.t.app, 'member1'), await loginAs(f.t.app, 'member2')];
    const balanceOf = async (token: string) => ((await f.t.app.inject({ method: 'GET', url: '/api/v1/wallet/balance', headers: bearer(token) })).json() as { data: { balance: number } }).data.balance;
    const cookie = (token: string) => `token=${token}; signed_in=1`;
    expect(markupOf((await get('/lobby/slot', cookie(one))).body)).toMatch(new RegExp(`render=[\\d.e-]+ member=member1:${await balanceOf(one)}</main>$`));
    expect(markupOf((await get('/lobby/slot', cookie(two))).body)).toMatch(new RegExp(`render=[\\d.e-]+ member=member2:${await balanceOf(two)}</main>$`));
    expect(markupOf((await get('/lobby/slot', 'token=not-a-session; signed_in=1')).body)).toMatch(/render=[\d.e-]+ member=none<\/main>$/);
    // A live session without its signed_in cookie: the browser shows the guest's header, and so does the render.
    expect(markupOf((await get('/lobby/slot', `token=${one}`)).body)).toMatch(/render=[\d.e-]+ member=none<\/main>$/);
    // A guest's render is everyone's: no member in it.
    expect(markupOf((await get('/lobby/guest-only')).body)).toMatch(/render=[\d.e-]+<\/main>$/);
  });

  it.each([
    ['throws', '/lobby/throw'],
    ['never settles', '/lobby/hang'],
    ['never yields the thread', '/lobby/spin'],
  ])('answers 200 at once as the browser renders it when the render %s', async (_, url) => {
    const started = performance.now();
    const res = await get(url);
    expect(performance.now() - started).toBeLessThan(1500);
    expect((await get(url)).body).not.toContain('id="served-state"');
    await untilRendering();
    expect(res.statusCode).toBe(200);
    expect(res.headers['server-timing']).toMatch(/^render;desc="browser";dur=\d+\.\d$/);
    expect(res.body).not.toContain('id="served-state"');
    expect(res.body).toContain('<title>카지노</title>');
    expect(res.body).toContain('<div id="root"><div class="boot"></div></div>');
  });

  it('renders the not-found page with its 404, anew each time (any path is one)', async () => {
    const [first, again] = [await get('/no/such/page'), await get('/no/such/page')];
    expect([first.statusCode, again.statusCode]).toEqual([404, 404]);
    expect(markupOf(first.body)).toMatch(/^<main class="page">\/no\/such\/page en /);
    expect(markupOf(again.body)).not.toBe(markupOf(first.body));
  });

  it('does not ask for a page the server does not render', async () => {
    const res = await get('/partner');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('id="served-state"');
  });
});

describe('without a render service', () => {
  it('answers the page as the browser renders it, in the language asked for', async () => {
    const closed = await startFrontendFixture({ RENDER_BUDGET_MS: '300' }, { renderServiceUrl: 'http://127.0.0.1:9' });
    try {
      closed.write(path.join(closed.root, 'shell/dist/routes.json'), JSON.stringify({ paths: ['/'], serverRendered: ['/'] }));
      closed.write(path.join(closed.root, 'shell/dist/index.html'), '<!doctype html><html lang=ko><head><title>카지노</title></head><body><div id="root"></div></body></html>');
      const res = await closed.t.app.inject({ method: 'GET', url: '/?lang=en' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('id="served-state"');
      expect(res.body).toMatch(/<html lang="en">/);
    } finally {
      await closed.close();
    }
  });
});
