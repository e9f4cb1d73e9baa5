import { agencyTrade, userChildList, type DataOf, type TradeDirection } from '@casino/contract';
import { childAccount, bodyOf, failWith, mockApi, okFor, on, queryOf, sentTo } from '@casino/platform/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REFRESH } from '../../../lib/partner-channel';
import { renderPartner } from '../../../test/render-partner';
import DepositWindow from './deposit-window';
import WithdrawWindow from './withdraw-window';

const agency = childAccount(5, {
  username: 'agency1',
  nickname: '에이전시1',
  level: 'agency',
  balance: 300_000,
  bank_name: 'KB',
  members: 3,
  created_at: '2025-03-01T01:00:00.000Z',
});

const traded = (direction: TradeDirection, amount: number, childBalance: number): DataOf<typeof agencyTrade> => ({
  trade: { id: 1, direction, amount, memo: '', created_at: '2025-03-02T01:00:00.000Z', partner: { id: 1, username: 'master1' }, child: { id: 5, username: 'agency1', nickname: '에이전시1', level: 'agency' } },
  balance: 1_000_000,
  child_balance: childBalance,
});
const lineOfAgency = on(userChildList, { items: [agency], total: 1 });

const amountInput = () => screen.getByRole('textbox', { name: '금액' });
const next = () => userEvent.click(screen.getByRole('button', { name: '확인' }));

let opener: { postMessage: jest.Mock; closed: boolean; location: { origin: string } };
beforeEach(() => {
  opener = { postMessage: jest.fn(), closed: false, location: { origin: window.location.origin } };
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
});
afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
});

test('shows the account, adds quick amounts, confirms, sends once with an Idempotency-Key and tells the opener', async () => {
  const { requests } = mockApi([lineOfAgency, on(agencyTrade, traded('pay', 150_000, 450_000))]);
  renderPartner(<DepositWindow />, { path: '/windows/deposit?id=5&username=agency1' });

  expect(screen.getByRole('heading', { name: '지급', level: 1 })).toBeInTheDocument();
  expect(await screen.findByText('에이전시1')).toBeInTheDocument();
  expect(screen.getByText('300,000원')).toBeInTheDocument();
  expect(queryOf(sentTo(requests, userChildList)[0]!).username).toBe('agency1');

  await userEvent.click(screen.getByRole('button', { name: '+10만' }));
  await userEvent.click(screen.getByRole('button', { name: '+5만' }));
  expect(amountInput()).toHaveValue('150,000');
  await userEvent.type(screen.getByRole('textbox', { name: '메모' }), '이벤트');
  await next();

  expect(screen.getByText('agency1에게 150,000원을 지급합니다.')).toBeInTheDocument();
  expect(sentTo(requests, agencyTrade)).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: '지급하기' }));

  expect(await screen.findByText('150,000원을 지급했습니다. 현재 보유금 450,000원')).toBeInTheDocument();
  const [sent] = sentTo(requests, agencyTrade);
  expect(await bodyOf(sent!)).toEqual({ user_id: 5, direction: 'pay', amount: 150_000, memo: '이벤트' });
  expect(sent!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  expect(opener.postMessage).toHaveBeenCalledWith({ type: REFRESH, id: expect.any(String) }, window.location.origin);
  expect(screen.getByRole('button', { name: '창 닫기' })).toBeInTheDocument();
});

test('without an amount it says so and goes nowhere', async () => {
  mockApi([lineOfAgency]);
  renderPartner(<DepositWindow />, { path: '/windows/deposit?id=5&username=agency1' });
  await screen.findByText('에이전시1');
  await next();
  expect(await screen.findByText('금액을 입력해 주세요')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '지급하기' })).not.toBeInTheDocument();
});

