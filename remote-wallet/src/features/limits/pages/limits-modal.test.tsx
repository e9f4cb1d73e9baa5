import { exclusionStart, LIMIT_KINDS, playerLimits, playerLimitSet, type LimitKind, type PlayerLimit } from '@casino/contract';
import { createPlatform } from '@casino/platform';
import { bodyOf, failWith, mockApi, okFor, on, partnerAccount, renderInShell } from '@casino/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import LimitsModal from './limits-modal';

const RESETS = '2026-12-06T15:00:00.000Z';
const limit = (kind: LimitKind, fields: Partial<PlayerLimit> = {}): PlayerLimit => ({
  kind,
  own: null,
  pending: null,
  line: null,
  in_force: null,
  used: 0,
  resets_at: kind.endsWith('_minutes') ? null : RESETS,
  ...fields,
});
const limits = (changed: Partial<Record<LimitKind, Partial<PlayerLimit>>> = {}) => ({ items: LIMIT_KINDS.map((kind) => limit(kind, changed[kind])) });

/** The member's limits as `initial`; a PUT answers `afterSave` (the list as the server keeps it then). */
function setup(initial = limits(), afterSave = initial, failSave?: { status: number; message: string }) {
  const api = mockApi([
    on(playerLimits, initial),
    on(playerLimitSet, () => (failSave ? failWith(failSave.status, { code: 'VALIDATION', message: failSave.message }) : okFor(playerLimitSet, afterSave))),
  ]);
  const view = renderInShell(<LimitsModal params={{}} onClose={jest.fn()} />, createPlatform({ apiBase: '' }));
  return { ...api, ...view };
}

const row = (kind: LimitKind) => within(screen.getByTestId(`limit-${kind}`));
const saves = (requests: Request[]) => requests.filter((r) => r.method === 'PUT');

async function openTab(name: string) {
  await userEvent.click(await screen.findByRole('tab', { name }));
}

async function confirm(expected: string) {
  // By its text: the test set-up gives every antd id the same value, so a select's field names the dialog too.
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(expected);
  await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
}

afterEach(() => jest.restoreAllMocks());

test('shows each limit with what its period has used, its partner’s limit and a change waiting', async () => {
  setup(
    limits({
      deposit_day: { own: 100_000, in_force: 100_000, used: 30_000 },
      loss_week: { used: -25_000 },
      deposit_month: { own: 500_000, in_force: 300_000, line: 300_000, used: 120_000, pending: { amount: 800_000, from: '2026-12-07T05:30:00.000Z' } },
    }),
  );
  expect(await screen.findByRole('heading', { name: '이용 한도' })).toBeInTheDocument();
  expect(row('deposit_day').getByTestId('limit-deposit_day-usage')).toHaveTextContent('입금 30,000원 · 한도 100,000원 · 2026-12-07 00:00에 초기화');
  expect(row('deposit_week').getByTestId('limit-deposit_week-usage')).toHaveTextContent('입금 0원 · 한도 없음');
  expect(row('deposit_month').getByText('파트너가 정한 한도(300,000원)도 함께 적용됩니다')).toBeInTheDocument();
  expect(row('deposit_month').getByTestId('limit-deposit_month-pending')).toHaveTextContent('2026-12-07 14:30부터 800,000원으로 바뀝니다');
  await openTab('손실');
  // A loss below zero: the member is ahead this week.
  expect(row('loss_week').getByTestId('limit-loss_week-usage')).toHaveTextContent('수익 25,000원 · 한도 없음');
  await openTab('접속 시간');
  expect(row('session_minutes').getByTestId('limit-session_minutes-usage')).toHaveTextContent('이번 접속 0분 · 한도 없음');
});

test('a first limit is asked first, takes effect now, and sends the kind and amount', async () => {
  const after = limits({ loss_day: { own: 50_000, in_force: 50_000, used: 12_000 } });
  const { requests } = setup(limits({ loss_day: { used: 12_000 } }), after);
  await openTab('손실');
  await userEvent.type(row('loss_day').getByRole('textbox', { name: '새 한도' }), '50000');
  await userEvent.click(row('loss_day').getByRole('button', { name: '저장' }));
  await confirm('한도를 50,000원으로 정할까요?바로 적용되며, 높이거나 없애려면 24시간이 걸립니다.');
  expect(await screen.findByText('새 한도가 적용되었습니다')).toBeInTheDocument();
  expect(saves(requests)).toHaveLength(1);
  expect(await bodyOf(saves(requests)[0]!)).toEqual({ kind: 'loss_day', amount: 50_000 });
  expect(row('loss_day').getByTestId('limit-loss_day-usage')).toHaveTextContent('손실 12,000원 · 한도 50,000원');
  expect(row('loss_day').getByRole('textbox', { name: '새 한도' })).toHaveValue('');
});

