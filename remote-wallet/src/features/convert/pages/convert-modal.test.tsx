import { createPlatform } from '@casino/platform';
import { jsonResponse, mockFetch, renderInShell } from '@casino/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { balances, bodyOf, notFound } from '../../../test/render-wallet';
import ConvertModal from './convert-modal';

const PATHS = {
  toCredit: '/api/v1/wallet/convert/credit',
  toCash: '/api/v1/wallet/convert/cash',
  rolling: '/api/v1/game/rollingpoint/exchange',
} as const;

function setup(answer: (request: Request) => Response) {
  const api = mockFetch((request) => (Object.values(PATHS).includes(new URL(request.url).pathname as never) ? answer(request) : notFound()));
  const platform = createPlatform({ apiBase: '' });
  act(() => platform.user.applyBalance({ balance: 1_000_000, credit: 250_000, rollingPoint: 12_500 }));
  const view = renderInShell(<ConvertModal params={{}} onClose={jest.fn()} />, platform);
  return { ...api, ...view };
}

const section = (direction: keyof typeof PATHS) => within(screen.getByTestId(`convert-${direction}`));

async function convert(direction: keyof typeof PATHS, amount: string) {
  await userEvent.type(section(direction).getByRole('textbox', { name: '금액' }), amount);
  await userEvent.click(section(direction).getByRole('button', { name: /전환/ }));
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

test('shows the three conversions with the current figures', () => {
  setup(() => notFound());
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
  const { requests, platform } = setup(() => jsonResponse(200, { data: answer }));
  await convert(direction, direction === 'rolling' ? '10000' : '100000');

  expect(await screen.findByText('전환되었습니다')).toBeInTheDocument();
  expect(requests).toHaveLength(1);
  expect(new URL(requests[0]!.url).pathname).toBe(PATHS[direction]);
  expect(requests[0]!.method).toBe('POST');
  expect(await bodyOf(requests[0]!)).toEqual({ amount: direction === 'rolling' ? 10_000 : 100_000 });
  expect(requests[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  expect(platform.user.balance).toBe(answer.balance);
  await waitFor(() => expect(screen.getByTestId('available-rolling')).toHaveTextContent(`${answer.rolling_point.toLocaleString('en-US')}원`));
  expect(section(direction).getByRole('textbox', { name: '금액' })).toHaveValue('');
});

test("not enough points: the server's message", async () => {
  setup(() => jsonResponse(400, { message: '전환할 포인트가 부족합니다', code: 'INSUFFICIENT_FUNDS' }));
  await convert('rolling', '99999');
  expect(await screen.findByText('전환할 포인트가 부족합니다')).toBeInTheDocument();
});

test('any other failure: failed to convert, in the language of the page', async () => {
  const { platform } = setup(() => jsonResponse(409, { message: 'key reused', code: 'CONFLICT' }));
  await act(() => platform.i18n.setLanguage('en'));
  await userEvent.type(section('toCash').getByRole('textbox', { name: 'Amount' }), '5000');
  await userEvent.click(section('toCash').getByRole('button', { name: 'Convert to cash' }));
  expect(await screen.findByText('failed to convert')).toBeInTheDocument();
  expect(screen.queryByText('key reused')).not.toBeInTheDocument();
});

test('English success message is spelt as the spec writes it', async () => {
  const { platform } = setup(() => jsonResponse(200, { data: balances(1, 2, 3) }));
  await act(() => platform.i18n.setLanguage('en'));
  await userEvent.type(section('toCredit').getByRole('textbox', { name: 'Amount' }), '5000');
  await userEvent.click(section('toCredit').getByRole('button', { name: 'Convert to credit' }));
  expect(await screen.findByText('converted')).toBeInTheDocument();
});

test('without an amount nothing is sent', async () => {
  const { requests } = setup(() => notFound());
  await userEvent.click(section('toCredit').getByRole('button', { name: /전환/ }));
  expect(await screen.findByText('금액을 입력해 주세요')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});
