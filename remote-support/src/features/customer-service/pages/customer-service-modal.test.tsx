import { ticketConfirm, ticketCreate, ticketDelete, ticketList, type Ticket } from '@casino/contract';
import { bodyOf, failWith, mockApi, okFor, on, renderInShell, sentTo, type EndpointRoute } from '@casino/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withSentFields } from '../../../test/sent-fields';
import { StrictMode } from 'react';
import CustomerServiceModal from './customer-service-modal';

const ANSWERED_AT = '2025-05-03T14:20:00.000Z'; // 23:20 in Seoul
const ticket = (id: number, status: Ticket['status'], extra: Partial<Ticket> = {}): Ticket => ({
  id,
  title: `문의 ${id}`,
  content: `문의 ${id} 내용`,
  status,
  answer: status === 'waiting' ? null : `답변 ${id}`,
  answered_at: status === 'waiting' ? null : ANSWERED_AT,
  created_at: `2025-05-0${(id % 9) + 1}T08:00:00.000Z`,
  ...extra,
});

/** The inquiries on one page; `extra` answers first. */
function mockTickets(items: Ticket[] = [ticket(1, 'waiting'), ticket(2, 'answered'), ticket(3, 'confirmed')], extra: EndpointRoute[] = []) {
  return mockApi([...extra, on(ticketList, { items, total: items.length, answered: items.filter((item) => item.status === 'answered').length })]);
}

const renderCustomerService = (params: Record<string, string> = {}) => renderInShell(<CustomerServiceModal params={params} onClose={jest.fn()} />);
const rowOf = async (title: string) => (await screen.findByRole('button', { name: title })).closest('tr') as HTMLElement;
const openTicket = async (title: string) => userEvent.click(await screen.findByRole('button', { name: title }));

afterEach(() => jest.restoreAllMocks());

describe('inquiries tab', () => {
  test('lists the inquiries with their status and written date, paged ten at a time', async () => {
    // From the sm breakpoint up: on a phone the date column gives its room to the title.
    const narrow = window.matchMedia;
    jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...narrow(query), matches: /min-width/.test(query) }));
    const { requests } = mockTickets();
    renderCustomerService();

    expect(screen.getByRole('heading', { name: '고객센터' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '문의 내역' })).toHaveAttribute('aria-selected', 'true');
    expect(within(await rowOf('문의 1')).getByText('답변 대기')).toBeInTheDocument();
    expect(within(await rowOf('문의 2')).getByText('답변 완료')).toBeInTheDocument();
    expect(within(await rowOf('문의 3')).getByText('확인 완료')).toBeInTheDocument();
    expect(within(await rowOf('문의 1')).getByText('2025-05-02')).toBeInTheDocument();
    const [first] = sentTo(requests, ticketList).map((r) => new URL(r.url));
    expect([first!.searchParams.get('page'), first!.searchParams.get('pageSize')]).toEqual(['1', '10']);
  });

  test('says when there are none yet', async () => {
    mockTickets([]);
    renderCustomerService();
    expect(await screen.findByText('문의 내역이 없습니다.')).toBeInTheDocument();
  });

  test('a failed load shows the server message, and Retry loads again', async () => {
    let fail = true;
    mockTickets(undefined, [on(ticketList, () => (fail ? failWith(503, { message: '점검 중입니다', code: 'INTERNAL' }) : undefined))]);
    renderCustomerService();
    expect(await screen.findByText('점검 중입니다')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /다시 시도/ }));
    expect(await screen.findByRole('button', { name: '문의 1' })).toBeInTheDocument();
  });
});

