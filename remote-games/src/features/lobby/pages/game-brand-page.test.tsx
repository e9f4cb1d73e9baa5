import { gameBrandGames, gameBrandList, type GameBrand, type GameSummary } from '@casino/contract';
import { PLATFORM_EVENTS } from '@casino/platform';
import { failWith, mockApi, okFor, on, sentTo } from '@casino/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPageData } from './game-brand-page';
import { renderLobbyAt } from './render-lobby-at';

const brand: GameBrand = { id: 7, game_type: 'slot', code: 'pragmatic', name: 'Pragmatic Play', logo_url: '/logo/pp.png', game_count: 30 };
const game = (id: number): GameSummary => ({ id, code: `g${id}`, name: `Game ${id}`, image_url: `/games/${id}.png` });
const gamesPage = (page: number, total = 30) =>
  Array.from({ length: Math.min(24, total - (page - 1) * 24) }, (_, i) => game((page - 1) * 24 + i + 1));

/** The API: the slot brand list, and brand 7's games filtered by `search` and paged, unless `games` answers first. */
function mockLobbyApi(games: (url: URL) => Response | undefined = () => undefined) {
  return mockApi([
    on(gameBrandList, { items: [brand] }),
    on(gameBrandGames, (_request, url, { id }) => {
      if (id !== '7') return undefined;
      const answer = games(url);
      if (answer) return answer;
      const page = Number(url.searchParams.get('page'));
      const items = url.searchParams.get('search') ? [game(99)] : gamesPage(page);
      return okFor(gameBrandGames, { brand, games: { items, total: url.searchParams.get('search') ? 1 : 30 } });
    }),
  ]);
}

const gameRequests = (requests: Request[]) => sentTo(requests, gameBrandGames).map((r) => new URL(r.url));

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

