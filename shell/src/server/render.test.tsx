/**
 * @jest-environment node
 */
import path from 'node:path';
import { carousel, gameBrandList, marquee, siteSetting, userInfo, walletBalance, type Account } from '@casino/contract';
import { failWith, mockApi, okFor, on, sentTo } from '@casino/platform/testing';
import { LATE_RENDERS_BEFORE_SKIPPING } from './late-code-breaker';
import { render, type ServerRenderRequest } from './render';
import type { RemoteServerContainer } from './remote-containers';

// The games remote's pages from its sources, as its server build's container gives them.
const gamesDir = path.join(__dirname, '../../../remote-games');
jest.mock('./remote-containers', () => ({
  ...jest.requireActual<object>('./remote-containers'),
  remoteContainer: async (file: string): Promise<RemoteServerContainer> => {
    requiredFiles.push(file);
    if (file.includes('/0.0.1-broken/')) throw new Error('release 0.0.1-broken: the server build is broken');
    if (file.includes('-stuck/')) return new Promise(() => undefined);
    const { exposes } = jest.requireActual<{ exposes: Record<string, string> }>(path.join(gamesDir, 'src/exposes.ts'));
    return { get: async (name) => () => jest.requireActual(path.join(gamesDir, exposes[name]!)), styles: () => ['.games-page{}'] };
  },
}));
const requiredFiles: string[] = [];

/** The session the fake API knows. */
const signedIn = (request: Request) => request.headers.get('cookie')?.includes('token=secret') === true;

const member: Account = { id: 4, username: 'member1', nickname: '행운의별', role: 'member', level: 'member', state: 'normal', referral_code: null, rights: [] };

/** The API as the render reaches it: the home page's banners and notice line, the slot brands, the site's name, the member. */
function fakeApi({ settingsDown = false, brandsDown = false, brandsHang = false } = {}) {
  return mockApi([
    on(carousel, (request) => {
      const title = request.headers.get('Accept-Language') === 'en' ? 'Live casino' : '라이브 카지노';
      return okFor(carousel, { items: [{ id: 1, image_url: '/static/demo/slide-1.svg', title, link_url: '/game/casino' }] });
    }),
    on(marquee, { items: [{ id: 1, text: '주말 롤링 2배 이벤트 진행 중!' }] }),
    on(gameBrandList, () =>
      brandsHang
        ? new Promise<Response>(() => undefined)
        : brandsDown
        ? failWith(503, { code: 'UNAVAILABLE', message: 'down' })
        : okFor(gameBrandList, { items: [{ id: 6, game_type: 'slot', code: 'neon-reels', name: 'Neon Reels', logo_url: '/logo/neon.svg', game_count: 24 }] }),
    ),
    on(siteSetting, () =>
      settingsDown
        ? failWith(503, { code: 'UNAVAILABLE', message: 'down' })
        : okFor(siteSetting, { site_name: '럭키 카지노', logo_url: '', support_contact: '', bank_inspection_hours: '', min_deposit: 10000, min_withdraw: 10000 }),
    ),
    on(userInfo, (request) =>
      signedIn(request)
        ? okFor(userInfo, { account: member, user: { phone: '', bank_name: '', account_number: '', parent_username: 'agency1', created_at: '', last_login_at: null } })
        : failWith(401, { code: 'UNAUTHORIZED', message: 'no session' }),
    ),
    on(walletBalance, (request) => (signedIn(request) ? okFor(walletBalance, { balance: 1250000, credit: 300000, rolling_point: 12500 }) : failWith(401, { code: 'UNAUTHORIZED', message: 'no session' }))),
  ]);
}

const request = (path: string, language: 'ko' | 'en', cookie?: string): ServerRenderRequest => ({
  path,
  language,
  nonce: 'n0nce',
  apiOrigin: 'http://api.test',
  cookie,
  registry: { remotes: { games: { manifest: '/remotes/games/0.3.0/mf-manifest.json', version: '0.3.0' } } },
  releasesDir: '/srv/releases',
});

