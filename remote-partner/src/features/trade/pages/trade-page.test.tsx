import { agencyBalanceTotal, agencyTrade, agencyTradeList, agencyTradeUserList, type BodyOf, type DataOf, type Trade, type TradeChild } from '@casino/contract';
import { bodyOf, failWith, mockApi, okFor, on, queryOf, sentTo } from '@casino/platform/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPartner } from '../../../test/render-partner';
import TradePage from './trade-page';

const child = (id: number, username: string, balance: number, level: 'member' | 'agency' = 'member'): TradeChild => ({
  id,
  username,
  nickname: `${username}님`,
  level,
  state: 'normal',
  balance,
});
const trade = (id: number, direction: Trade['direction'], amount: number, [childId, username]: [number, string] = [11, 'member1']): Trade => ({
  id,
  direction,
  amount,
  memo: id === 1 ? '' : '이벤트 지급',
  created_at: '2025-03-02T01:15:00.000Z',
  partner: { id: 1, username: 'master1' },
  child: { id: childId, username, nickname: `${username}님`, level: 'member' },
});
const totals = (balance: number): DataOf<typeof agencyBalanceTotal> => ({
  balance,
  rolling_point: 0,
  downline: { member_cash: 0, member_credit: 0, member_rolling_point: 0, member_withdraw_hold: 0, partner_balance: 0, members: 0, partners: 0 },
  as_of: '2025-03-02T01:15:00.000Z',
});

function mockTradeApi(tradeAnswer?: (request: Request) => Response | Promise<Response>) {
  let history = [trade(1, 'pay', 100_000)];
  return mockApi([
    on(agencyTradeUserList, { items: [child(11, 'member1', 30_000), child(12, 'agency2', 2_000_000, 'agency')], total: 2 }),
    on(agencyTradeList, () => okFor(agencyTradeList, { items: history, total: history.length })),
    on(agencyBalanceTotal, totals(1_000_000)),
    on(agencyTrade, async (request) => {
      if (tradeAnswer) return tradeAnswer(request);
      const body = (await bodyOf(request)) as BodyOf<typeof agencyTrade>;
      history = [trade(history.length + 1, body.direction, body.amount, body.user_id === 12 ? [12, 'agency2'] : [11, 'member1']), ...history];
      return okFor(agencyTrade, { trade: history[0]!, balance: 850_000, child_balance: 180_000 });
    }),
  ]);
}

// Role queries go through the page's sections, found by their headings: a role query over the whole
// page (two tables, the form, the pickers) takes seconds in jsdom.
const region = (name: string) => screen.getByText(name, { selector: 'h2' }).closest('section')!;
const children = () => region('하위 회원 · 파트너');
const form = () => region('지급 / 회수');
const history = () => region('거래 내역');
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const amountInput = () => within(form()).getByRole('textbox', { name: '금액' });
const pick = async (username: string) => userEvent.click(await within(children()).findByRole('button', { name: `${username} 선택` }));
const quick = (label: string) => userEvent.click(within(form()).getByRole('button', { name: label }));
// By its text: a role query over the form takes seconds in jsdom.
const submitButton = (label = '지급하기') => within(form()).getByText(label, { selector: 'button span' }).closest('button')!;
const submit = (label = '지급하기') => userEvent.click(within(form()).getByRole('button', { name: label }));

afterEach(() => jest.restoreAllMocks());

test('shows my balance, my direct children with what each holds, and the trade history', async () => {
  const { requests } = mockTradeApi();
  renderPartner(<TradePage />);
  expect(screen.getByText('머니 거래', { selector: 'h1' })).toBeInTheDocument();
  // The sections are named by their headings.
  expect(children()).toHaveAccessibleName('하위 회원 · 파트너');
  expect(form()).toHaveAccessibleName('지급 / 회수');
  expect(await screen.findByText('1,000,000원')).toBeInTheDocument();
  const member = await rowOf('member1님');
  expect(within(member).getByText('30,000원')).toBeInTheDocument();
  expect(within(await rowOf('agency2님')).getByText('에이전시')).toBeInTheDocument();
  const past = (await within(history()).findByText('member1 (member1님)')).closest('tr') as HTMLElement;
  expect(within(past).getByText('지급')).toBeInTheDocument();
  expect(within(past).getByText('100,000원')).toBeInTheDocument();
  expect(within(past).getByText('2025-03-02 10:15')).toBeInTheDocument();
  expect(queryOf(sentTo(requests, agencyTradeList)[0]!)).toEqual({ page: '1', pageSize: '20' });
});

