import { operatorTicketAnswer, staffTicketGet, staffTicketList, staffTicketWaiting, type DataOf, type StaffTicketRow, type Ticket } from '@casino/contract';
import { createPlatform } from '@casino/platform';
import { bodyOf, failWith, mockApi, okFor, on, queryOf, renderStaffPage, sentTo, withLiveTestFeed, type EndpointRoute } from '@casino/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { withSentFields } from '../../../test/sent-fields';
import { setupUser } from '../../../test/user';
import InquiryQueuePage, { REFRESH_MS } from './inquiry-queue-page';

const user = setupUser();

const member = { id: 70, username: 'kim01', nickname: '김회원' };
const row = (id: number, status: Ticket['status'], extra: Partial<StaffTicketRow> = {}): StaffTicketRow => ({
  id,
  title: `문의 ${id}`,
  status,
  member,
  created_at: '2025-05-02T08:00:00.000Z',
  answered_at: status === 'waiting' ? null : '2025-05-02T09:30:00.000Z',
  ...extra,
});
const ticket = (id: number, status: Ticket['status'], answer: string | null = status === 'waiting' ? null : `답변 ${id}`): Ticket => ({
  id,
  title: `문의 ${id}`,
  content: `<b>입금</b>이 안 됐어요\n둘째 줄`,
  status,
  answer,
  answered_at: answer === null ? null : '2025-05-02T09:30:00.000Z',
  created_at: '2025-05-02T08:00:00.000Z',
});
const detail = (t: Ticket): DataOf<typeof staffTicketGet> => ({
  ticket: t,
  member: { ...member, partner: 'agency1' },
  earlier: [{ id: 3, title: '지난 문의', status: 'confirmed', created_at: '2025-04-01T01:00:00.000Z' }],
});

const ROWS = [row(11, 'waiting'), row(12, 'answered'), row(3, 'confirmed', { title: '지난 문의' })];
const api = (routes: EndpointRoute[] = []) =>
  mockApi([
    ...routes,
    on(staffTicketList, { items: ROWS, total: ROWS.length }),
    on(staffTicketWaiting, { waiting: 1 }),
    on(staffTicketGet, (_request, url) => {
      const id = Number(url.searchParams.get('id'));
      return okFor(staffTicketGet, detail(ticket(id, id === 11 ? 'waiting' : id === 12 ? 'answered' : 'confirmed')));
    }),
  ]);

const rowOf = async (title: string) => (await screen.findByRole('button', { name: title })).closest('tr') as HTMLElement;
const drawer = () => screen.findByRole('dialog', { name: '문의 상세' });

// Each inquiry opens in a drawer of antd forms: slower to mount in jsdom than the 40 s default allows on a busy machine.
jest.setTimeout(90_000);

afterEach(() => jest.restoreAllMocks());

