import { siteSetting, statementCreate, statementDelete, statementList, type DataOf, type Statement, type StatementStatus } from '@casino/contract';
import { createPlatform } from '@casino/platform';
import { bodyOf, failWith, mockApi, okFor, on, renderInShell, sentTo, withLiveTestFeed, type EndpointRoute } from '@casino/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { balances, siteSettings } from '../../../test/render-wallet';
import DepositModal from './deposit-modal';

const statement = (id: number, status: StatementStatus, deletable = false): Statement => ({
  id,
  type: 'deposit',
  amount: id * 10_000,
  status,
  created_at: `2025-03-0${(id % 9) + 1}T10:15:00.000Z`,
  processed_at: null,
  deletable,
});

/** The API: `routes`, then the site settings (the rest is 404). */
const mockWallet = (...routes: EndpointRoute[]) => mockApi([...routes, on(siteSetting, siteSettings())]);

const created = (amount: number): DataOf<typeof statementCreate> => ({ statement: { ...statement(1, 'request', true), amount }, balance: balances(5_000, 100, 7) });

const creates = (requests: Request[]) => sentTo(requests, statementCreate);
const amountInput = () => screen.getByRole('textbox', { name: '금액' });
const submit = () => userEvent.click(screen.getByRole('button', { name: '입금 신청' }));

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('request tab', () => {
  test('shows the heading, the tabs and the notes with the inspection hours from the site settings', async () => {
    mockWallet();
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
    const { requests } = mockWallet();
    renderInShell(<DepositModal params={{}} onClose={jest.fn()} />);
    await submit();
    // The message, and the field's own under it, marked invalid.
    await waitFor(() => expect(screen.getAllByText('금액을 입력해 주세요')).toHaveLength(2));
    expect(screen.getByLabelText('금액')).toHaveAttribute('aria-invalid', 'true');
    expect(creates(requests)).toHaveLength(0);
  });

  test('an amount above what one request moves is kept as typed, named, and cannot be sent', async () => {
    const { requests } = mockWallet();
    renderInShell(<DepositModal params={{}} onClose={jest.fn()} />);
    await userEvent.type(amountInput(), '99999999999');
    expect(amountInput()).toHaveValue('99,999,999,999');
    expect(screen.getByText(/원 이하로 입력해 주세요$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '입금 신청' })).toBeDisabled();
    expect(creates(requests)).toHaveLength(0);
  });

  test('sends the amount with an Idempotency-Key, says it worked, clears the form and hands the balances on', async () => {
    const { requests } = mockWallet(on(statementCreate, created(150_000)));
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
    mockWallet(on(statementCreate, () => failWith(400, { message: '최소 입금액은 10,000원입니다', code: 'BELOW_MINIMUM' })));
    renderInShell(<DepositModal params={{}} onClose={jest.fn()} />);
    await userEvent.type(amountInput(), '5000');
    await submit();
    expect(await screen.findByText('최소 입금액은 10,000원입니다')).toBeInTheDocument();
    // The form stays as it was, to correct.
    expect(amountInput()).toHaveValue('5,000');
  });

  test('a retry of the same submission after a network error reuses its Idempotency-Key; the next submission gets a new one', async () => {
    let failNext = true;
    const { requests } = mockWallet(
      on(statementCreate, () => {
        if (failNext) {
          failNext = false;
          throw new TypeError('Failed to fetch');
        }
        return okFor(statementCreate, created(50_000));
      }),
    );
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
    const { requests } = mockWallet(on(statementCreate, () => new Promise<Response>((resolve) => (answer = resolve))));
    renderInShell(<DepositModal params={{}} onClose={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: '+5만' }));
    const button = screen.getByRole('button', { name: '입금 신청' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(creates(requests)).toHaveLength(1));
    expect(button).toBeDisabled();
    await act(async () => answer(okFor(statementCreate, created(50_000))));
    expect(await screen.findByText('입금 신청이 완료되었습니다')).toBeInTheDocument();
    expect(creates(requests)).toHaveLength(1);
    expect(button).toBeEnabled();
  });
});

