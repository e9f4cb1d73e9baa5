import { screen, within } from '@testing-library/react';
import { staffBrandList, staffGameList, staffGameTypeList } from '@casino/contract';
import { failWith, mockApi, mockViewportWidth, on, queryOf, renderStaffPage, routerLocation, sentTo } from '@casino/platform/testing';
import { staffUser } from '../../../test/staff-test';
import { brandsByType, catalogRoutes, game, types } from '../test/catalog-api';
import CatalogPage from './catalog-page';

const user = staffUser();

afterEach(() => {
  jest.restoreAllMocks();
  // A column hidden by one test is not hidden in the next.
  localStorage.clear();
});

test('game types as tabs with their counts, and the first type\'s brands with everything staff need', async () => {
  const { requests } = mockApi(catalogRoutes);
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
  expect(queryOf(sentTo(requests, staffBrandList)[0]!)).toEqual({ game_type: 'casino' });
});

test('another tab shows its brands, active and withdrawn, and goes into the address', async () => {
  const { requests } = mockApi(catalogRoutes);
  renderStaffPage(<CatalogPage />, { path: '/partner/catalog' });
  await screen.findByRole('row', { name: /Evolution/ });

  await user.click(screen.getByRole('tab', { name: /슬롯/ }));

  const habanero = within(await screen.findByRole('row', { name: /Habanero/ }));
  expect(habanero.getByText('노출 중지', { selector: '.ant-tag' })).toBeInTheDocument();
  expect(habanero.getByRole('button', { name: 'Habanero 다시 노출' })).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /Pragmatic Play/ })).getByRole('button', { name: 'Pragmatic Play 노출 중지' })).toBeInTheDocument();
  expect(routerLocation.current.search).toBe('?type=slot');
  expect(queryOf(sentTo(requests, staffBrandList).at(-1)!)).toEqual({ game_type: 'slot' });
});

test('without the summary the tabs still work, and say what failed', async () => {
  mockApi([on(staffGameTypeList, () => failWith(503, { message: '점검 중입니다', code: 'INTERNAL' })), on(staffBrandList, brandsByType)]);
  renderStaffPage(<CatalogPage />, { path: '/partner/catalog?type=slot' });

  expect(await screen.findByText('게임 종류별 요약을 불러오지 못했습니다. 점검 중입니다')).toBeInTheDocument();
  expect(await screen.findByText('Habanero')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '슬롯' })).toHaveAttribute('aria-selected', 'true');
});

test('a type without brands says so', async () => {
  mockApi(catalogRoutes);
  renderStaffPage(<CatalogPage />, { path: '/partner/catalog?type=lotto' });
  expect(await screen.findByText('이 게임 종류에 게임사가 없습니다.')).toBeInTheDocument();
});

test("a failed brand list shows the server's message, and Retry asks again", async () => {
  let fail = true;
  mockApi([
    on(staffGameTypeList, types),
    on(staffBrandList, (request, url, params) => (fail ? failWith(503, { message: '점검 중입니다', code: 'INTERNAL' }) : brandsByType(request, url, params))),
  ]);
  renderStaffPage(<CatalogPage />, { path: '/partner/catalog?type=slot' });

  expect(await screen.findByText('점검 중입니다')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: /다시 시도|Retry/ }));
  expect(await screen.findByRole('row', { name: /Habanero/ })).toBeInTheDocument();
});

test("a brand's games open from its row, and the way back leads to the type's brands", async () => {
  const { requests } = mockApi([...catalogRoutes, on(staffGameList, { items: [game(1), game(2, { active: false })], total: 2 })]);
  renderStaffPage(<CatalogPage />, { path: '/partner/catalog?type=slot' });

  await user.click(await screen.findByRole('link', { name: 'Pragmatic Play 게임 목록' }));

  expect(await screen.findByRole('heading', { level: 2, name: 'Pragmatic Play' })).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'Game 1 이미지' })).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /Game 2/ })).getByText('노출 중지', { selector: '.ant-tag' })).toBeInTheDocument();
  expect(queryOf(sentTo(requests, staffGameList)[0]!)).toEqual({ brand_id: '7', page: '1', pageSize: '20' });
  expect(routerLocation.current.search).toBe('?type=slot&brand=7');

  await user.click(screen.getByRole('link', { name: /슬롯 게임사 목록/ }));
  expect(await screen.findByRole('row', { name: /Habanero/ })).toBeInTheDocument();
  expect(routerLocation.current.search).toBe('?type=slot');
});