describe('the queue', () => {
  test('names the page, shows how many wait, and lists the inquiries with their member and Seoul times', async () => {
    const { requests } = api();
    renderStaffPage(<InquiryQueuePage />, { path: '/partner/inquiries' });

    expect(screen.getByRole('heading', { level: 1, name: '1:1 문의' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('답변 대기 1건');
    const waiting = await rowOf('문의 11');
    expect(within(waiting).getByText('답변 대기')).toBeInTheDocument();
    expect(within(waiting).getByText('kim01')).toBeInTheDocument();
    expect(within(waiting).getByText('2025-05-02 17:00')).toBeInTheDocument();
    expect(within(await rowOf('문의 12')).getByText('2025-05-02 18:30')).toBeInTheDocument();
    expect(queryOf(sentTo(requests, staffTicketList)[0]!)).toEqual({ page: '1', pageSize: '20' });
  });

  test('filters by status at once and by member on Search; Reset asks for everything again', async () => {
    const { requests } = api();
    renderStaffPage(<InquiryQueuePage />);
    await rowOf('문의 11');

    await user.click(screen.getByLabelText('상태'));
    await user.click(await screen.findByTitle('답변 완료'));
    await waitFor(() => expect(queryOf(sentTo(requests, staffTicketList).at(-1)!)).toEqual({ status: 'answered', page: '1', pageSize: '20' }));

    await user.click(screen.getByLabelText('회원'));
    await user.paste(' kim ');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(queryOf(sentTo(requests, staffTicketList).at(-1)!)).toEqual({ status: 'answered', member: 'kim', page: '1', pageSize: '20' }));

    await user.click(screen.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(queryOf(sentTo(requests, staffTicketList).at(-1)!)).toEqual({ page: '1', pageSize: '20' }));
    expect(screen.getByLabelText('회원')).toHaveValue('');
  });

  test("follows the menu's badge: a waiting count unlike its own reloads the list and the count, the same count does not", async () => {
    let waiting = 1;
    const { requests } = api([on(staffTicketWaiting, () => okFor(staffTicketWaiting, { waiting }))]);
    const { platform } = renderStaffPage(<InquiryQueuePage />);
    expect(await screen.findByRole('status')).toHaveTextContent('답변 대기 1건');
    await rowOf('문의 11');
    const lists = sentTo(requests, staffTicketList).length;

    act(() => platform.events.emit('support:inquiry-answered', { waiting: 1 }));
    // Not a wait for time: a reload reaches fetch through promises only, and one turn of the event
    // loop runs every promise queued before it, so a reload started by the event would be seen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(sentTo(requests, staffTicketList).length).toBe(lists);
    waiting = 2;
    act(() => platform.events.emit('support:inquiry-answered', { waiting: 2 }));
    expect(await screen.findByRole('status')).toHaveTextContent('답변 대기 2건');
    await waitFor(() => expect(sentTo(requests, staffTicketList).length).toBe(lists + 1));
  });

  test('while the live channel is heard, an inquiry asked in the line shows at once, its rows kept meanwhile, and nothing is polled', async () => {
    jest.useFakeTimers();
    try {
      let rows = ROWS;
      const { requests } = api([on(staffTicketList, () => okFor(staffTicketList, { items: rows, total: rows.length }))]);
      const platform = createPlatform({ apiBase: '' });
      const feed = withLiveTestFeed(platform);
      renderStaffPage(<InquiryQueuePage />, { platform });
      await rowOf('문의 11');
      act(() => feed.deliver({ type: 'ready' }));
      await waitFor(() => expect(sentTo(requests, staffTicketList)).toHaveLength(2));
      await act(() => jest.advanceTimersByTimeAsync(REFRESH_MS));
      expect(sentTo(requests, staffTicketList)).toHaveLength(2);

      rows = [row(13, 'waiting', { title: '새 문의' }), ...ROWS];
      act(() => feed.deliver({ type: 'changed', topic: 'inquiry_new' }));
      expect(screen.getByRole('button', { name: '문의 11' })).toBeInTheDocument();
      expect(await rowOf('새 문의')).toBeInTheDocument();
      expect(sentTo(requests, staffTicketList)).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  test('says when nothing matches, and shows the server message with a retry when the list fails', async () => {
    let fail = true;
    api([on(staffTicketList, () => (fail ? failWith(503, { message: '점검 중입니다', code: 'INTERNAL' }) : okFor(staffTicketList, { items: [], total: 0 })))]);
    renderStaffPage(<InquiryQueuePage />);
    expect(await screen.findByText('점검 중입니다')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('조건에 맞는 문의가 없습니다.')).toBeInTheDocument();
  });
});

describe('an inquiry', () => {
  test('opens beside the list with the question as plain text, its member and their earlier inquiries', async () => {
    const { requests } = api();
    renderStaffPage(<InquiryQueuePage />);
    await user.click(await screen.findByRole('button', { name: '문의 11' }));

    const panel = await drawer();
    expect(await within(panel).findByRole('heading', { name: '문의 11' })).toBeInTheDocument();
    const question = within(panel).getByText(/<b>입금<\/b>/);
    expect(question.textContent).toBe('<b>입금</b>이 안 됐어요\n둘째 줄');
    expect(question.querySelector('b')).toBeNull();
    const who = within(panel).getByRole('complementary', { name: '작성한 회원' });
    expect(within(who).getByText('agency1')).toBeInTheDocument();
    expect(within(who).getByText('김회원')).toBeInTheDocument();
    expect(queryOf(sentTo(requests, staffTicketGet)[0]!)).toEqual({ id: '11' });

    // An earlier inquiry opens in its place.
    await user.click(within(who).getByRole('button', { name: '지난 문의' }));
    expect(await within(panel).findByRole('heading', { name: '문의 3' })).toBeInTheDocument();
    expect(queryOf(sentTo(requests, staffTicketGet).at(-1)!)).toEqual({ id: '3' });
  });

  test('the answer is previewed exactly as the member will read it, sent trimmed, and the list, the count and the menu follow', async () => {
    let waiting = 1;
    const { requests } = api([
      on(staffTicketWaiting, () => okFor(staffTicketWaiting, { waiting })),
      on(operatorTicketAnswer, async (request) => {
        const { answer } = await withSentFields({ answer: '' }, request);
        waiting = 0;
        return okFor(operatorTicketAnswer, { ...ticket(11, 'answered', answer), answered_at: '2025-05-03T00:00:00.000Z' });
      }),
    ]);
    const { platform } = renderStaffPage(<InquiryQueuePage />);
    const answered = jest.fn();
    platform.events.on('support:inquiry-answered', answered);
    await user.click(await screen.findByRole('button', { name: '문의 11' }));
    const panel = await drawer();

    const box = await within(panel).findByLabelText('답변', { selector: 'textarea' });
    await user.click(box);
    await user.paste('  <i>확인</i>했습니다.\n곧 처리됩니다.  ');
    const preview = within(panel).getByRole('region', { name: '회원에게 보이는 모습' });
    const shown = within(preview).getByText(/확인/);
    expect(shown.textContent).toBe('<i>확인</i>했습니다.\n곧 처리됩니다.');
    expect(shown.querySelector('i')).toBeNull();

    const listsBefore = sentTo(requests, staffTicketList).length;
    await user.click(within(panel).getByRole('button', { name: '답변 등록' }));
    expect(await screen.findByText('답변을 등록했습니다')).toBeInTheDocument();
    const [sent] = sentTo(requests, operatorTicketAnswer);
    expect(await bodyOf(sent!)).toEqual({ ticket_id: 11, answer: '<i>확인</i>했습니다.\n곧 처리됩니다.' });
    await waitFor(() => expect(answered).toHaveBeenCalledWith({ waiting: 0 }));
    expect(sentTo(requests, staffTicketList).length).toBe(listsBefore + 1);
    expect(await screen.findByRole('status')).toHaveTextContent('답변 대기 0건');
    expect(within(panel).getByText('답변 완료')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: '답변 수정' })).toBeInTheDocument();
  });

  test('an empty answer is not sent', async () => {
    const { requests } = api();
    renderStaffPage(<InquiryQueuePage />);
    await user.click(await screen.findByRole('button', { name: '문의 11' }));
    const panel = await drawer();
    await user.click(await within(panel).findByRole('button', { name: '답변 등록' }));
    expect(await within(panel).findByText('답변을 입력해 주세요')).toBeInTheDocument();
    expect(sentTo(requests, operatorTicketAnswer)).toHaveLength(0);
  });

  test('a confirmed inquiry is closed: its answer is shown, with no form', async () => {
    api();
    renderStaffPage(<InquiryQueuePage />);
    await user.click(await screen.findByRole('button', { name: '지난 문의' }));
    const panel = await drawer();
    expect(await within(panel).findByText('회원이 답변을 확인한 문의라 더 수정할 수 없습니다.')).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(panel).getByText('답변 3')).toBeInTheDocument();
  });

  test('an answer to an inquiry confirmed meanwhile is refused with the server message, and the inquiry shows closed', async () => {
    let confirmed = false;
    api([
      on(staffTicketGet, () => okFor(staffTicketGet, detail(ticket(12, confirmed ? 'confirmed' : 'answered')))),
      on(operatorTicketAnswer, () => {
        confirmed = true;
        return failWith(409, { message: '회원이 이미 확인한 문의입니다', code: 'CONFLICT' });
      }),
    ]);
    renderStaffPage(<InquiryQueuePage />);
    await user.click(await screen.findByRole('button', { name: '문의 12' }));
    const panel = await drawer();
    await user.click(await within(panel).findByRole('button', { name: '답변 수정' }));
    expect(await screen.findByText('회원이 이미 확인한 문의입니다')).toBeInTheDocument();
    expect(await within(panel).findByText('회원이 답변을 확인한 문의라 더 수정할 수 없습니다.')).toBeInTheDocument();
  });
});
