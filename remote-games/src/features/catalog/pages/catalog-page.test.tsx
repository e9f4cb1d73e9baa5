import { screen, within } from '@testing-library/react';
import { jsonResponse, mockApi, queryOf, renderStaffPage, routerLocation, sentTo } from '@casino/platform/testing';
import { staffUser } from '../../../test/staff-test';
import { API, brandsByType, game, types } from '../test/catalog-api';
import CatalogPage from './catalog-page';

const user = staffUser();

afterEach(() => jest.restoreAllMocks());

test('game types as tabs with their counts, and the first type\'s brands with everything staff need', async () => {
  const { requests } = mockApi({ [API.types]: types, [API.brands]: brandsByType });
  renderStaffPage(<CatalogPage />, { path: '/partner/catalog' });

  expect(screen.getByRole('heading', { level: 1, name: '게임 카탈로그' })).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: /슬롯 게임사 2 · 게임 150/ })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: /카지노 게임사 1 · 게임 80/ })).toHaveAttribute('aria-selected', 'true');

  const row = within(await screen.findByRole('row', { name: /Evolution/ }));
  expect(row.getByRole('img', { name: 'Evolution 로고' })).toHaveAttribute('src', '/static/brands/evo.png');
  expect(row.getByText('evolution')).toBeInTheDocument();
  expect(row.getByText('demo')).toBeInTheDocument();
  expect(row.getByText('노출 중')).toBeInTheDocument();
  expect(row.getByText('노출 80 / 전체 80')).toBeInTheDocument();
  expect(row.getByRole('link', { name: 'Evolution 게임 목록' })).toHaveAttribute('href', '/partner/catalog?type=casino&brand=1');
  expect(queryOf(sentTo(requests, API.brands)[0]!)).toEqual({ game_type: 'casino' });
});

test('another tab shows its brands, active and withdrawn, and goes into the address', async () => {
  const { requests } = mockApi({ [API.types]: types, [API.brands]: brandsByType });
  renderStaffPage(<CatalogPage />, { path: '/partner/catalog' });
  await screen.findByRole('row', { name: /Evolution/ });

  await user.click(screen.getByRole('tab', { name: /슬롯/ }));

  const habanero = within(await screen.findByRole('row', { name: /Habanero/ }));
  expect(habanero.getByText('노출 중지', { selector: '.ant-tag' })).toBeInTheDocument();
  expect(habanero.getByRole('button', { name: 'Habanero 다시 노출' })).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /Pragmatic Play/ })).getByRole('button', { name: 'Pragmatic Play 노출 중지' })).toBeInTheDocument();
  expect(routerLocation.current.search).toBe('?type=slot');
  expect(queryOf(sentTo(requests, API.brands).at(-1)!)).toEqual({ game_type: 'slot' });
});

test('without the summary the tabs still work, and say what failed', async () => {
  mockApi({ [API.types]: jsonResponse(503, { message: '점검 중입니다', code: 'INTERNAL' }), [API.brands]: brandsByType });
  renderStaffPage(<CatalogPage />, { path: '/partner/catalog?type=slot' });

  expect(await screen.findByText('게임 종류별 요약을 불러오지 못했습니다. 점검 중입니다')).toBeInTheDocument();
  expect(await screen.findByText('Habanero')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '슬롯' })).toHaveAttribute('aria-selected', 'true');
});

test('a type without brands says so', async () => {
  mockApi({ [API.types]: types, [API.brands]: brandsByType });
  renderStaffPage(<CatalogPage />, { path: '/partner/catalog?type=lotto' });
  expect(await screen.findByText('이 게임 종류에 게임사가 없습니다.')).toBeInTheDocument();
});

test("a failed brand list shows the server's message, and Retry asks again", async () => {
  let fail = true;
  mockApi({
    [API.types]: types,
    [API.brands]: (request: Request, url: URL) => (fail ? jsonResponse(503, { message: '점검 중입니다', code: 'INTERNAL' }) : brandsByType(request, url)),
  });
  renderStaffPage(<CatalogPage />, { path: '/partner/catalog?type=slot' });

  expect(await screen.findByText('점검 중입니다')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: /다시 시도|Retry/ }));
  expect(await screen.findByRole('row', { name: /Habanero/ })).toBeInTheDocument();
});

test("a brand's games open from its row, and the way back leads to the type's brands", async () => {
  const { requests } = mockApi({ [API.types]: types, [API.brands]: brandsByType, [API.games]: { items: [game(1), game(2, { active: false })], total: 2 } });
  renderStaffPage(<CatalogPage />, { path: '/partner/catalog?type=slot' });

  await user.click(await screen.findByRole('link', { name: 'Pragmatic Play 게임 목록' }));

  expect(await screen.findByRole('heading', { level: 2, name: 'Pragmatic Play' })).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'Game 1 이미지' })).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /Game 2/ })).getByText('노출 중지', { selector: '.ant-tag' })).toBeInTheDocument();
  expect(queryOf(sentTo(requests, API.games)[0]!)).toEqual({ brand_id: '7', page: '1', pageSize: '20' });
  expect(routerLocation.current.search).toBe('?type=slot&brand=7');

  await user.click(screen.getByRole('link', { name: /슬롯 게임사 목록/ }));
  expect(await screen.findByRole('row', { name: /Habanero/ })).toBeInTheDocument();
  expect(routerLocation.current.search).toBe('?type=slot');
});

test('a brand that is not in the type says so', async () => {
  mockApi({ [API.types]: types, [API.brands]: brandsByType });
  renderStaffPage(<CatalogPage />, { path: '/partner/catalog?type=casino&brand=7' });
  expect(await screen.findByText('이 게임 종류에 해당 게임사가 없습니다.')).toBeInTheDocument();
});

test('a master without the site right sees no-permission and nothing is asked', async () => {
  const { requests } = mockApi({ [API.types]: types, [API.brands]: brandsByType });
  renderStaffPage(<CatalogPage />, { path: '/partner/catalog', account: { rights: [] } });
  expect(screen.getByText('이 화면을 볼 권한이 없습니다.')).toBeInTheDocument();
  expect(screen.getByText('사이트 관리 권한(site)이 있는 마스터 계정만 쓸 수 있습니다.')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});
