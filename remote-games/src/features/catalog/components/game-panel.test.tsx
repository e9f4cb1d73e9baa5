import { screen, waitFor, within } from '@testing-library/react';
import { staffBrandList, staffGameList, staffGameUpdate } from '@casino/contract';
import { failWith, mockApi, okFor, on, queryOf, renderStaffPage, sentTo, type EndpointHandler } from '@casino/platform/testing';
import { firstBody, staffUser } from '../../../test/staff-test';
import CatalogPage from '../pages/catalog-page';
import { catalogRoutes, game } from '../test/catalog-api';

const user = staffUser();

afterEach(() => jest.restoreAllMocks());

// Buttons named by aria-label are found by it, and dialogs' buttons by their text: under jsdom a
// role query after each re-render reads every element's style against antd's sheets (seconds).

/** The confirmation on top, once it shows `text`. */
async function confirmation(text: string | RegExp) {
  await screen.findAllByText(text);
  return within(screen.getAllByRole('dialog').at(-1)!);
}
const button = (scope: ReturnType<typeof within>, text: string) => scope.getByText(text).closest('button')!;

const PATH = '/partner/catalog?type=slot&brand=7';
// A short page 1 of 45 games (the table pages by the total): fewer rows, a faster test.
const games = [1, 2, 3, 4].map((id) => game(id));

/** Page 1 of 45 games, page 2 when asked; a search or a state filter finds game 99 alone. */
const gamesApi: EndpointHandler = (_request, url) => {
  if (url.searchParams.has('search') || url.searchParams.has('active')) return okFor(staffGameList, { items: [game(99, { active: false })], total: 1 });
  const page = Number(url.searchParams.get('page'));
  return okFor(staffGameList, { items: page === 1 ? games : [game(21), game(22)], total: 45 });
};

test('a search by name or code and the state filter go to the server, each from page 1', async () => {
  const { requests } = mockApi([...catalogRoutes, on(staffGameList, gamesApi)]);
  renderStaffPage(<CatalogPage />, { path: PATH });
  await screen.findByText('Game 4');

  await user.click(screen.getByTitle('2'));
  expect(await screen.findByText('Game 21')).toBeInTheDocument();
  expect(queryOf(sentTo(requests, staffGameList).at(-1)!)).toEqual({ brand_id: '7', page: '2', pageSize: '20' });

  await user.click(screen.getByLabelText('이름 또는 코드'));
  await user.paste(' vs99 ');
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Game 99')).toBeInTheDocument();
  expect(queryOf(sentTo(requests, staffGameList).at(-1)!)).toEqual({ brand_id: '7', search: 'vs99', page: '1', pageSize: '20' });

  await user.click(screen.getByLabelText('상태'));
  await user.click(await screen.findByTitle('노출 중지'));
  await waitFor(() => expect(queryOf(sentTo(requests, staffGameList).at(-1)!)).toEqual({ brand_id: '7', search: 'vs99', active: 'false', page: '1', pageSize: '20' }));
});

test('nothing matching says so, apart from a brand with no games', async () => {
  mockApi([...catalogRoutes, on(staffGameList, { items: [], total: 0 })]);
  renderStaffPage(<CatalogPage />, { path: PATH });
  expect(await screen.findByText('이 게임사에 게임이 없습니다.')).toBeInTheDocument();

  await user.type(screen.getByRole('searchbox', { name: '이름 또는 코드' }), 'zzz{Enter}');
  expect(await screen.findByText('검색 조건에 맞는 게임이 없습니다.')).toBeInTheDocument();
});

test("withdrawing a game from its row says what members will see, then sends the game with active: false", async () => {
  const { requests } = mockApi([...catalogRoutes, on(staffGameList, gamesApi), on(staffGameUpdate, game(3, { active: false }))]);
  renderStaffPage(<CatalogPage />, { path: PATH });
  await screen.findByText('Game 3');
  const brandLists = sentTo(requests, staffBrandList).length;

  await user.click(screen.getByLabelText('Game 3 노출 중지'));
  const confirm = await confirmation(/회원이 이 게임을 열면 '게임을 찾을 수 없습니다.'가 표시되고/);
  expect(confirm.getAllByText('Game 3의 노출을 중지할까요?').length).toBeGreaterThan(0);
  expect(sentTo(requests, staffGameUpdate)).toHaveLength(0);

  await user.click(button(confirm, '노출 중지'));

  expect(await screen.findByText('Game 3의 노출을 중지했습니다')).toBeInTheDocument();
  expect(await firstBody(requests, staffGameUpdate)).toEqual({ id: 3, name: 'Game 3', image_url: '/static/games/3.png', sort: 3, active: false });
  // The page is asked again, and the brand's counts with it.
  await waitFor(() => expect(sentTo(requests, staffBrandList).length).toBe(brandLists + 1));
});

test('cancelling the confirmation sends nothing; a refusal shows the server message', async () => {
  const { requests } = mockApi([
    ...catalogRoutes,
    on(staffGameList, gamesApi),
    on(staffGameUpdate, () => failWith(409, { message: '게임사가 노출 중지 상태입니다', code: 'CONFLICT' })),
  ]);
  renderStaffPage(<CatalogPage />, { path: PATH });
  await screen.findByText('Game 3');

  await user.click(screen.getByLabelText('Game 3 노출 중지'));
  await user.click(button(await confirmation(/회원이 이 게임을 열면/), '취소'));
  await waitFor(() => expect(screen.queryByText(/회원이 이 게임을 열면/)).not.toBeInTheDocument());
  expect(sentTo(requests, staffGameUpdate)).toHaveLength(0);

  await user.click(screen.getByLabelText('Game 4 노출 중지'));
  await user.click(button(await confirmation('Game 4의 노출을 중지할까요?'), '노출 중지'));
  expect(await screen.findByText('게임사가 노출 중지 상태입니다')).toBeInTheDocument();
  expect(sentTo(requests, staffGameUpdate)).toHaveLength(1);
});

test('restoring a withdrawn game asks nothing and sends active: true', async () => {
  const { requests } = mockApi([...catalogRoutes, on(staffGameList, { items: [game(5, { active: false })], total: 1 }), on(staffGameUpdate, game(5))]);
  renderStaffPage(<CatalogPage />, { path: PATH });

  await user.click(await screen.findByLabelText('Game 5 다시 노출'));

  expect(await screen.findByText('Game 5을(를) 다시 노출합니다')).toBeInTheDocument();
  expect(await firstBody(requests, staffGameUpdate)).toMatchObject({ id: 5, active: true });
});
