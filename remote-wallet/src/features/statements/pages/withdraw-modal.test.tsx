import { siteSetting, statementCreate, statementList, userInfo, walletBalance, type Account, type DataOf, type Statement } from '@casino/contract';
import { createPlatform } from '@casino/platform';
import { bodyOf, failWith, mockApi, on, renderInShell, sentTo, startTestSession, type EndpointHandler } from '@casino/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { balances, siteSettings } from '../../../test/render-wallet';
import WithdrawModal from './withdraw-modal';

const member: Account = { id: 7, username: 'member1', nickname: 'Lucky', role: 'member', level: 'member', state: 'normal', referral_code: null, rights: [] };
const profile = { phone: '010', bank_name: '국민은행', account_number: '******1234', parent_username: null, created_at: '2025-01-01T00:00:00Z', last_login_at: null };
const withdrawal: Statement = { id: 3, type: 'withdraw', amount: 70_000, status: 'request', created_at: '2025-03-01T10:00:00Z', processed_at: null, deletable: true };

/** The signed-in member's API; a request to withdraw answers `create` (without it, 404). */
function mockWallet(create?: DataOf<typeof statementCreate> | EndpointHandler) {
  return mockApi([
    ...(create === undefined ? [] : [on(statementCreate, create)]),
    on(userInfo, { account: member, user: profile }),
    on(walletBalance, balances(300_000, 0, 0)),
    on(siteSetting, siteSettings('')),
    on(statementList, { items: [withdrawal], total: 1 }),
  ]);
}

const creates = (requests: Request[]) => sentTo(requests, statementCreate);

async function renderSignedIn() {
  const platform = createPlatform({ apiBase: '' });
  startTestSession();
  await act(() => platform.user.load());
  return renderInShell(<WithdrawModal params={{}} onClose={jest.fn()} />, platform);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: '출금 신청' }));
const password = () => screen.getByLabelText('출금 비밀번호');

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  document.cookie = 'signed_in=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

test("shows the member's bank with the masked account, the cash, and the usual inspection hours", async () => {
  mockWallet();
  await renderSignedIn();
  expect(screen.getByRole('heading', { name: '출금 신청' })).toBeInTheDocument();
  const account = screen.getByTestId('withdraw-account');
  expect(account).toHaveTextContent('국민은행 ******1234');
  expect(account).toHaveTextContent('300,000원');
  // The site gives no hours: the spec's usual ones are shown.
  expect(await screen.findByText(/보통 23:00-00:30/)).toBeInTheDocument();
});

test('each missing-input message, and nothing is sent without both the amount and the password', async () => {
  const { requests } = mockWallet();
  await renderSignedIn();

  await submit();
  expect(await screen.findByText('비밀번호와 금액을 입력해 주세요')).toBeInTheDocument();
  // Each missing field says so under it too, marked invalid.
  expect(screen.getByText('금액을 입력해 주세요')).toBeInTheDocument();
  expect(screen.getByText('출금 비밀번호를 입력해 주세요')).toBeInTheDocument();
  expect(screen.getByLabelText('금액')).toHaveAttribute('aria-invalid', 'true');
  expect(password()).toHaveAttribute('aria-invalid', 'true');

  await userEvent.type(password(), '1234');
  expect(password()).not.toHaveAttribute('aria-invalid');
  await submit();
  // The message, and the field's own.
  await waitFor(() => expect(screen.getAllByText('금액을 입력해 주세요')).toHaveLength(2));

  await userEvent.clear(password());
  await userEvent.click(screen.getByRole('button', { name: '+5만' }));
  expect(screen.getByLabelText('금액')).not.toHaveAttribute('aria-invalid');
  await submit();
  await waitFor(() => expect(screen.getAllByText('출금 비밀번호를 입력해 주세요')).toHaveLength(2));

  expect(creates(requests)).toHaveLength(0);
});

test('sends the amount and the exchange password, then says it worked and hands the balances on', async () => {
  const { requests } = mockWallet({ statement: { ...withdrawal, amount: 100_000 }, balance: balances(200_000, 0, 0) });
  const { platform } = await renderSignedIn();
  await userEvent.click(screen.getByRole('button', { name: '+10만' }));
  await userEvent.type(password(), '1234');
  await submit();

  expect(await screen.findByText('출금 신청이 완료되었습니다')).toBeInTheDocument();
  const [sent] = creates(requests);
  expect(await bodyOf(sent!)).toEqual({ type: 'withdraw', amount: 100_000, withdraw_password: '1234' });
  expect(sent!.headers.get('Idempotency-Key')).toBeTruthy();
  expect(password()).toHaveValue('');
  await waitFor(() => expect(screen.getByTestId('withdraw-account')).toHaveTextContent('200,000원'));
  expect(platform.user.balance).toBe(200_000);
});

test("a wrong exchange password shows the server's message and clears the password", async () => {
  mockWallet(() => failWith(400, { message: '출금 비밀번호가 올바르지 않습니다', code: 'WRONG_EXCHANGE_PASSWORD' }));
  await renderSignedIn();
  await userEvent.click(screen.getByRole('button', { name: '+5만' }));
  await userEvent.type(password(), '9999');
  await submit();
  expect(await screen.findByText('출금 비밀번호가 올바르지 않습니다')).toBeInTheDocument();
  expect(password()).toHaveValue('');
});

test('more than the cash: the server message is shown', async () => {
  mockWallet(() => failWith(400, { message: '보유금보다 많은 금액은 출금할 수 없습니다', code: 'INSUFFICIENT_FUNDS' }));
  await renderSignedIn();
  await userEvent.click(screen.getByRole('button', { name: '+5000만' }));
  await userEvent.type(password(), '1234');
  await submit();
  expect(await screen.findByText('보유금보다 많은 금액은 출금할 수 없습니다')).toBeInTheDocument();
});

test('the details tab lists withdrawals, and delete asks with the withdrawal wording', async () => {
  const { requests } = mockWallet();
  await renderSignedIn();
  await userEvent.click(screen.getByRole('tab', { name: '내역' }));
  const row = (await screen.findByText('70,000원')).closest('tr') as HTMLElement;
  expect(new URL(sentTo(requests, statementList)[0]!.url).searchParams.get('type')).toBe('withdraw');
  await userEvent.click(within(row).getByRole('button', { name: '삭제' }));
  const confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent('이 출금 신청을 삭제하시겠습니까?');
  expect(confirm).toHaveTextContent('정말 삭제하시겠습니까? 삭제한 내역은 복구할 수 없습니다.');
});

test("in English the messages keep the spec's words, starting with a capital", async () => {
  mockWallet({ statement: withdrawal, balance: balances(1, 0, 0) });
  const { platform } = await renderSignedIn();
  await act(() => platform.i18n.setLanguage('en'));
  const send = () => userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));

  await send();
  expect(await screen.findByText('Password and Amount cannot be empty')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Exchange password'), '1234');
  await send();
  expect(await screen.findByText('Please enter the amount')).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText('Exchange password'));
  await userEvent.click(screen.getByRole('button', { name: '+50K' }));
  await send();
  expect(await screen.findByText('Please enter the exchange password')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Exchange password'), '1234');
  await send();
  expect(await screen.findByText('Withdrawal request successful')).toBeInTheDocument();
  expect(screen.getByText('Requests are processed in the order received and may be delayed.')).toBeInTheDocument();
});
