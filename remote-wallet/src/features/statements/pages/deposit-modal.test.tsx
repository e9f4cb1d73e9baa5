import { createPlatform } from '@casino/platform';
import { jsonResponse, mockFetch, renderInShell } from '@casino/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { balances, bodyOf, notFound, siteSettingAnswer } from '../../../test/render-wallet';
import DepositModal from './deposit-modal';

const CREATE = '/api/v1/wallet/statement/member/create';
const LIST = '/api/v1/wallet/statement/get';

const statement = (id: number, status: string, deletable = false) => ({
  id,
  type: 'deposit',
  amount: id * 10_000,
  status,
  created_at: `2025-03-0${(id % 9) + 1}T10:15:00.000Z`,
  processed_at: null,
  deletable,
});

type Route = (request: Request, url: URL) => Response | Promise<Response | undefined> | undefined;

/** The API: site settings, and whatever `route` answers (the rest is 404). */
function mockApi(route: Route) {
  return mockFetch(async (request) => {
    const url = new URL(request.url);
    const answer = await route(request, url);
    if (answer) return answer;
    if (url.pathname === '/api/v1/core/site-setting/get') return siteSettingAnswer();
    return notFound();
  });
}

const created = (amount: number) =>
  jsonResponse(200, { data: { statement: { ...statement(1, 'request', true), amount }, balance: balances(5_000, 100, 7) } });

const creates = (requests: Request[]) => requests.filter((r) => new URL(r.url).pathname === CREATE);
const amountInput = () => screen.getByRole('textbox', { name: '금액' });
const submit = () => userEvent.click(screen.getByRole('button', { name: '입금 신청' }));

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('request tab', () => {
  test('shows the heading, the tabs and the notes with the inspection hours from the site settings', async () => {
    mockApi(() => undefined);
    renderInShell(<DepositModal params={{}} onClose={jest.fn()} />);
    expect(screen.getByRole('heading', { name: '입금 신청' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '신청' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '내역' })).toBeInTheDocument();
    expect(await screen.findByText(/보통 23:30-00:30/)).toBeInTheDocument();
    expect(screen.getByText('입출금 신청은 접수 순서대로 처리되며, 처리가 지연될 수 있습니다.')).toBeInTheDocument();
    // A deposit needs no exchange password.
    expect(screen.queryByLabelText('출금 비밀번호')).not.toBeInTheDocument();
  });

  test('without an amount it says so and sends nothing', async () => {
    const { requests } = mockApi(() => undefined);
    renderInShell(<DepositModal params={{}} onClose={jest.fn()} />);
    await submit();
    expect(await screen.findByText('금액을 입력해 주세요')).toBeInTheDocument();
    expect(creates(requests)).toHaveLength(0);
  });

  test('an amount above what one request moves is kept as typed, named, and cannot be sent', async () => {
    const { requests } = mockApi(() => undefined);
    renderInShell(<DepositModal params={{}} onClose={jest.fn()} />);
    await userEvent.type(amountInput(), '99999999999');
    expect(amountInput()).toHaveValue('99,999,999,999');
    expect(screen.getByText(/원 이하로 입력해 주세요$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '입금 신청' })).toBeDisabled();
    expect(creates(requests)).toHaveLength(0);
  });

  test('sends the amount with an Idempotency-Key, says it worked, clears the form and hands the balances on', async () => {
    const { requests } = mockApi((_r, url) => (url.pathname === CREATE ? created(150_000) : undefined));
    const { platform } = renderInShell(<DepositModal params={{}} onClose={jest.fn()} />);
    const balanceChanged = jest.fn();
    const off = platform.events.on('balanceChanged', balanceChanged);

    await userEvent.click(screen.getByRole('button', { name: '+10만' }));
    await userEvent.click(screen.getByRole('button', { name: '+5만' }));
    await submit();

    expect(await screen.findByText('입금 신청이 완료되었습니다')).toBeInTheDocument();
    const [sent] = creates(requests);
    expect(sent!.method).toBe('POST');
    expect(await bodyOf(sent!)).toEqual({ type: 'deposit', amount: 150_000 });
    expect(sent!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(amountInput()).toHaveValue('');
    expect(balanceChanged).toHaveBeenCalledWith({ balance: 5_000, credit: 100, rollingPoint: 7 });
    // The platform's user store takes them: the header shows the new figures.
    expect(platform.user.balance).toBe(5_000);
    off();
  });

  test("shows the server's message when it refuses", async () => {
    mockApi((_r, url) =>
      url.pathname === CREATE ? jsonResponse(400, { message: '최소 입금액은 10,000원입니다', code: 'BELOW_MINIMUM' }) : undefined,
    );
    renderInShell(<DepositModal params={{}} onClose={jest.fn()} />);
    await userEvent.type(amountInput(), '5000');
    await submit();
    expect(await screen.findByText('최소 입금액은 10,000원입니다')).toBeInTheDocument();
    // The form stays as it was, to correct.
    expect(amountInput()).toHaveValue('5,000');
  });

  test('a retry of the same submission after a network error reuses its Idempotency-Key; the next submission gets a new one', async () => {
    let failNext = true;
    const { requests } = mockApi((_r, url) => {
      if (url.pathname !== CREATE) return undefined;
      if (failNext) {
        failNext = false;
        throw new TypeError('Failed to fetch');
      }
      return created(50_000);
    });
    renderInShell(<DepositModal params={{}} onClose={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: '+5만' }));
    await submit();
    expect(await screen.findByText('네트워크 오류가 발생했습니다. 연결을 확인해 주세요.')).toBeInTheDocument();

    await submit();
    expect(await screen.findByText('입금 신청이 완료되었습니다')).toBeInTheDocument();
    const [first, retry] = creates(requests);
    expect(retry!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
    expect(await bodyOf(retry!)).toEqual(await bodyOf(first!));

    await userEvent.click(screen.getByRole('button', { name: '+5만' }));
    await submit();
    await waitFor(() => expect(creates(requests)).toHaveLength(3));
    expect(creates(requests)[2]!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
  });

  test('a double click sends one request, and the button is busy while it is on its way', async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = mockApi((_r, url) => (url.pathname === CREATE ? new Promise<Response>((resolve) => (answer = resolve)) : undefined));
    renderInShell(<DepositModal params={{}} onClose={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: '+5만' }));
    const button = screen.getByRole('button', { name: '입금 신청' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(creates(requests)).toHaveLength(1));
    expect(button).toBeDisabled();
    await act(async () => answer(created(50_000)));
    expect(await screen.findByText('입금 신청이 완료되었습니다')).toBeInTheDocument();
    expect(creates(requests)).toHaveLength(1);
    expect(button).toBeEnabled();
  });
});