test("shows the server's message in the partner's language, tells no one, and a retry after no answer reuses the key", async () => {
  let answer: 'refuse' | 'network' | 'ok' = 'refuse';
  const { requests } = mockApi([
    lineOfAgency,
    on(agencyTrade, () => {
      if (answer === 'refuse') return failWith(409, { message: '보유금이 부족합니다', code: 'INSUFFICIENT_FUNDS' });
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return okFor(agencyTrade, traded('pay', 50_000, 350_000));
    }),
  ]);
  renderPartner(<DepositWindow />, { path: '/windows/deposit?id=5&username=agency1' });
  await screen.findByText('에이전시1');
  await userEvent.type(amountInput(), '50000');
  await next();
  await userEvent.click(screen.getByRole('button', { name: '지급하기' }));
  expect(await screen.findByText('보유금이 부족합니다')).toBeInTheDocument();
  expect(opener.postMessage).not.toHaveBeenCalled();

  answer = 'network';
  await userEvent.click(screen.getByRole('button', { name: '지급하기' }));
  expect(await screen.findByText('네트워크 오류가 발생했습니다. 연결을 확인해 주세요.')).toBeInTheDocument();
  answer = 'ok';
  await userEvent.click(screen.getByRole('button', { name: '지급하기' }));
  expect(await screen.findByText('50,000원을 지급했습니다. 현재 보유금 350,000원')).toBeInTheDocument();

  const [refused, lost, retried] = sentTo(requests, agencyTrade);
  // A refusal ends its submission; a request with no answer is retried under the same key.
  expect(lost!.headers.get('Idempotency-Key')).not.toBe(refused!.headers.get('Idempotency-Key'));
  expect(retried!.headers.get('Idempotency-Key')).toBe(lost!.headers.get('Idempotency-Key'));
});

test('says so when the address has no id, or the account is not in the line', async () => {
  mockApi([lineOfAgency]);
  const { unmount } = renderPartner(<DepositWindow />, { path: '/windows/deposit' });
  expect(await screen.findByText('대상 계정이 지정되지 않았습니다. 목록에서 창을 다시 열어 주세요.')).toBeInTheDocument();
  unmount();

  renderPartner(<DepositWindow />, { path: '/windows/deposit?id=77' });
  expect(await screen.findByText('계정을 찾을 수 없거나 권한이 없습니다.')).toBeInTheDocument();
});

test('a refund above what the child holds is kept as typed, refused where it is typed, and nothing goes on; within it, it is sent', async () => {
  const { requests } = mockApi([lineOfAgency, on(agencyTrade, traded('recover', 300_000, 0))]);
  renderPartner(<WithdrawWindow />, { path: '/windows/withdraw?id=5' });
  await screen.findByText('에이전시1');
  await userEvent.click(screen.getByRole('button', { name: '+500만' }));
  // The sum of the button, not the balance in its place.
  expect(amountInput()).toHaveValue('5,000,000');
  expect(screen.getByText('회수 금액은 보유금 300,000원을 넘을 수 없습니다')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '확인' })).toBeDisabled();

  await userEvent.clear(amountInput());
  await userEvent.type(amountInput(), '300001');
  fireEvent.blur(amountInput());
  expect(amountInput()).toHaveValue('300,001');
  expect(screen.getByRole('button', { name: '확인' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: '회수하기' })).not.toBeInTheDocument();

  await userEvent.clear(amountInput());
  await userEvent.type(amountInput(), '300000');
  expect(screen.queryByText('회수 금액은 보유금 300,000원을 넘을 수 없습니다')).not.toBeInTheDocument();
  await next();
  expect(screen.getByText('agency1에게서 300,000원을 회수합니다.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '회수하기' }));
  await waitFor(() => expect(sentTo(requests, agencyTrade)).toHaveLength(1));
  expect(await bodyOf(sentTo(requests, agencyTrade)[0]!)).toEqual({ user_id: 5, direction: 'recover', amount: 300_000 });
});

test('in English too, and what is not a whole amount is refused, not trimmed', async () => {
  mockApi([lineOfAgency]);
  const { platform } = renderPartner(<WithdrawWindow />, { path: '/windows/withdraw?id=5' });
  await act(() => platform.i18n.setLanguage('en'));
  await screen.findByText('에이전시1');
  const amount = screen.getByRole('textbox', { name: 'Amount' });
  await userEvent.type(amount, '400000');
  expect(amount).toHaveValue('400,000');
  expect(screen.getByText("A refund cannot be above the account's balance (₩300,000)")).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await userEvent.clear(amount);
  await userEvent.type(amount, '-5000');
  expect(amount).toHaveValue('-5000');
  expect(screen.getByText('Enter ₩1 or more')).toBeInTheDocument();
  await userEvent.clear(amount);
  await userEvent.type(amount, '1.5');
  expect(amount).toHaveValue('1.5');
  expect(screen.getByText('Enter a whole number')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
});