describe('an inquiry', () => {
  test('opens from a click anywhere on its row, or Enter on its title', async () => {
    mockTickets();
    renderCustomerService();
    await userEvent.click(within(await rowOf('문의 2')).getByText('답변 완료'));
    expect(await screen.findByRole('heading', { name: '문의 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '목록으로' }));
    (await screen.findByRole('button', { name: '문의 3' })).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: '문의 3' })).toBeInTheDocument();
  });


  test('shows the question as plain text, never as HTML, with its line breaks kept', async () => {
    mockTickets([ticket(4, 'waiting', { content: '<b>x</b>\n둘째 줄' })]);
    renderCustomerService();
    await openTicket('문의 4');

    const question = await screen.findByText(/<b>x<\/b>/);
    expect(question.textContent).toBe('<b>x</b>\n둘째 줄');
    expect(question).toHaveClass('support-plain-text');
    expect(question.querySelector('b')).toBeNull();
    expect(screen.getByText('답변을 기다리고 있습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '답변 확인' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '목록으로' }));
    expect(await screen.findByRole('button', { name: '문의 4' })).toBeInTheDocument();
  });

  test('shows the answer and when it came, and confirming it sends the ticket id and removes the button', async () => {
    const { requests } = mockTickets(undefined, [on(ticketConfirm, ticket(2, 'confirmed'))]);
    const { platform } = renderCustomerService();
    const ticketsChanged = jest.fn();
    platform.events.on('ticketsChanged', ticketsChanged);
    await openTicket('문의 2');

    expect(await screen.findByText('답변 2')).toBeInTheDocument();
    expect(screen.getByText('문의 2 내용')).toBeInTheDocument();
    const answer = screen.getByRole('region', { name: '답변' });
    expect(answer).toHaveTextContent('답변일 2025-05-03 23:20');

    await userEvent.click(screen.getByRole('button', { name: '답변 확인' }));
    expect(await screen.findByText('확인했습니다')).toBeInTheDocument();
    expect(await bodyOf(sentTo(requests, ticketConfirm)[0]!)).toEqual({ ticket_id: 2 });
    expect(screen.queryByRole('button', { name: '답변 확인' })).not.toBeInTheDocument();
    expect(screen.getByText('확인 완료')).toBeInTheDocument();
    // The header's badge: the list's count on loading, then "ask again" after the confirmation.
    expect(ticketsChanged.mock.calls.map(([detail]) => detail?.answered)).toEqual([1, undefined]);

    // The list shows it confirmed without asking the server again.
    await userEvent.click(screen.getByRole('button', { name: '목록으로' }));
    expect(within(await rowOf('문의 2')).getByText('확인 완료')).toBeInTheDocument();
    expect(sentTo(requests, ticketList)).toHaveLength(1);
  });

  test('a link to one inquiry (modal.id) opens it once the list is there, even when React runs the effect twice', async () => {
    mockTickets();
    renderInShell(
      <StrictMode>
        <CustomerServiceModal params={{ id: '2' }} onClose={jest.fn()} />
      </StrictMode>,
    );
    expect(await screen.findByText('답변 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '문의 2' })).toBeInTheDocument();
  });

  test("a refused confirmation shows the server's message and keeps the button", async () => {
    mockTickets(undefined, [on(ticketConfirm, () => failWith(409, { message: '아직 답변되지 않은 문의입니다', code: 'CONFLICT' }))]);
    renderCustomerService();
    await openTicket('문의 2');
    await userEvent.click(await screen.findByRole('button', { name: '답변 확인' }));
    expect(await screen.findByText('아직 답변되지 않은 문의입니다')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '답변 확인' })).toBeEnabled();
  });

  test('delete asks first; cancel sends nothing, OK deletes, says so and shows the reloaded list', async () => {
    const { requests } = mockTickets(undefined, [on(ticketDelete, { deleted: 1 })]);
    renderCustomerService();
    await openTicket('문의 3');

    await userEvent.click(await screen.findByRole('button', { name: '삭제' }));
    let confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('이 문의를 삭제할까요?');
    expect(confirm).toHaveTextContent('정말 삭제하시겠습니까? 삭제한 내역은 복구할 수 없습니다.');
    await userEvent.click(within(confirm).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentTo(requests, ticketDelete)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '삭제' }));
    confirm = await screen.findByRole('dialog');
    await userEvent.click(within(confirm).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('삭제되었습니다')).toBeInTheDocument();
    expect(await bodyOf(sentTo(requests, ticketDelete)[0]!)).toEqual({ ids: [3] });
    expect(await screen.findByRole('button', { name: '문의 1' })).toBeInTheDocument();
    await waitFor(() => expect(sentTo(requests, ticketList)).toHaveLength(2));
  });
});

