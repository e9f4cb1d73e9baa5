import { convertToCash, convertToCredit, rollingPointExchange, type DataOf } from '@casino/contract';
import { createPlatform } from '@casino/platform';
import { bodyOf, failWith, mockApi, on, renderInShell, type EndpointHandler } from '@casino/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { balances } from '../../../test/render-wallet';
import ConvertModal from './convert-modal';

const ENDPOINTS = { toCredit: convertToCredit, toCash: convertToCash, rolling: rollingPointExchange } as const;

/** Every conversion answers `reply` (the new balances, or a handler); without one, 404. */
function setup(reply?: DataOf<typeof convertToCredit> | EndpointHandler) {
  const api = mockApi(reply === undefined ? [] : Object.values(ENDPOINTS).map((endpoint) => on(endpoint, reply)));
  const platform = createPlatform({ apiBase: '' });
  act(() => platform.user.applyBalance({ balance: 1_000_000, credit: 250_000, rollingPoint: 12_500 }));
  const view = renderInShell(<ConvertModal params={{}} onClose={jest.fn()} />, platform);
  return { ...api, ...view };
}

const section = (direction: keyof typeof ENDPOINTS) => within(screen.getByTestId(`convert-${direction}`));

async function convert(direction: keyof typeof ENDPOINTS, amount: string) {
  await userEvent.type(section(direction).getByRole('textbox', { name: '금액' }), amount);
  await userEvent.click(section(direction).getByRole('button', { name: /전환/ }));
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

test('shows the three conversions with the current figures', () => {
  setup();
  expect(screen.getByRole('heading', { name: '머니 전환' })).toBeInTheDocument();
  expect(screen.getByTestId('available-toCredit')).toHaveTextContent('1,000,000원');
  expect(screen.getByTestId('available-toCash')).toHaveTextContent('250,000원');
  expect(screen.getByTestId('available-rolling')).toHaveTextContent('12,500원');
});

test.each([
  ['toCredit', { balance: 900_000, credit: 350_000, rolling_point: 12_500 }],
  ['toCash', { balance: 1_100_000, credit: 150_000, rolling_point: 12_500 }],
  ['rolling', { balance: 1_100_000, credit: 250_000, rolling_point: 2_500 }],
] as const)('%s: calls its endpoint with the amount and a key, says converted and shows the new figures', async (direction, answer) => {
  const { requests, platform } = setup(answer);
  await convert(direction, direction === 'rolling' ? '10000' : '100000');

  expect(await screen.findByText('전환되었습니다')).toBeInTheDocument();
  expect(requests).toHaveLength(1);
  expect(new URL(requests[0]!.url).pathname).toBe(ENDPOINTS[direction].path);
  expect(requests[0]!.method).toBe('POST');
  expect(await bodyOf(requests[0]!)).toEqual({ amount: direction === 'rolling' ? 10_000 : 100_000 });
  expect(requests[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  expect(platform.user.balance).toBe(answer.balance);
  await waitFor(() => expect(screen.getByTestId('available-rolling')).toHaveTextContent(`${answer.rolling_point.toLocaleString('en-US')}원`));
  expect(section(direction).getByRole('textbox', { name: '금액' })).toHaveValue('');
});

test.each([
  ['toCredit', '전환할 보유금이 부족합니다', 'Not enough cash to convert'],
  ['toCash', '전환할 게임 크레딧이 부족합니다', 'Not enough game credit to convert'],
  ['rolling', '전환할 포인트가 부족합니다', 'Not enough points to convert'],
] as const)('%s beyond what there is: names the balance that is short', async (direction, korean, english) => {
  // The server says 'points' whichever balance it is.
  const { platform } = setup(() => failWith(400, { message: '전환할 포인트가 부족합니다', code: 'INSUFFICIENT_FUNDS' }));
  await convert(direction, '9999999');
  expect(await screen.findByText(korean)).toBeInTheDocument();
  await act(() => platform.i18n.setLanguage('en'));
  await userEvent.click(section(direction).getByRole('button', { name: /^Convert to/ }));
  expect(await screen.findByText(english)).toBeInTheDocument();
});

test('names the balances as the header does, one name per language', async () => {
  const { platform } = setup();
  expect(section('toCredit').getByRole('heading', { name: '보유금 → 게임 크레딧' })).toBeInTheDocument();
  expect(section('toCash').getByRole('button', { name: '보유금으로 전환' })).toBeInTheDocument();
  await act(() => platform.i18n.setLanguage('en'));
  expect(section('toCash').getByRole('heading', { name: 'Game credit → Cash' })).toBeInTheDocument();
  expect(screen.getByTestId('convert-toCash')).toHaveTextContent('Game credit');
});

test('any other failure: failed to convert, in the language of the page', async () => {
  const { platform } = setup(() => failWith(409, { message: 'key reused', code: 'CONFLICT' }));
  await act(() => platform.i18n.setLanguage('en'));
  await userEvent.type(section('toCash').getByRole('textbox', { name: 'Amount' }), '5000');
  await userEvent.click(section('toCash').getByRole('button', { name: 'Convert to cash' }));
  expect(await screen.findByText('Failed to convert')).toBeInTheDocument();
  expect(screen.queryByText('key reused')).not.toBeInTheDocument();
});

test("English success message keeps the spec's words, with a capital", async () => {
  const { platform } = setup(balances(1, 2, 3));
  await act(() => platform.i18n.setLanguage('en'));
  await userEvent.type(section('toCredit').getByRole('textbox', { name: 'Amount' }), '5000');
  await userEvent.click(section('toCredit').getByRole('button', { name: 'Convert to game credit' }));
  expect(await screen.findByText('Converted')).toBeInTheDocument();
});

test('without an amount nothing is sent', async () => {
  const { requests } = setup();
  await userEvent.click(section('toCredit').getByRole('button', { name: /전환/ }));
  // The message, and the field's own under it, marked invalid.
  await waitFor(() => expect(screen.getAllByText('금액을 입력해 주세요')).toHaveLength(2));
  expect(section('toCredit').getByLabelText('금액')).toHaveAttribute('aria-invalid', 'true');
  expect(requests).toHaveLength(0);
});