test('raising says when it will take effect, and the change shows as waiting', async () => {
  const before = limits({ wager_day: { own: 100_000, in_force: 100_000 } });
  const after = limits({ wager_day: { own: 100_000, in_force: 100_000, pending: { amount: 300_000, from: '2026-12-07T03:00:00.000Z' } } });
  setup(before, after);
  await openTab('베팅');
  await userEvent.type(row('wager_day').getByRole('textbox', { name: '새 한도' }), '300000');
  await userEvent.click(row('wager_day').getByRole('button', { name: '저장' }));
  await confirm('300,000원으로 높일까요?24시간 뒤');
  expect(await screen.findByText('2026-12-07 12:00부터 적용됩니다')).toBeInTheDocument();
  expect(row('wager_day').getByTestId('limit-wager_day-pending')).toHaveTextContent('2026-12-07 12:00부터 300,000원으로 바뀝니다');
});

test('removing sends no limit after asking, and cancelling the question sends nothing', async () => {
  const before = limits({ deposit_week: { own: 200_000, in_force: 200_000 } });
  const { requests } = setup(before, limits({ deposit_week: { own: 200_000, in_force: 200_000, pending: { amount: null, from: '2026-12-07T03:00:00.000Z' } } }));
  await screen.findByTestId('limit-deposit_week');
  await userEvent.click(row('deposit_week').getByRole('button', { name: '한도 없애기' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('이 한도를 없앨까요?');
  await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
  expect(saves(requests)).toHaveLength(0);

  await userEvent.click(row('deposit_week').getByRole('button', { name: '한도 없애기' }));
  await confirm('이 한도를 없앨까요?');
  expect(await row('deposit_week').findByTestId('limit-deposit_week-pending')).toHaveTextContent('2026-12-07 12:00부터 한도가 없어집니다');
  expect(await bodyOf(saves(requests)[0]!)).toEqual({ kind: 'deposit_week', amount: null });
  // Removal already waiting: nothing more to remove.
  expect(row('deposit_week').queryByRole('button', { name: '한도 없애기' })).not.toBeInTheDocument();
});

test('a session limit is chosen from the offered lengths', async () => {
  const { requests } = setup(limits(), limits({ session_minutes: { own: 60, in_force: 60 } }));
  await openTab('접속 시간');
  await userEvent.click(row('session_minutes').getByRole('combobox', { name: '새 한도' }));
  await userEvent.click(await screen.findByTitle('1시간'));
  await userEvent.click(row('session_minutes').getByRole('button', { name: '저장' }));
  await confirm('접속 시간을 1시간으로 정할까요?다음 로그인부터 적용되며');
  expect(await screen.findByText('다음 로그인부터 적용됩니다')).toBeInTheDocument();
  expect(await bodyOf(saves(requests)[0]!)).toEqual({ kind: 'session_minutes', amount: 60 });
  expect(row('session_minutes').getByTestId('limit-session_minutes-usage')).toHaveTextContent('한도 1시간');
});

test('an empty field asks for a limit and sends nothing; a refusal shows the server’s words', async () => {
  const { requests } = setup(limits(), limits(), { status: 400, message: '서버가 거절했습니다' });
  await screen.findByTestId('limit-deposit_day');
  await userEvent.click(row('deposit_day').getByRole('button', { name: '저장' }));
  expect(await row('deposit_day').findByText('새 한도를 입력해 주세요')).toBeInTheDocument();
  expect(saves(requests)).toHaveLength(0);

  await userEvent.type(row('deposit_day').getByRole('textbox', { name: '새 한도' }), '1000');
  await userEvent.click(row('deposit_day').getByRole('button', { name: '저장' }));
  await confirm('한도를 1,000원으로 정할까요?');
  expect(await screen.findByText('서버가 거절했습니다')).toBeInTheDocument();
});

test('a failed read says so and reads again on request', async () => {
  let calls = 0;
  mockApi([on(playerLimits, () => (++calls === 1 ? failWith(500, { code: 'INTERNAL', message: '잠시 후 다시 시도해 주세요' }) : okFor(playerLimits, limits())))]);
  renderInShell(<LimitsModal params={{}} onClose={jest.fn()} />, createPlatform({ apiBase: '' }));
  expect(await screen.findByText('한도를 불러오지 못했습니다')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByTestId('limit-deposit_day')).toBeInTheDocument();
});

test('lowering says so; the limit it has, or the change already waiting, sends nothing', async () => {
  const before = limits({ loss_month: { own: 200_000, in_force: 200_000, pending: { amount: 400_000, from: '2026-12-07T03:00:00.000Z' } } });
  const { requests } = setup(before, limits({ loss_month: { own: 150_000, in_force: 150_000 } }));
  await openTab('손실');
  const field = () => row('loss_month').getByRole('textbox', { name: '새 한도' });
  await userEvent.type(field(), '400000');
  await userEvent.click(row('loss_month').getByRole('button', { name: '저장' }));
  expect(await screen.findByText('이미 같은 변경이 대기 중입니다')).toBeInTheDocument();
  expect(saves(requests)).toHaveLength(0);

  await userEvent.clear(field());
  await userEvent.type(field(), '150000');
  await userEvent.click(row('loss_month').getByRole('button', { name: '저장' }));
  await confirm('150,000원으로 낮출까요?바로 적용되며, 다시 높이려면 24시간이 걸립니다.');
  expect(await screen.findByText('새 한도가 적용되었습니다')).toBeInTheDocument();
  expect(saves(requests)).toHaveLength(1);

  await userEvent.type(field(), '150000');
  await userEvent.click(row('loss_month').getByRole('button', { name: '저장' }));
  expect(await screen.findByText('지금 한도와 같습니다')).toBeInTheDocument();
  expect(saves(requests)).toHaveLength(1);
});

async function chooseInterval(label: string) {
  await userEvent.click(row('reality_check_minutes').getByRole('combobox', { name: '알림 간격' }));
  await userEvent.click(await screen.findByTitle(label));
  await userEvent.click(row('reality_check_minutes').getByRole('button', { name: '저장' }));
}

test('the reality check comes every hour unless chosen; sooner takes effect at once, and it cannot be removed', async () => {
  const { requests } = setup(limits(), limits({ reality_check_minutes: { own: 30, in_force: 30 } }));
  await openTab('접속 시간');
  expect(row('reality_check_minutes').getByTestId('limit-reality_check_minutes-usage')).toHaveTextContent('이번 접속 0분 · 1시간마다');
  expect(row('reality_check_minutes').queryByRole('button', { name: '한도 없애기' })).not.toBeInTheDocument();

  await chooseInterval('1시간');
  expect(await screen.findByText('지금 한도와 같습니다')).toBeInTheDocument();
  expect(saves(requests)).toHaveLength(0);

  await chooseInterval('30분');
  await confirm('이용 시간 알림을 30분마다 받을까요?바로 적용되며, 이미 열린 게임 창에도 적용됩니다.');
  expect(await screen.findByText('바로 적용되었습니다. 열려 있는 게임 창에도 적용됩니다')).toBeInTheDocument();
  expect(await bodyOf(saves(requests)[0]!)).toEqual({ kind: 'reality_check_minutes', amount: 30 });
  expect(row('reality_check_minutes').getByTestId('limit-reality_check_minutes-usage')).toHaveTextContent('30분마다');
  // Its own now, and still no removal: back to the hour is a choice of the list.
  expect(row('reality_check_minutes').queryByRole('button', { name: '한도 없애기' })).not.toBeInTheDocument();
});

test('a reality check less often than the hour it comes every waits 24 hours', async () => {
  const { requests } = setup(limits(), limits({ reality_check_minutes: { pending: { amount: 90, from: '2026-12-07T03:00:00.000Z' } } }));
  await openTab('접속 시간');
  await chooseInterval('90분');
  await confirm('이용 시간 알림을 90분마다 받을까요?24시간 뒤');
  expect(await screen.findByText('2026-12-07 12:00부터 적용됩니다')).toBeInTheDocument();
  expect(await bodyOf(saves(requests)[0]!)).toEqual({ kind: 'reality_check_minutes', amount: 90 });
  expect(row('reality_check_minutes').getByTestId('limit-reality_check_minutes-pending')).toHaveTextContent('2026-12-07 12:00부터 90분으로 바뀝니다');
});

test('a break from play is chosen, asked first with its end, and signs the member out with when it ends', async () => {
  const api = mockApi([on(playerLimits, limits()), on(exclusionStart, { until: '2026-12-13T05:30:00.000Z' })]);
  const platform = createPlatform({ apiBase: '' });
  runInAction(() => (platform.user.account = partnerAccount({ username: 'member1', role: 'member', level: 'member', rights: [] })));
  const onClose = jest.fn();
  renderInShell(<LimitsModal params={{}} onClose={onClose} />, platform);
  await openTab('쉬기');
  const start = await screen.findByRole('button', { name: '이용 쉬기 시작' });
  expect(start).toBeDisabled();
  await userEvent.click(screen.getByRole('radio', { name: '7일' }));
  await userEvent.click(start);
  const question = await screen.findByRole('dialog');
  expect(question).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}쯤까지 이용을 쉴까요\?지금 로그아웃되며 그때까지 로그인할 수 없습니다/);
  await userEvent.click(within(question).getByRole('button', { name: '이용 쉬기 시작' }));
  expect(await screen.findByText('이용 쉬기가 시작되었습니다. 2026-12-13 14:30 이후에 다시 로그인할 수 있습니다.')).toBeInTheDocument();
  expect(await bodyOf(api.requests.find((r) => r.method === 'POST')!)).toEqual({ period: '7d' });
  expect(onClose).toHaveBeenCalled();
  expect(platform.user.account).toBeNull();
});

test('a break for good says so, and cancelling the question sends nothing', async () => {
  const api = mockApi([on(playerLimits, limits()), on(exclusionStart, { until: null })]);
  renderInShell(<LimitsModal params={{}} onClose={jest.fn()} />, createPlatform({ apiBase: '' }));
  await openTab('쉬기');
  await userEvent.click(await screen.findByRole('radio', { name: '영구' }));
  await userEvent.click(screen.getByRole('button', { name: '이용 쉬기 시작' }));
  const question = await screen.findByRole('dialog');
  expect(question).toHaveTextContent('이용을 영구히 중지할까요?');
  await userEvent.click(within(question).getByRole('button', { name: '취소' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  expect(screen.getByRole('button', { name: '이용 쉬기 시작' })).toBeEnabled();
});
