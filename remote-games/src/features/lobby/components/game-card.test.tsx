import { gameBrandGames, gameBrandList, playGame, userInfo, walletBalance, type Account, type DataOf, type GameBrand, type GameSummary } from '@casino/contract';
import type { Platform } from '@casino/platform';
import { failWith, mockApi, okFor, on, sentTo, startTestSession, type EndpointHandler } from '@casino/platform/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderLobbyAt } from '../pages/render-lobby-at';

const brand: GameBrand = { id: 7, game_type: 'slot', code: 'pragmatic', name: 'Pragmatic Play', logo_url: '/logo/pp.png', game_count: 2 };
const games = [1, 2].map((id): GameSummary => ({ id, code: `g${id}`, name: `Game ${id}`, image_url: `/games/${id}.png` }));
const account: Account = { id: 11, username: 'member1', nickname: 'Member 1', role: 'member', level: 'member', state: 'normal', referral_code: null, rights: [] };
const profile: DataOf<typeof userInfo>['user'] = { phone: '010', bank_name: 'Bank', account_number: '****1234', parent_username: 'agency1', created_at: '2024-01-01T00:00:00Z', last_login_at: null };
const GAME_URL = 'https://provider.example/launch?session=abc';

/**
 * The API: the brand's games, the signed-in member, a wallet whose balance goes up by 1,000
 * on each read, and playGame answered by `play` (the game URL unless told).
 */
function mockLobbyApi(play: EndpointHandler = () => okFor(playGame, { url: GAME_URL })) {
  let balance = 10_000;
  return mockApi([
    on(gameBrandList, { items: [brand] }),
    on(gameBrandGames, (_request, _url, { id }) => (id === '7' ? okFor(gameBrandGames, { brand, games: { items: games, total: 2 } }) : undefined)),
    on(userInfo, { account, user: profile }),
    on(walletBalance, () => {
      const answer = okFor(walletBalance, { balance, credit: 500, rolling_point: 30 });
      balance += 1000;
      return answer;
    }),
    on(playGame, play),
  ]);
}

/** A game window the test controls: the player "closes" it by setting `closed`. */
function fakeWindow() {
  return { closed: false, opener: {} as unknown, location: { replace: jest.fn() }, close: jest.fn() };
}

function stubWindowOpen() {
  const win = fakeWindow();
  const open = jest.spyOn(window, 'open').mockImplementation(() => win as unknown as Window);
  return { open, win };
}

/** What a popup blocker does to `window.open`. */
const blockPopups = () => jest.spyOn(window, 'open').mockImplementation(() => null);

let platform: Platform | null = null;

async function openLobby({ signedIn }: { signedIn: boolean }) {
  const view = renderLobbyAt('/game/slot/pragmatic');
  platform = view.platform;
  if (signedIn) {
    startTestSession();
    await act(() => view.platform.user.signIn(account));
  }
  await screen.findByRole('button', { name: 'Game 1' });
  return view;
}

afterEach(() => {
  platform?.user.clear();
  platform?.dispose();
  platform = null;
  jest.restoreAllMocks();
  localStorage.clear();
});

test('signed out: says Please log in, opens the login dialog and no window', async () => {
  const { requests } = mockLobbyApi();
  const { open } = stubWindowOpen();
  await openLobby({ signedIn: false });

  await userEvent.click(screen.getByRole('button', { name: 'Game 1' }));

  expect(await screen.findByText('로그인해 주세요')).toBeInTheDocument();
  expect(open).not.toHaveBeenCalled();
  expect(new URLSearchParams(window.location.search).get('modal')).toBe('login');
  expect(sentTo(requests, playGame)).toHaveLength(0);
});

test('signed in: opens /redirect within the click, then sends that window to the game URL; closing it refreshes the balances', async () => {
  const { requests } = mockLobbyApi();
  const { open, win } = stubWindowOpen();
  const { platform } = await openLobby({ signedIn: true });
  expect(platform.user.balance).toBe(10_000);

  // fireEvent is synchronous: the window must be open before the handler returns.
  fireEvent.click(screen.getByRole('button', { name: 'Game 1' }));
  expect(open).toHaveBeenCalledTimes(1);
  expect(open).toHaveBeenCalledWith('/redirect', '_blank');
  expect(win.location.replace).not.toHaveBeenCalled();

  await waitFor(() => expect(win.location.replace).toHaveBeenCalledWith(GAME_URL));
  const [play] = sentTo(requests, playGame);
  expect(play?.method).toBe('POST');
  expect(await play?.json()).toEqual({ game_id: 1 });
  expect(win.close).not.toHaveBeenCalled();
  expect(sentTo(requests, walletBalance)).toHaveLength(1);

  // The player closes the game: the header's figures are fetched again.
  win.closed = true;
  await waitFor(() => expect(sentTo(requests, walletBalance)).toHaveLength(2));
  await waitFor(() => expect(platform.user.balance).toBe(11_000));
});