describe('details tab', () => {
  const page = (n: number) => {
    const statuses = ['request', 'waiting', 'approve', 'delete', 'clear'];
    return Array.from({ length: n === 1 ? 10 : 2 }, (_, i) => {
      const id = (n - 1) * 10 + i + 1;
      return statement(id, statuses[i % 5]!, i === 0);
    });
  };

  function mockList(extra: Route = () => undefined) {
    return mockApi(async (request, url) => {
      const answer = await extra(request, url);
      if (answer) return answer;
      if (url.pathname !== LIST) return undefined;
      const n = Number(url.searchParams.get('page'));
      return jsonResponse(200, { data: { items: page(n), total: 12 } });
    });
  }
  const lists = (requests: Request[]) => requests.map((r) => new URL(r.url)).filter((u) => u.pathname === LIST);

  test("lists this kind's statements with amount, local time and localized status, paged", async () => {
    const { requests } = mockList();
    renderInShell(<DepositModal params={{}} onClose={jest.fn()} />);
    await userEvent.click(screen.getByRole('tab', { name: '내역' }));

    expect(await screen.findByText('10,000원')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getByText('신청')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('대기')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('승인')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('삭제')).toBeInTheDocument();
    expect(within(rows[4]!).getByText('완료')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('2025-03-02 19:15')).toBeInTheDocument();
    // Only a deletable row offers Delete.
    expect(within(rows[0]!).getByRole('button', { name: '삭제' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();

    const first = lists(requests)[0]!;
    expect(first.searchParams.get('type')).toBe('deposit');
    expect(first.searchParams.get('page')).toBe('1');
    expect(first.searchParams.get('pageSize')).toBe('10');

    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('110,000원')).toBeInTheDocument();
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(2);
    expect(lists(requests).at(-1)!.searchParams.get('page')).toBe('2');
  });

  test('in English the statuses read as what became of the request, not as verbs', async () => {
    mockList();
    const platform = createPlatform({ apiBase: '' });
    await act(() => platform.i18n.setLanguage('en'));
    renderInShell(<DepositModal params={{ tab: 'details' }} onClose={jest.fn()} />, platform);
    await screen.findByText('₩10,000');
    const rows = screen.getAllByRole('row').slice(1, 6);
    expect(rows.map((row) => row.querySelector('.ant-tag')?.textContent)).toEqual(['Requested', 'Waiting', 'Approved', 'Deleted', 'Cleared']);
  });

  test('says when there is nothing yet', async () => {
    mockApi((_r, url) => (url.pathname === LIST ? jsonResponse(200, { data: { items: [], total: 0 } }) : undefined));
    renderInShell(<DepositModal params={{ tab: 'details' }} onClose={jest.fn()} />);
    expect(await screen.findByText('신청 내역이 없습니다.')).toBeInTheDocument();
  });

  test('a failed load shows the error with the server message, and Retry loads again', async () => {
    let fail = true;
    mockList((_r, url) => (url.pathname === LIST && fail ? jsonResponse(503, { message: '점검 중입니다', code: 'INTERNAL' }) : undefined));
    renderInShell(<DepositModal params={{ tab: 'details' }} onClose={jest.fn()} />);
    expect(await screen.findByText('신청 내역을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.getByText('점검 중입니다')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /다시 시도/ }));
    expect(await screen.findByText('10,000원')).toBeInTheDocument();
  });

  test('delete asks with the deposit wording, then deletes, says deleted and reloads', async () => {
    const { requests } = mockList((request, url) =>
      request.method === 'DELETE' && url.pathname === '/api/v1/wallet/statement/delete/1'
        ? jsonResponse(200, { data: { statement: statement(1, 'delete'), balance: balances(1, 2, 3) } })
        : undefined,
    );
    const { platform } = renderInShell(<DepositModal params={{ tab: 'details' }} onClose={jest.fn()} />);
    const row = (await screen.findByText('10,000원')).closest('tr')!;
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: '삭제' }));

    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('이 입금 신청을 삭제하시겠습니까?');
    expect(confirm).toHaveTextContent('정말 삭제하시겠습니까? 삭제한 내역은 복구할 수 없습니다.');
    const loadsBefore = lists(requests).length;
    await userEvent.click(within(confirm).getByRole('button', { name: '삭제' }));

    expect(await screen.findByText('삭제되었습니다')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => new URL(r.url).pathname)).toEqual(['/api/v1/wallet/statement/delete/1']);
    await waitFor(() => expect(lists(requests).length).toBe(loadsBefore + 1));
    expect(platform.user.balance).toBe(1);
  });

  test('cancelling the confirmation deletes nothing', async () => {
    const { requests } = mockList();
    renderInShell(<DepositModal params={{ tab: 'details' }} onClose={jest.fn()} />);
    const row = (await screen.findByText('10,000원')).closest('tr')!;
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: '삭제' }));
    const confirm = await screen.findByRole('dialog');
    await userEvent.click(within(confirm).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });

  test('a request no longer deletable (409) shows the server message and reloads', async () => {
    const { requests } = mockList((request) =>
      request.method === 'DELETE' ? jsonResponse(409, { message: '이미 처리 중인 신청은 삭제할 수 없습니다', code: 'CONFLICT' }) : undefined,
    );
    renderInShell(<DepositModal params={{ tab: 'details' }} onClose={jest.fn()} />);
    const row = (await screen.findByText('10,000원')).closest('tr')!;
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: '삭제' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('이미 처리 중인 신청은 삭제할 수 없습니다')).toBeInTheDocument();
    await waitFor(() => expect(lists(requests)).toHaveLength(2));
  });
});