test("finds the brand by code and lists its games with names (the first screen's pictures at once, the rest lazily), and names the tab after it", async () => {
  const { requests } = mockLobbyApi();
  const titles: unknown[] = [];
  const listen = (event: Event) => titles.push((event as CustomEvent).detail);
  window.addEventListener(PLATFORM_EVENTS.pageTitle, listen);
  renderLobbyAt('/game/slot/pragmatic');

  expect(await screen.findByText('Game 1')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Pragmatic Play' })).toBeInTheDocument();
  const cards = within(screen.getByRole('list', { name: '게임 목록' })).getAllByRole('button');
  expect(cards).toHaveLength(24);
  // Each card is a button named by its game alone (the picture is decorative).
  expect(screen.getByRole('button', { name: 'Game 1' })).toBe(cards[0]);
  expect(cards.map((card) => card.querySelector('img')?.getAttribute('loading'))).toEqual([...Array(4).fill('eager'), ...Array(20).fill('lazy')]);
  expect(new URL(requests[0]!.url).searchParams.get('game_type')).toBe('slot');
  const first = gameRequests(requests)[0]!;
  expect(first.searchParams.get('page')).toBe('1');
  expect(first.searchParams.get('pageSize')).toBe('24');
  expect(first.searchParams.has('search')).toBe(false);
  expect(screen.getByRole('searchbox', { name: '게임 검색' })).toBeInTheDocument();
  window.removeEventListener(PLATFORM_EVENTS.pageTitle, listen);
  expect(titles).toContainEqual({ title: 'Pragmatic Play', path: '/game/slot/pragmatic' });
});

test('paging asks for page 2, and a search sends `search` and goes back to page 1', async () => {
  const { requests } = mockLobbyApi();
  renderLobbyAt('/game/slot/pragmatic');
  await screen.findByText('Game 1');

  const pages = screen.getByRole('navigation', { name: '게임 목록 페이지' });
  expect(within(pages).getByRole('button', { name: '1페이지' })).toHaveAttribute('aria-current', 'page');
  expect(within(pages).getByRole('button', { name: '이전 페이지' })).toBeDisabled();
  await userEvent.click(within(pages).getByRole('button', { name: '2페이지' }));
  expect(await screen.findByText('Game 25')).toBeInTheDocument();
  expect(gameRequests(requests).at(-1)?.searchParams.get('page')).toBe('2');

  await userEvent.type(screen.getByRole('searchbox'), 'fruit');
  expect(await screen.findByText('Game 99')).toBeInTheDocument();
  const last = gameRequests(requests).at(-1);
  expect(last?.searchParams.get('search')).toBe('fruit');
  expect(last?.searchParams.get('page')).toBe('1');
  // Debounced: one request for the whole word, not one per key.
  expect(gameRequests(requests).filter((url) => url.searchParams.has('search'))).toHaveLength(1);
});

test('a search without results says so', async () => {
  mockLobbyApi((url) =>
    url.searchParams.get('search') ? okFor(gameBrandGames, { brand, games: { items: [], total: 0 } }) : undefined,
  );
  renderLobbyAt('/game/slot/pragmatic');
  await screen.findByText('Game 1');
  await userEvent.type(screen.getByRole('searchbox'), 'zzz');
  expect(await screen.findByText('검색 결과가 없습니다.')).toBeInTheDocument();
});

test('the clear button empties the search, lists every game again and leaves the focus in the field', async () => {
  const { requests } = mockLobbyApi((url) =>
    url.searchParams.get('search') ? okFor(gameBrandGames, { brand, games: { items: [], total: 0 } }) : undefined,
  );
  renderLobbyAt('/game/slot/pragmatic');
  await screen.findByText('Game 1');
  expect(screen.queryByRole('button', { name: '검색어 지우기' })).not.toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox'), 'zzz');
  expect(await screen.findByText('검색 결과가 없습니다.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: '검색어 지우기' }));
  expect(screen.getByRole('searchbox')).toHaveValue('');
  expect(screen.getByRole('searchbox')).toHaveFocus();
  expect(await screen.findByText('Game 1')).toBeInTheDocument();
  expect(gameRequests(requests).at(-1)?.searchParams.has('search')).toBe(false);
});

test('an unknown brand code shows game-not-found, and going back leads to the type lobby', async () => {
  const { requests } = mockLobbyApi();
  renderLobbyAt('/game/slot/nope');

  expect(await screen.findByRole('heading', { level: 1, name: '게임을 찾을 수 없습니다.' })).toBeInTheDocument();
  expect(gameRequests(requests)).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
  expect(await screen.findByRole('link', { name: /Pragmatic Play/ })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/game/slot');
});

test('a 404 for the brand games also shows game-not-found', async () => {
  mockLobbyApi(() => failWith(404, { message: '없는 게임사입니다', code: 'NOT_FOUND' }));
  renderLobbyAt('/game/slot/pragmatic');
  expect(await screen.findByText('게임을 찾을 수 없습니다.')).toBeInTheDocument();
});

test('a failed load shows the server message and Retry loads again', async () => {
  let fail = true;
  mockLobbyApi(() => (fail ? failWith(503, { message: '점검 중입니다', code: 'INTERNAL' }) : undefined));
  renderLobbyAt('/game/slot/pragmatic');

  expect(await screen.findByText('게임 목록을 불러오지 못했습니다.')).toBeInTheDocument();
  expect(screen.getByText('점검 중입니다')).toBeInTheDocument();

  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /다시 시도/ }));
  await waitFor(() => expect(screen.getByText('Game 1')).toBeInTheDocument());
});

test('the games it was rendered with on the server show at once, with no request; the next page is asked for', async () => {
  const { requests } = mockLobbyApi();
  renderLobbyAt('/game/slot/pragmatic', undefined, { brand: { brand, games: gamesPage(1), total: 30 } });
  expect(screen.getByText('Game 1')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Pragmatic Play' })).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(requests).toHaveLength(0);

  const pages = screen.getByRole('navigation', { name: '게임 목록 페이지' });
  expect(within(pages).getByRole('button', { name: '1페이지' })).toHaveAttribute('aria-current', 'page');
  expect(within(pages).getByRole('button', { name: '이전 페이지' })).toBeDisabled();
  await userEvent.click(within(pages).getByRole('button', { name: '2페이지' }));
  expect(await screen.findByText('Game 25')).toBeInTheDocument();
  expect(gameRequests(requests).map((url) => url.searchParams.get('page'))).toEqual(['2']);
  expect(within(screen.getByRole('navigation', { name: '게임 목록 페이지' })).getByRole('button', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');
});

test('loadPageData: the brand found by its code and its first page, or a 404 for a brand or type that does not exist', async () => {
  mockLobbyApi();
  const { platform } = renderLobbyAt('/game/slot/pragmatic', undefined, { brand: { notFound: true } });
  expect(screen.getByText('게임을 찾을 수 없습니다.')).toBeInTheDocument();
  await expect(loadPageData({ http: platform.http, params: { type: 'slot', brand: 'pragmatic' } })).resolves.toEqual({ brand, games: gamesPage(1), total: 30 });
  await expect(loadPageData({ http: platform.http, params: { type: 'slot', brand: 'nobody' } })).resolves.toEqual({ notFound: true });
  await expect(loadPageData({ http: platform.http, params: { type: 'poker', brand: 'pragmatic' } })).resolves.toEqual({ notFound: true });
});
