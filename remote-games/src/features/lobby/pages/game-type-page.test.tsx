import { gameBrandList, type GameBrand } from '@casino/contract';
import { PLATFORM_EVENTS } from '@casino/platform';
import { failWith, mockApi, okFor, on } from '@casino/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPageData } from './game-type-page';
import { renderLobbyAt } from './render-lobby-at';

const slotBrands: GameBrand[] = [
  { id: 7, game_type: 'slot', code: 'pragmatic', name: 'Pragmatic Play', logo_url: '/logo/pp.png', game_count: 120 },
  { id: 8, game_type: 'slot', code: 'habanero', name: 'Habanero', logo_url: '/logo/hb.png', game_count: 1 },
];
const casinoBrands: GameBrand[] = [{ id: 1, game_type: 'casino', code: 'evolution', name: 'Evolution', logo_url: '/logo/evo.png', game_count: 80 }];

/** The brand list of the type asked for: slot or casino. */
const brandsByType = on(gameBrandList, (_request, url) => okFor(gameBrandList, { items: url.searchParams.get('game_type') === 'slot' ? slotBrands : casinoBrands }));

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

test('lists the brands of the type as links to their lobbies, in Korean by default', async () => {
  const { requests } = mockApi([brandsByType]);
  renderLobbyAt('/game/slot');

  const link = await screen.findByRole('link', { name: /Pragmatic Play/ });
  expect(link).toHaveAttribute('href', '/game/slot/pragmatic');
  expect(link).toHaveTextContent('게임 120개');
  expect(link.querySelector('img')).toHaveAttribute('loading', 'eager');
  expect(screen.getByRole('link', { name: /Habanero/ })).toHaveAttribute('href', '/game/slot/habanero');
  expect(screen.getByRole('heading', { name: '슬롯' })).toBeInTheDocument();
  expect(requests[0]?.url).toMatch(/\/api\/v1\/game\/public\/brand\?game_type=slot$/);
  expect(requests[0]?.headers.get('Accept-Language')).toBe('ko');
});

test("the first screen's logos load at once, the rest as they come near", async () => {
  const many = Array.from({ length: 6 }, (_, i): GameBrand => ({ id: 20 + i, game_type: 'slot', code: `brand-${i}`, name: `Brand ${i}`, logo_url: `/logo/${i}.png`, game_count: 1 }));
  mockApi([on(gameBrandList, { items: many })]);
  renderLobbyAt('/game/slot');
  await screen.findByRole('link', { name: /Brand 0/ });
  const loading = many.map((brand) => screen.getByRole('link', { name: new RegExp(brand.name) }).querySelector('img')?.getAttribute('loading'));
  expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
});

test('names itself for the tab title, as the shell shows it', async () => {
  mockApi([on(gameBrandList, { items: slotBrands })]);
  const titles: unknown[] = [];
  const listen = (event: Event) => titles.push((event as CustomEvent).detail);
  window.addEventListener(PLATFORM_EVENTS.pageTitle, listen);
  renderLobbyAt('/game/slot');
  await screen.findByRole('link', { name: /Pragmatic Play/ });
  window.removeEventListener(PLATFORM_EVENTS.pageTitle, listen);
  expect(titles).toContainEqual({ title: '슬롯', path: '/game/slot' });
});

test('the type switch moves to another type and loads its brands', async () => {
  mockApi([brandsByType]);
  renderLobbyAt('/game/slot');
  await screen.findByRole('link', { name: /Pragmatic Play/ });

  const typeSwitch = screen.getByRole('radiogroup', { name: '게임 종류' });
  expect(within(typeSwitch).getByRole('radio', { name: '슬롯' })).toBeChecked();
  await userEvent.click(within(typeSwitch).getByText('카지노'));
  expect(await screen.findByRole('link', { name: /Evolution/ })).toHaveAttribute('href', '/game/casino/evolution');
  expect(window.location.pathname).toBe('/game/casino');
  expect(screen.queryByRole('link', { name: /Pragmatic Play/ })).not.toBeInTheDocument();
});

test('an unknown type shows the no-such-type state with a link home and asks nothing', async () => {
  const { requests } = mockApi([on(gameBrandList, { items: [] })]);
  renderLobbyAt('/game/poker');

  expect(await screen.findByText('존재하지 않는 게임 종류입니다.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
  expect(requests).toHaveLength(0);
});

test('no brands shows the empty state', async () => {
  mockApi([on(gameBrandList, { items: [] })]);
  renderLobbyAt('/game/lotto');
  expect(await screen.findByText('등록된 게임사가 없습니다.')).toBeInTheDocument();
});

test('a failed load shows the server message and Retry loads again', async () => {
  let fail = true;
  mockApi([on(gameBrandList, () => (fail ? failWith(503, { message: '점검 중입니다', code: 'INTERNAL' }) : okFor(gameBrandList, { items: slotBrands })))]);
  renderLobbyAt('/game/slot');

  expect(await screen.findByText('게임사 목록을 불러오지 못했습니다.')).toBeInTheDocument();
  expect(screen.getByText('점검 중입니다')).toBeInTheDocument();

  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /다시 시도/ }));
  expect(await screen.findByRole('link', { name: /Pragmatic Play/ })).toBeInTheDocument();
});

test('the brands it was rendered with on the server show at once, with no request', async () => {
  const { requests } = mockApi([brandsByType]);
  renderLobbyAt('/game/slot', undefined, { type: { type: 'slot', brands: slotBrands } });
  expect(screen.getByRole('link', { name: /Pragmatic Play/ })).toHaveAttribute('href', '/game/slot/pragmatic');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(requests).toHaveLength(0);
});

test('loadPageData: the brands of the type, or a 404 for a type that does not exist (asking nothing)', async () => {
  const { requests } = mockApi([brandsByType]);
  const { platform } = renderLobbyAt('/game/slot', undefined, { type: { type: 'slot', brands: slotBrands } });
  await expect(loadPageData({ http: platform.http, params: { type: 'casino' } })).resolves.toEqual({ type: 'casino', brands: casinoBrands });
  await expect(loadPageData({ http: platform.http, params: { type: 'poker' } })).resolves.toEqual({ notFound: true });
  expect(requests).toHaveLength(1);
});