describe('details tab', () => {
  const page = (n: number) => {
    const statuses: StatementStatus[] = ['request', 'waiting', 'approve', 'delete', 'clear'];
    return Array.from({ length: n === 1 ? 10 : 2 }, (_, i) => {
      const id = (n - 1) * 10 + i + 1;
      return statement(id, statuses[i % 5]!, i === 0);
    });
  };

  /** The statements, 12 in two pages, after `extra` (which may answer first). */
  const mockList = (...extra: EndpointRoute[]) =>
    mockWallet(...extra, on(statementList, (_r, url) => okFor(statementList, { items: page(Number(url.searchParams.get('page'))), total: 12 })));
  const lists = (requests: Request[]) => sentTo(requests, statementList).map((r) => new URL(r.url));

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
    // The table scrolls sideways on a phone: its scroll area takes the keyboard, whatever the rows hold.
    expect(rows[0]!.closest('.ant-table-content')).toHaveAttribute('tabindex', '0');

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

  test('shows a status decided meanwhile at once when the live channel says so', async () => {
    let status: StatementStatus = 'request';
    mockWallet(on(statementList, () => okFor(statementList, { items: [statement(1, status, status === 'request')], total: 1 })));
    const platform = createPlatform({ apiBase: '' });
    const feed = withLiveTestFeed(platform);
    renderInShell(<DepositModal params={{ tab: 'details' }} onClose={jest.fn()} />, platform);
    expect(within((await screen.findByText('10,000원')).closest('tr')!).getByText('신청')).toBeInTheDocument();
    status = 'approve';
    act(() => feed.deliver({ type: 'changed', topic: 'statements' }));
    expect(await within((await screen.findByText('10,000원')).closest('tr')!).findByText('승인')).toBeInTheDocument();
  });

  test('says when there is nothing yet', async () => {
    mockWallet(on(statementList, { items: [], total: 0 }));
    renderInShell(<DepositModal params={{ tab: 'details' }} onClose={jest.fn()} />);
    expect(await screen.findByText('신청 내역이 없습니다.')).toBeInTheDocument();
  });

  test('a failed load shows the error with the server message, and Retry loads again', async () => {
    let fail = true;
    mockList(on(statementList, () => (fail ? failWith(503, { message: '점검 중입니다', code: 'INTERNAL' }) : undefined)));
    renderInShell(<DepositModal params={{ tab: 'details' }} onClose={jest.fn()} />);
    expect(await screen.findByText('신청 내역을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.getByText('점검 중입니다')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /다시 시도/ }));
    expect(await screen.findByText('10,000원')).toBeInTheDocument();
  });

  test('delete asks with the deposit wording, then deletes, says deleted and reloads', async () => {
    const { requests } = mockList(
      on(statementDelete, (_r, _url, { id }) => (id === '1' ? okFor(statementDelete, { statement: statement(1, 'delete'), balance: balances(1, 2, 3) }) : undefined)),
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
    expect(sentTo(requests, statementDelete).map((r) => new URL(r.url).pathname)).toEqual(['/api/v1/wallet/statement/delete/1']);
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
    expect(sentTo(requests, statementDelete)).toHaveLength(0);
  });

  test('a request no longer deletable (409) shows the server message and reloads', async () => {
    const { requests } = mockList(on(statementDelete, () => failWith(409, { message: '이미 처리 중인 신청은 삭제할 수 없습니다', code: 'CONFLICT' })));
    renderInShell(<DepositModal params={{ tab: 'details' }} onClose={jest.fn()} />);
    const row = (await screen.findByText('10,000원')).closest('tr')!;
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: '삭제' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('이미 처리 중인 신청은 삭제할 수 없습니다')).toBeInTheDocument();
    await waitFor(() => expect(lists(requests)).toHaveLength(2));
  });
});