test('quick amounts add up; a payment is confirmed, sent once with an Idempotency-Key, and balances and history refresh', async () => {
  const { requests } = mockTradeApi();
  renderPartner(<TradePage />);
  await pick('agency2');
  expect(within(children()).getByRole('button', { name: 'agency2 선택' })).toHaveAttribute('aria-pressed', 'true');
  await quick('+10만');
  await quick('+5만');
  expect(amountInput()).toHaveValue('150,000');
  await userEvent.type(within(form()).getByRole('textbox', { name: '메모' }), '이벤트 지급');
  const historyLoads = sentTo(requests, agencyTradeList).length;

  await submit();
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('지급할까요?');
  expect(dialog).toHaveTextContent('agency2 (agency2님)에게 150,000원을 지급합니다.');
  await userEvent.click(within(dialog).getByRole('button', { name: '지급하기' }));

  expect(await screen.findByText('agency2 (agency2님)에게 150,000원을 지급했습니다. 현재 보유금 850,000원')).toBeInTheDocument();
  const [sent] = sentTo(requests, agencyTrade);
  expect(sentTo(requests, agencyTrade)).toHaveLength(1);
  expect(await bodyOf(sent!)).toEqual({ user_id: 12, direction: 'pay', amount: 150_000, memo: '이벤트 지급' });
  expect(sent!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  // My balance and the child's, from the answer; the form is cleared; the history shows the trade on top.
  expect(screen.getByText('850,000원')).toBeInTheDocument();
  expect(within(await rowOf('agency2님')).getByText('180,000원')).toBeInTheDocument();
  expect(amountInput()).toHaveValue('');
  await waitFor(() => expect(sentTo(requests, agencyTradeList)).toHaveLength(historyLoads + 1));
  expect(await within(history()).findByText('150,000원')).toBeInTheDocument();
});

test('each trade is its own submission: the next one gets a new Idempotency-Key', async () => {
  const { requests } = mockTradeApi();
  renderPartner(<TradePage />);
  await pick('member1');
  for (const expected of [1, 2]) {
    await userEvent.click(amountInput());
    await userEvent.paste('10000');
    await submit();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '지급하기' }));
    await waitFor(() => expect(sentTo(requests, agencyTrade)).toHaveLength(expected));
    await waitFor(() => expect(amountInput()).toHaveValue(''));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }
  const [first, second] = sentTo(requests, agencyTrade).map((r) => r.headers.get('Idempotency-Key'));
  expect(second).not.toBe(first);
});

test('a recovery above what the child holds is refused where it is typed, kept as typed, and cannot be sent; the cap is shown', async () => {
  const { requests } = mockTradeApi();
  renderPartner(<TradePage />);
  await pick('member1');
  await userEvent.click(within(form()).getByText('회수 (받기)'));
  expect(within(form()).getByRole('radio', { name: '회수 (받기)' })).toBeChecked();
  expect(within(form()).getByText('회수는 대상의 보유금 30,000원까지만 할 수 있습니다.')).toBeInTheDocument();
  await quick('+5만');
  expect(amountInput()).toHaveValue('50,000');
  expect(within(form()).getByText('회수 금액은 대상의 보유금 30,000원을 넘을 수 없습니다')).toBeInTheDocument();
  expect(submitButton('회수하기')).toBeDisabled();
  expect(sentTo(requests, agencyTrade)).toHaveLength(0);

  // Within the cap it goes through as a recovery.
  await userEvent.clear(amountInput());
  await userEvent.click(amountInput());
  await userEvent.paste('30000');
  await submit('회수하기');
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('member1 (member1님)에게서 30,000원을 회수합니다.');
  await userEvent.click(within(dialog).getByRole('button', { name: '회수하기' }));
  await waitFor(() => expect(sentTo(requests, agencyTrade)).toHaveLength(1));
  expect(await bodyOf(sentTo(requests, agencyTrade)[0]!)).toEqual({ user_id: 11, direction: 'recover', amount: 30_000 });
});

test('without a child or an amount it says so and sends nothing', async () => {
  const { requests } = mockTradeApi();
  renderPartner(<TradePage />);
  await screen.findByText('member1님');
  await submit();
  expect(await screen.findByText('거래할 대상을 선택해 주세요')).toBeInTheDocument();
  await pick('member1');
  await submit();
  expect(await screen.findByText('금액을 입력해 주세요')).toBeInTheDocument();
  expect(sentTo(requests, agencyTrade)).toHaveLength(0);
});

test("a refused trade shows the server's message and keeps the form", async () => {
  mockTradeApi(() => failWith(409, { message: '보유금이 부족합니다', code: 'INSUFFICIENT_FUNDS' }));
  renderPartner(<TradePage />);
  await pick('agency2');
  await userEvent.click(amountInput());
  await userEvent.paste('70000');
  await submit();
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '지급하기' }));
  expect(await screen.findByText('보유금이 부족합니다')).toBeInTheDocument();
  expect(amountInput()).toHaveValue('70,000');
});

test('history filters go to the server: direction and the child ID', async () => {
  const { requests } = mockTradeApi();
  renderPartner(<TradePage />);
  await within(history()).findByText('member1 (member1님)');
  await userEvent.click(within(history()).getByRole('combobox', { name: '구분' }));
  await userEvent.click(await screen.findByTitle('회수'));
  await waitFor(() => expect(queryOf(sentTo(requests, agencyTradeList).at(-1)!).direction).toBe('recover'));
  await userEvent.type(within(history()).getByRole('textbox', { name: '대상 아이디' }), 'member1{Enter}');
  await waitFor(() =>
    expect(queryOf(sentTo(requests, agencyTradeList).at(-1)!)).toEqual({ direction: 'recover', username: 'member1', page: '1', pageSize: '20' }),
  );
});

test('a payment above my balance or past the largest amount is refused where it is typed, never trimmed to fit', async () => {
  const { requests } = mockTradeApi();
  renderPartner(<TradePage />);
  await screen.findByText('1,000,000원');
  await pick('agency2');
  await userEvent.click(amountInput());
  await userEvent.paste('1000001');
  expect(amountInput()).toHaveValue('1,000,001');
  expect(within(form()).getByText('지급 금액은 내 보유금 1,000,000원을 넘을 수 없습니다')).toBeInTheDocument();
  await userEvent.clear(amountInput());
  await userEvent.click(amountInput());
  await userEvent.paste('-30000');
  fireEvent.blur(amountInput());
  expect(amountInput()).toHaveValue('-30000');
  expect(within(form()).getByText('1원 이상으로 입력해 주세요')).toBeInTheDocument();
  expect(submitButton()).toBeDisabled();
  expect(sentTo(requests, agencyTrade)).toHaveLength(0);
});