describe('write tab', () => {
  const titleInput = () => screen.getByRole('textbox', { name: '제목' });
  const contentInput = () => screen.getByRole('textbox', { name: '내용' });
  // Pasted, not typed key by key: antd's counted inputs are slow to re-render per key in jsdom.
  const fill = async (input: HTMLElement, text: string) => {
    await userEvent.click(input);
    await userEvent.paste(text);
  };
  const submit = () => userEvent.click(screen.getByRole('button', { name: '문의 등록' }));

  test('`modal.tab=write` opens it; without a title and content it says so and sends nothing', async () => {
    const { requests } = mockTickets();
    renderCustomerService({ tab: 'write' });
    expect(screen.getByRole('tab', { name: '문의하기' })).toHaveAttribute('aria-selected', 'true');

    await fill(titleInput(), '   ');
    await submit();
    expect(await screen.findByText('제목을 입력해 주세요')).toBeInTheDocument();
    expect(screen.getByText('내용을 입력해 주세요')).toBeInTheDocument();
    expect(sentTo(requests, ticketCreate)).toHaveLength(0);
    // Not loaded until shown.
    expect(sentTo(requests, ticketList)).toHaveLength(0);

    // Typing clears that field's message.
    await fill(contentInput(), '내용');
    expect(screen.queryByText('내용을 입력해 주세요')).not.toBeInTheDocument();
    expect(screen.getByText('제목을 입력해 주세요')).toBeInTheDocument();
  });

  test('sends the trimmed inquiry, says it is in, clears the form and shows it in the list', async () => {
    const items = [ticket(1, 'waiting')];
    const { requests } = mockApi([
      on(ticketCreate, async (request) => {
        const created = await withSentFields(ticket(9, 'waiting'), request);
        items.unshift(created);
        return okFor(ticketCreate, created);
      }),
      on(ticketList, () => okFor(ticketList, { items, total: items.length, answered: 0 })),
    ]);
    renderCustomerService({ tab: 'write' });

    await fill(titleInput(), '  출금 문의  ');
    await fill(contentInput(), '  첫 줄\n둘째 줄 ');
    await submit();

    expect(await screen.findByText('문의가 등록되었습니다')).toBeInTheDocument();
    const [sent] = sentTo(requests, ticketCreate);
    expect(sent!.method).toBe('POST');
    expect(await bodyOf(sent!)).toEqual({ title: '출금 문의', content: '첫 줄\n둘째 줄' });
    expect(screen.getByRole('tab', { name: '문의 내역' })).toHaveAttribute('aria-selected', 'true');
    expect(within(await rowOf('출금 문의')).getByText('답변 대기')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '문의하기' }));
    expect(titleInput()).toHaveValue('');
    expect(contentInput()).toHaveValue('');
  });

  test("shows the server's message when it refuses, and keeps what was typed", async () => {
    mockTickets(undefined, [on(ticketCreate, () => failWith(400, { message: 'Please enter the title', code: 'VALIDATION' }))]);
    renderCustomerService({ tab: 'write' });
    await fill(titleInput(), '제목');
    await fill(contentInput(), '내용');
    await submit();
    expect(await screen.findByText('Please enter the title')).toBeInTheDocument();
    expect(titleInput()).toHaveValue('제목');
    expect(screen.getByRole('tab', { name: '문의하기' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a double click sends one inquiry; the button is busy while it is on its way', async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = mockTickets(undefined, [on(ticketCreate, () => new Promise<Response>((resolve) => (answer = resolve)))]);
    renderCustomerService({ tab: 'write' });
    await fill(titleInput(), '제목');
    await fill(contentInput(), '내용');
    const button = screen.getByRole('button', { name: '문의 등록' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(sentTo(requests, ticketCreate)).toHaveLength(1));
    expect(button).toBeDisabled();
    await act(async () => answer(okFor(ticketCreate, ticket(9, 'waiting'))));
    expect(await screen.findByText('문의가 등록되었습니다')).toBeInTheDocument();
    expect(sentTo(requests, ticketCreate)).toHaveLength(1);
  });
});