test('a brand that is not in the type says so', async () => {
  mockApi(catalogRoutes);
  renderStaffPage(<CatalogPage />, { path: '/partner/catalog?type=casino&brand=7' });
  expect(await screen.findByText('이 게임 종류에 해당 게임사가 없습니다.')).toBeInTheDocument();
});

test('a master without the site right sees no-permission and nothing is asked', async () => {
  const { requests } = mockApi(catalogRoutes);
  renderStaffPage(<CatalogPage />, { path: '/partner/catalog', account: { rights: [] } });
  expect(screen.getByText('이 화면을 볼 권한이 없습니다.')).toBeInTheDocument();
  expect(screen.getByText('사이트 관리 권한(site)이 있는 마스터 계정만 쓸 수 있습니다.')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

test('on a phone each brand is a card (its name opening its games, logo, state and counts, edit and withdraw), and so is each game', async () => {
  const restoreViewport = mockViewportWidth(390);
  try {
    mockApi([...catalogRoutes, on(staffGameList, { items: [game(1), game(2, { active: false })], total: 2 })]);
    renderStaffPage(<CatalogPage />, { path: '/partner/catalog?type=slot' });
    const brands = within(await screen.findByRole('list', { name: '게임사 목록' })).getAllByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(brands).toHaveLength(2);
    const [pragmatic, habanero] = brands.map((card) => within(card));
    expect(pragmatic!.getAllByRole('term').map((term) => term.textContent)).toEqual(['로고', '상태', '게임 (노출/전체)']);
    expect(pragmatic!.getByRole('img', { name: 'Pragmatic Play 로고' })).toBeInTheDocument();
    expect(pragmatic!.getByText('노출 118 / 전체 120')).toBeInTheDocument();
    expect(pragmatic!.getByRole('button', { name: 'Pragmatic Play 수정' })).toBeInTheDocument();
    expect(pragmatic!.getByRole('button', { name: 'Pragmatic Play 노출 중지' })).toBeInTheDocument();
    expect(habanero!.getByRole('button', { name: 'Habanero 다시 노출' })).toBeInTheDocument();

    await user.click(pragmatic!.getByRole('link', { name: 'Pragmatic Play 게임 목록' }));
    const games = within(await screen.findByRole('list', { name: 'Pragmatic Play 게임 목록' })).getAllByRole('listitem');
    const withdrawn = within(games[1]!);
    expect(games[1]!.querySelector('.ant-card-head-title')).toHaveTextContent('Game 2');
    expect(withdrawn.getAllByRole('term').map((term) => term.textContent)).toEqual(['이미지', '상태', '표시 순서']);
    expect(withdrawn.getByRole('img', { name: 'Game 2 이미지' })).toBeInTheDocument();
    expect(withdrawn.getByText('노출 중지', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(withdrawn.getByRole('button', { name: 'Game 2 다시 노출' })).toBeInTheDocument();
  } finally {
    restoreViewport();
  }
});

test("a brand's columns the user hides stay hidden when the page comes back; the name cannot be hidden", async () => {
  mockApi(catalogRoutes);
  const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
  const first = renderStaffPage(<CatalogPage />, { path: '/partner/catalog' });
  await screen.findByRole('row', { name: /Evolution/ });
  expect(headers()).toEqual(['이름', '로고', '공급사', '상태', '표시 순서', '게임 (노출/전체)', '작업']);
  await user.click(screen.getByRole('button', { name: /표시할 열/ }));
  const chooser = within(screen.getByRole('group', { name: '게임사 목록에 표시할 열' }));
  expect(chooser.queryByRole('checkbox', { name: '이름' })).not.toBeInTheDocument();
  await user.click(chooser.getByRole('checkbox', { name: '공급사' }));
  expect(headers()).toEqual(['이름', '로고', '상태', '표시 순서', '게임 (노출/전체)', '작업']);
  first.unmount();

  renderStaffPage(<CatalogPage />, { path: '/partner/catalog' });
  await screen.findByRole('row', { name: /Evolution/ });
  expect(headers()).toEqual(['이름', '로고', '상태', '표시 순서', '게임 (노출/전체)', '작업']);
  expect(screen.queryByText('demo')).not.toBeInTheDocument();
});