test.each([
  [401, 'UNAUTHORIZED', 'Please log in'],
  [403, 'FORBIDDEN', 'You do not have permission to access this game'],
  [404, 'NOT_FOUND', 'Game not found'],
  [502, 'GAME_UNAVAILABLE', 'An error occurred'],
])('a %i closes the game window and shows the server message', async (status, code, message) => {
  mockLobbyApi(() => failWith(status, { code, message }));
  const { open, win } = stubWindowOpen();
  await openLobby({ signedIn: true });

  await userEvent.click(screen.getByRole('button', { name: 'Game 1' }));

  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(open).toHaveBeenCalledTimes(1);
  expect(win.close).toHaveBeenCalled();
  expect(win.location.replace).not.toHaveBeenCalled();
});

test('an error answer without a message shows the generic one', async () => {
  mockLobbyApi(() => new Response('Bad Gateway', { status: 502 }));
  const { win } = stubWindowOpen();
  await openLobby({ signedIn: true });

  await userEvent.click(screen.getByRole('button', { name: 'Game 1' }));

  expect(await screen.findByText('오류가 발생했습니다')).toBeInTheDocument();
  expect(win.close).toHaveBeenCalled();
});

test('a blocked popup says how to allow it and asks nothing of the server', async () => {
  const { requests } = mockLobbyApi();
  blockPopups();
  await openLobby({ signedIn: true });

  await userEvent.click(screen.getByRole('button', { name: 'Game 1' }));

  expect(await screen.findByText(/브라우저가 게임 창\(팝업\)을 차단했습니다/)).toHaveTextContent('팝업을 허용한 뒤 다시 시도해 주세요');
  expect(sentTo(requests, playGame)).toHaveLength(0);
});

test('while launching the card is busy and more clicks launch nothing more', async () => {
  let answer: (response: Response) => void = () => {};
  const { requests } = mockLobbyApi(() => new Promise<Response>((resolve) => (answer = resolve)));
  const { open, win } = stubWindowOpen();
  await openLobby({ signedIn: true });
  const card = screen.getByRole('button', { name: 'Game 1' });

  await userEvent.dblClick(card);
  await userEvent.click(screen.getByRole('button', { name: 'Game 2' }));

  expect(card).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('button', { name: 'Game 2' })).toHaveAttribute('aria-busy', 'false');
  expect(open).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(sentTo(requests, playGame)).toHaveLength(1));

  answer(okFor(playGame, { url: GAME_URL }));
  await waitFor(() => expect(card).toHaveAttribute('aria-busy', 'false'));
  expect(win.location.replace).toHaveBeenCalledTimes(1);
  expect(sentTo(requests, playGame)).toHaveLength(1);

  // Stop the close watcher here, so it cannot refresh balances during another test.
  win.closed = true;
  await waitFor(() => expect(sentTo(requests, walletBalance)).toHaveLength(2));
});

test('the card is reachable and pressed by keyboard', async () => {
  mockLobbyApi();
  const { open, win } = stubWindowOpen();
  await openLobby({ signedIn: true });

  screen.getByRole('button', { name: 'Game 1' }).focus();
  await userEvent.keyboard('{Enter}');

  expect(open).toHaveBeenCalledWith('/redirect', '_blank');
  await waitFor(() => expect(win.location.replace).toHaveBeenCalledWith(GAME_URL));
  win.closed = true;
  await waitFor(() => expect(platform?.user.balance).toBe(11_000));
});

test('messages follow the language: English', async () => {
  mockLobbyApi();
  const open = blockPopups();
  const view = await openLobby({ signedIn: true });
  await act(() => view.platform.i18n.setLanguage('en'));

  await userEvent.click(screen.getByRole('button', { name: 'Game 1' }));

  expect(open).toHaveBeenCalledTimes(1);
  expect(await screen.findByText(/Your browser blocked the game window/)).toHaveTextContent('Allow pop-ups for this site');
});