/** The page's text as a visitor reads it, with the images' alternative texts. */
const textOf = (markup: string) =>
  markup
    .replace(/<img[^>]*alt="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

afterEach(() => jest.restoreAllMocks());

test.each([
  ['ko', '라이브 카지노', ['게임 선택', '카지노 입장', '슬롯 입장'], '로그인'],
  ['en', 'Live casino', ['Choose a game', 'Enter casino', 'Enter slots'], 'Log in'],
] as const)('the home page for a guest in %s: the first banner, the notice line, the lobby entries, the log-in button', async (language, slide, entries, logIn) => {
  const { requests } = fakeApi();
  const result = await render(request('/', language));
  const text = textOf(result.markup);

  expect(result.status).toBe(200);
  expect(text).toContain(slide);
  expect(text).toContain('주말 롤링 2배 이벤트 진행 중!');
  for (const entry of entries) expect(text).toContain(entry);
  expect(text).toContain(logIn);
  expect(result.markup).toContain('href="/game/slot"');
  // A guest's render asks nothing about an account, and every call went out in the visitor's language.
  expect(sentTo(requests, userInfo)).toHaveLength(0);
  expect(requests.every((sent) => sent.headers.get('Accept-Language') === language)).toBe(true);
  expect(requiredFiles.at(-1)).toBe('/srv/releases/games/0.3.0/server/remote.cjs');
});

test.each([
  ['ko', '슬롯', '게임 24개', '로그인'],
  ['en', 'Slot', '24 games', 'Log in'],
] as const)('the slot lobby in %s lists the brands as links to their lobbies', async (language, heading, count, logIn) => {
  fakeApi();
  const result = await render(request('/game/slot', language));
  const text = textOf(result.markup);

  expect(result.status).toBe(200);
  expect(text).toContain(heading);
  expect(text).toContain('Neon Reels');
  expect(text).toContain(count);
  expect(text).toContain(logIn);
  expect(result.markup).toContain('href="/game/slot/neon-reels"');
  expect(result.title).toBe(`${heading} - 럭키 카지노`);
});

test('a signed-in member gets the header with the balances, the data asked for with their own cookie', async () => {
  const { requests } = fakeApi();
  const cookie = 'token=secret; signed_in=1';
  const result = await render(request('/game/slot', 'en', cookie));
  const text = textOf(result.markup);

  expect(text).toContain('Cash ₩1,250,000');
  expect(text).toContain('Game credit ₩300,000');
  expect(text).not.toContain('Log in');
  expect(requests.every((sent) => sent.headers.get('cookie') === cookie)).toBe(true);
});

test('the header, the page and the footer each come as a boundary of their own: the browser hydrates them apart, in slices, not the page in one long task', async () => {
  fakeApi();
  const { markup } = await render(request('/', 'en'));
  const boundaries = [...markup.matchAll(/<!--\$-->([\s\S]*?)<!--\/\$-->/g)].map(([, inside]) => inside!);

  expect(boundaries).toHaveLength(3);
  expect(boundaries[0]).toMatch(/^<header /);
  expect(textOf(boundaries[1]!)).toContain('Choose a game');
  expect(textOf(boundaries[2]!)).toContain('Play responsibly');
});

test('the frame of a member page (layout, header, footer) brings no antd component and none of its CSS-in-JS into the page', async () => {
  fakeApi();
  for (const cookie of [undefined, 'token=secret; signed_in=1']) {
    const { head, markup } = await render(request('/', 'en', cookie));
    expect(markup).not.toMatch(/class="ant-(layout|btn|badge|space|segmented)/);
    expect(head).not.toMatch(/\.ant-(layout|btn|badge|space|segmented)\b/);
  }
});

test('the header comes in both its layouts, each marked for its widths: the server cannot know the screen, the page`s CSS shows one', async () => {
  fakeApi();
  const { markup } = await render(request('/', 'en', 'token=secret; signed_in=1'));
  const marked = (kind: 'wide' | 'narrow') => [...markup.matchAll(new RegExp(`<span class="shell-header__${kind}-only">`, 'g'))].length;
  const wideParts = markup.split('<span class="shell-header__wide-only">').slice(1).join(' ');
  const narrowParts = markup.split('<span class="shell-header__narrow-only">').slice(1).join(' ');

  // The nav row, the language switch and the account row for a desktop; the compact figures and the menu button for a phone.
  expect(marked('wide')).toBe(3);
  expect(marked('narrow')).toBe(1);
  expect(wideParts).toMatch(/^<nav aria-label="Menu"/);
  expect(narrowParts).toContain('data-testid="account-compact"');
  expect(narrowParts).toContain('aria-label="Menu"');
});

test('the render hands on what it read, for the page to start from: the language, the member and their money, the site`s name, the page`s data', async () => {
  fakeApi();
  const member = await render(request('/game/slot', 'en', 'token=secret; signed_in=1'));
  expect(member.state).toEqual({
    language: 'en',
    user: expect.objectContaining({ account: expect.objectContaining({ username: 'member1' }), balance: 1250000, credit: 300000, rollingPoint: 12500 }),
    brand: { name: '럭키 카지노', logoUrl: '', supportContact: null },
    page: { path: '/game/slot', requestId: 'games/GameTypePage', language: 'en', data: expect.anything() },
    pageAreaInBrowser: false,
  });
  // It goes into the page as JSON.
  expect(JSON.parse(JSON.stringify(member.state))).toEqual(member.state);

  const guest = await render(request('/', 'ko'));
  expect(guest.state.user).toBeNull();
});

test('a render that could not read the site`s settings hands on no brand, so the page asks for it again', async () => {
  fakeApi({ settingsDown: true });
  const { state, markup } = await render(request('/', 'en'));
  expect(state.brand).toBeNull();
  expect(markup).toContain('Log in');
});

test('a member the API that serves the page read already is shown without asking for it again; one it says is gone renders the guest page', async () => {
  const { requests } = fakeApi();
  const cookie = 'token=secret; signed_in=1';
  const info = { account: { ...member, nickname: 'Given' }, user: { phone: '', bank_name: '', account_number: '', parent_username: 'agency1', created_at: '', last_login_at: null } };
  const given = await render({ ...request('/game/slot', 'en', cookie), member: { info, wallet: { balance: 7_000, credit: 8_000, rolling_point: 0 } } });
  expect(textOf(given.markup)).toContain('Cash ₩7,000');
  expect(textOf(given.markup)).toContain('Game credit ₩8,000');
  expect(given.state.user).toMatchObject({ account: { nickname: 'Given' }, balance: 7_000, credit: 8_000 });
  expect([...sentTo(requests, userInfo), ...sentTo(requests, walletBalance)]).toHaveLength(0);

  const gone = await render({ ...request('/', 'ko', cookie), member: null });
  expect(textOf(gone.markup)).toContain('로그인');
  expect(gone.state.user).toBeNull();
  expect([...sentTo(requests, userInfo), ...sentTo(requests, walletBalance)]).toHaveLength(0);
});

test('a session the API no longer knows renders the guest page', async () => {
  fakeApi();
  const result = await render(request('/', 'ko', 'token=expired; signed_in=1'));
  expect(textOf(result.markup)).toContain('로그인');
});

test('every style carries the nonce: the shell`s and the remote page`s; antd writes none into a member page, not even its theme', async () => {
  fakeApi();
  for (const cookie of [undefined, 'token=secret; signed_in=1']) {
    const { head } = await render(request('/', 'ko', cookie));
    const styles = head.match(/<style[^>]*>/g) ?? [];
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.every((tag) => tag === '<style nonce="n0nce">')).toBe(true);
    expect(head).toContain('.games-page{}');
    // antd's provider opens only around what uses antd (dialogs, drawers, the back-office).
    expect(head).not.toMatch(/--ant-|\.ant-/);
  }
});

test('an unknown path renders the 404 page with the 404 status; an unknown game type is a 404 too', async () => {
  fakeApi();
  const unknown = await render(request('/no/such/page', 'en'));
  expect(unknown.status).toBe(404);
  expect(textOf(unknown.markup)).toContain('Page not found: /no/such/page');
  expect(unknown.title).toBe('Page not found: /no/such/page - 럭키 카지노');

  const poker = await render(request('/game/poker', 'en'));
  expect(poker.status).toBe(404);
  expect(textOf(poker.markup)).toContain('No such game type.');
});

test('a page outside the member layout is not rendered on the server', async () => {
  fakeApi();
  await expect(render(request('/partner/statement', 'ko'))).rejects.toMatchObject({ code: 'NOT_SERVER_RENDERED' });
  await expect(render(request('/windows/deposit', 'ko'))).rejects.toMatchObject({ code: 'NOT_SERVER_RENDERED' });
});

test('a registry without the page`s remote, or a malformed one, fails the render instead of answering a retry box', async () => {
  fakeApi();
  await expect(render({ ...request('/', 'ko'), registry: { remotes: {} } })).rejects.toThrow('games is not deployed');
  await expect(render({ ...request('/', 'ko'), registry: {} as ServerRenderRequest['registry'] })).rejects.toThrow('Invalid remote registry');
});

/** The remote page's area as sent: a boundary React marked for the browser, showing the slot's spinner. */
const areaLeftToBrowser = /<!--\$!--><template data-dgst="".*?<\/template><div class="slot-spinner"[^>]*>.*?<!--\/\$-->/s;

test("a remote whose server build throws as it loads: the rest of the page is rendered, the area is left to the browser, and the render says why (the release check's words)", async () => {
  fakeApi();
  const broken = { remotes: { games: { manifest: '/remotes/games/0.0.1-broken/mf-manifest.json', version: '0.0.1-broken' } } };
  const result = await render({ ...request('/', 'ko'), registry: broken });

  expect(result.status).toBe(200);
  expect(result.leftToBrowser).toBe('games/HomePage cannot be rendered on the server: release 0.0.1-broken: the server build is broken');
  expect(result.markup).toMatch(areaLeftToBrowser);
  const text = textOf(result.markup);
  expect(text).toContain('로그인');
  expect(text).not.toContain('카지노 입장');
  expect(result.state).toMatchObject({ page: null, pageAreaInBrowser: true });
});

test('a remote page whose data cannot be read is left to the browser too, which reads it again', async () => {
  fakeApi({ brandsDown: true });
  const result = await render(request('/game/slot', 'en'));

  expect(result.status).toBe(200);
  expect(result.leftToBrowser).toMatch(/^games\/GameTypePage cannot be rendered on the server: /);
  expect(result.markup).toMatch(areaLeftToBrowser);
  expect(textOf(result.markup)).toContain('Log in');
  expect(result.state).toMatchObject({ page: null, pageAreaInBrowser: true });
});

test.each([
  ['its data never answers', { brandsHang: true }, '0.3.0'],
  ['its server build never finishes loading', {}, '0.0.1-stuck'],
] as const)('a remote page whose %s is left to the browser at its time budget: the rest of the page still arrives', async (_what, api, version) => {
  fakeApi(api);
  const deadline = new AbortController();
  const started = performance.now();
  const result = await render({ ...request('/game/slot', 'en'), registry: { remotes: { games: { manifest: `/remotes/games/${version}/mf-manifest.json`, version } } }, areaBudgetMs: 200, signal: deadline.signal });
  deadline.abort();

  expect(performance.now() - started).toBeLessThan(2_000);
  expect(result.status).toBe(200);
  expect(result.leftToBrowser).toBe('games/GameTypePage cannot be rendered on the server: it did not answer within 200 ms');
  expect(result.markup).toMatch(areaLeftToBrowser);
  expect(textOf(result.markup)).toContain('Log in');
});

test('server code late for several renders in a row is not waited for: its area goes to the browser at once, and the render says why', async () => {
  fakeApi();
  const stuck = { remotes: { games: { manifest: '/remotes/games/0.0.2-stuck/mf-manifest.json', version: '0.0.2-stuck' } } };
  const renderStuck = async () => {
    const deadline = new AbortController();
    const started = performance.now();
    const result = await render({ ...request('/', 'ko'), registry: stuck, areaBudgetMs: 100, signal: deadline.signal });
    deadline.abort();
    return { result, took: performance.now() - started };
  };
  for (let i = 0; i < LATE_RENDERS_BEFORE_SKIPPING; i++) {
    const { result, took } = await renderStuck();
    expect(took).toBeGreaterThanOrEqual(95);
    expect(result.leftToBrowser).toBe('games/HomePage cannot be rendered on the server: it did not answer within 100 ms');
  }
  const asked = requiredFiles.length;
  const { result } = await renderStuck();
  expect(result.status).toBe(200);
  expect(result.leftToBrowser).toMatch(/^games\/HomePage cannot be rendered on the server: its server code was late for 3 renders in a row; not asked until \d{4}-/);
  expect(result.markup).toMatch(areaLeftToBrowser);
  expect(textOf(result.markup)).toContain('로그인');
  // Its file was not asked for again; the promoted version still renders whole.
  expect(requiredFiles.length).toBe(asked);
  expect((await render(request('/', 'ko'))).leftToBrowser).toBeUndefined();
});

test('a page rendered whole says so: nothing left to the browser', async () => {
  fakeApi();
  const result = await render(request('/game/slot', 'en'));
  expect(result.leftToBrowser).toBeUndefined();
  expect(result.markup).not.toContain('<!--$!-->');
  expect(result.state.pageAreaInBrowser).toBe(false);
});

test('the deadline stops the render with its own reason', async () => {
  fakeApi();
  const deadline = new AbortController();
  deadline.abort(new DOMException('render budget spent', 'TimeoutError'));
  await expect(render({ ...request('/', 'ko'), signal: deadline.signal })).rejects.toMatchObject({ name: 'TimeoutError', message: 'render budget spent' });
});
