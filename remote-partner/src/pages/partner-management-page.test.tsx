import { gradeList, signInAllowList, userChildList, userLineList, userSetState, type ChildAccount } from '@casino/contract';
import { childAccount, bodyOf, failWith, mockApi, mockViewportWidth, okFor, on, queryOf, sentTo } from '@casino/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REFRESH } from '../lib/partner-channel';
import { lineMember } from '../test/line-member';
import { location, renderPartner } from '../test/render-partner';
import PartnerManagementPage from './partner-management-page';

const child = (id: number, username: string, level: 'agency' | 'member', extra: Partial<ChildAccount> = {}) =>
  childAccount(id, {
    username,
    nickname: `${username}-nick`,
    level,
    balance: 1_500_000,
    rolling_point: 2_000,
    bank_name: 'KB',
    online: true,
    members: level === 'agency' ? 12 : 0,
    created_at: '2025-03-01T01:00:00.000Z',
    ...extra,
  });

const member = (id: number, username: string, parent = 'master1') => lineMember({ id, username, parent_username: parent });

const page = <T,>(items: T[]) => ({ items, total: items.length });

afterEach(() => jest.restoreAllMocks());

describe('partners tab', () => {
  test('lists the direct children with the spec columns', async () => {
    const { requests } = mockApi([on(userChildList, page([child(5, 'agency1', 'agency'), child(9, 'member9', 'member')]))]);
    renderPartner(<PartnerManagementPage />, { path: '/partner/partner-management' });

    expect(screen.getByRole('heading', { name: '파트너 관리' })).toBeInTheDocument();
    const row = (await screen.findByRole('button', { name: 'agency1 하위 보기' })).closest('tr')!;
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(within(row).getAllByText('1,500,000원')).toHaveLength(1);
    expect(within(row).getByText('접속중')).toBeInTheDocument();
    expect(screen.getByText('member9')).toBeInTheDocument();
    expect(queryOf(sentTo(requests, userChildList)[0]!).parent_id).toBeUndefined();
    // Only a master adds sub-partners.
    expect(screen.getByRole('button', { name: '하위 파트너 추가' })).toBeInTheDocument();
  });

  test('stops an account only after the confirm, and shows the new state', async () => {
    const { requests } = mockApi([
      on(userChildList, page([child(5, 'agency1', 'agency')])),
      on(userSetState, (_request, _url, { id }) => (id === '5' ? okFor(userSetState, { id: 5, state: 'stop', sessions_ended: 2 }) : undefined)),
    ]);
    renderPartner(<PartnerManagementPage />);
    const toggle = await screen.findByRole('switch', { name: 'agency1 상태' });
    expect(toggle).toBeChecked();

    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('agency1 계정을 정지할까요?');
    expect(sentTo(requests, userSetState)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));

    await waitFor(() => expect(screen.getByRole('switch', { name: 'agency1 상태' })).not.toBeChecked());
    const [sent] = sentTo(requests, userSetState);
    expect(await bodyOf(sent!)).toEqual({ state: 'stop' });
    expect(screen.getByText('미접속')).toBeInTheDocument();
  });

  test('cancelling the confirm changes nothing', async () => {
    const { requests } = mockApi([on(userChildList, page([child(5, 'agency1', 'agency')]))]);
    renderPartner(<PartnerManagementPage />);
    await userEvent.click(await screen.findByRole('switch', { name: 'agency1 상태' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '취소' }));
    expect(screen.getByRole('switch', { name: 'agency1 상태' })).toBeChecked();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  test('opens top-up and refund in their own pop-up window, named by action and account', async () => {
    mockApi([on(userChildList, page([child(5, 'agency1', 'agency')]))]);
    const open = jest.spyOn(window, 'open').mockReturnValue({ focus: jest.fn() } as unknown as Window);
    renderPartner(<PartnerManagementPage />);

    await userEvent.click(await screen.findByRole('button', { name: '지급 agency1' }));
    expect(open).toHaveBeenLastCalledWith('/windows/deposit?id=5&username=agency1', 'partner-deposit-5', expect.stringMatching(/popup=yes,width=\d+,height=\d+/));
    await userEvent.click(screen.getByRole('button', { name: '회수 agency1' }));
    expect(open).toHaveBeenLastCalledWith('/windows/withdraw?id=5&username=agency1', 'partner-withdraw-5', expect.any(String));

    await userEvent.click(screen.getByRole('button', { name: '하위 파트너 추가' }));
    expect(open).toHaveBeenLastCalledWith('/windows/register?level=agency', 'partner-register', expect.any(String));
  });

  test('says so when the browser blocks the pop-up', async () => {
    mockApi([on(userChildList, page([child(5, 'agency1', 'agency')]))]);
    jest.spyOn(window, 'open').mockReturnValue(null);
    renderPartner(<PartnerManagementPage />);
    await userEvent.click(await screen.findByRole('button', { name: '지급 agency1' }));
    expect(await screen.findByText('팝업이 차단되었습니다. 이 사이트의 팝업을 허용해 주세요.')).toBeInTheDocument();
  });

  test("a master opens a partner's sign-in addresses in a drawer of their own; a member row has none, nor does an agency's page", async () => {
    const { requests } = mockApi([
      on(userChildList, page([child(5, 'agency1', 'agency'), child(9, 'member9', 'member')])),
      on(signInAllowList, { account: { id: 5, username: 'agency1' }, items: [], current_address: '10.0.0.1' }),
    ]);
    const { unmount } = renderPartner(<PartnerManagementPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'member9 작업 더보기' }));
    expect(await screen.findByRole('menuitem', { name: '변경 이력' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '로그인 허용 주소' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'agency1 작업 더보기' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '로그인 허용 주소' }));
    expect(await screen.findByText('agency1 로그인 허용 주소', { selector: '.ant-drawer-title' })).toBeInTheDocument();
    expect(await screen.findByText('허용 주소가 없어 어디서나 로그인할 수 있습니다.')).toBeInTheDocument();
    expect(queryOf(sentTo(requests, signInAllowList)[0]!)).toEqual({ user_id: '5' });
    unmount();

    mockApi([on(userChildList, page([child(9, 'member9', 'member')]))]);
    renderPartner(<PartnerManagementPage />, { account: { level: 'agency', username: 'agency1', rights: [] } });
    await userEvent.click(await screen.findByRole('button', { name: 'member9 작업 더보기' }));
    expect(await screen.findByRole('menuitem', { name: '변경 이력' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '로그인 허용 주소' })).not.toBeInTheDocument();
  });

  test('drills into a partner with parent_id, without top-up there, and comes back by the breadcrumb', async () => {
    const { requests } = mockApi([
      on(userChildList, (request) => okFor(userChildList, queryOf(request).parent_id === '5' ? page([child(21, 'deep21', 'member')]) : page([child(5, 'agency1', 'agency')]))),
    ]);
    renderPartner(<PartnerManagementPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'agency1 하위 보기' }));
    expect(await screen.findByText('deep21')).toBeInTheDocument();
    expect(queryOf(sentTo(requests, userChildList).at(-1)!).parent_id).toBe('5');
    expect(screen.queryByRole('button', { name: '지급 deep21' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '내 하위' }));
    expect(await screen.findByRole('button', { name: 'agency1 하위 보기' })).toBeInTheDocument();
  });

  test('shows the server message when the list fails, and retries', async () => {
    let fail = true;
    mockApi([
      on(userChildList, () => (fail ? failWith(500, { message: '서버 오류입니다', code: 'INTERNAL' }) : okFor(userChildList, page([child(5, 'agency1', 'agency')])))),
    ]);
    renderPartner(<PartnerManagementPage />);
    expect(await screen.findByText('서버 오류입니다')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('button', { name: 'agency1 하위 보기' })).toBeInTheDocument();
  });

  test('loads again when a window of this origin says so, not when another origin does', async () => {
    const { requests } = mockApi([on(userChildList, page([child(5, 'agency1', 'agency')]))]);
    renderPartner(<PartnerManagementPage />);
    await screen.findByRole('button', { name: 'agency1 하위 보기' });
    expect(sentTo(requests, userChildList)).toHaveLength(1);

    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: REFRESH, id: 'a' }, origin: 'https://evil.test' })));
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: REFRESH, id: 'b' }, origin: window.location.origin })));
    await waitFor(() => expect(sentTo(requests, userChildList)).toHaveLength(2));
  });
});

describe('members tab', () => {
  test('opens from ?tab=members, searches, filters and keeps the tab in the URL', async () => {
    const { requests } = mockApi([
      on(userLineList, page([{ ...member(31, 'kim31'), grade: 2 }, member(32, 'lee32', 'agency1')])),
      on(gradeList, { items: [1, 2].map((level) => ({ level, name_ko: level === 1 ? '일반' : '실버', name_en: level === 1 ? 'Standard' : 'Silver', members: 1 })) }),
    ]);
    renderPartner(<PartnerManagementPage />, { path: '/partner/partner-management?tab=members' });

    expect(await screen.findByText('kim31')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '회원 관리' })).toHaveAttribute('aria-selected', 'true');
    // The grade by its name from grade/list.
    expect(within(screen.getByRole('row', { name: /kim31/ })).getByText('실버')).toBeInTheDocument();
    // Top-up only for the signed-in partner's own members.
    expect(screen.getByRole('button', { name: '지급 kim31' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '지급 lee32' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: '아이디 또는 닉네임' }), 'kim{Enter}');
    await waitFor(() => expect(queryOf(sentTo(requests, userLineList).at(-1)!).search).toBe('kim'));
    const query = queryOf(sentTo(requests, userLineList).at(-1)!);
    expect(query.page).toBe('1');
    expect(query.sort).toBe('created_at');

    await userEvent.click(screen.getByRole('tab', { name: '파트너' }));
    expect(location.current.search).toBe('');
  });

  test("a member's risk flags show as tags that link to the risk page with the member", async () => {
    mockApi([on(userLineList, page([{ ...member(31, 'kim31'), risk: ['shared_address', 'big_win'] }, member(32, 'lee32')])), on(gradeList, { items: [] })]);
    renderPartner(<PartnerManagementPage />, { path: '/partner/partner-management?tab=members' });
    const link = await screen.findByRole('link', { name: 'kim31의 위험 신호: 같은 IP, 고액 당첨' });
    expect(link).toHaveAttribute('href', '/partner/risk?user_id=31&username=kim31');
    expect(within(link).getByText('같은 IP')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /lee32의 위험 신호/ })).not.toBeInTheDocument();
  });

  test('adds a member from membership management with the same register window as the partners tab, and lists it when registered', async () => {
    const { requests } = mockApi([on(userLineList, page([member(31, 'kim31')])), on(gradeList, { items: [] })]);
    const open = jest.spyOn(window, 'open').mockReturnValue({ focus: jest.fn() } as unknown as Window);
    renderPartner(<PartnerManagementPage />, { path: '/partner/partner-management?tab=members' });
    await screen.findByText('kim31');

    await userEvent.click(screen.getByRole('button', { name: '회원 추가' }));
    expect(open).toHaveBeenLastCalledWith('/windows/register', 'partner-register', expect.stringMatching(/popup=yes,width=\d+,height=\d+/));
    const loads = sentTo(requests, userLineList).length;
    // The window says it registered someone.
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: REFRESH, id: 'registered' }, origin: window.location.origin })));
    await waitFor(() => expect(sentTo(requests, userLineList)).toHaveLength(loads + 1));
  });
});

describe('on a phone', () => {
  let restoreViewport: () => void;
  beforeEach(() => (restoreViewport = mockViewportWidth(390)));
  afterEach(() => restoreViewport());

  test('each partner and member is a card: its ID, its key figures, its top-up and refund, the rest under details', async () => {
    mockApi([on(userChildList, page([child(5, 'agency1', 'agency'), child(9, 'member9', 'member', { state: 'stop', online: false })]))]);
    renderPartner(<PartnerManagementPage />, { path: '/partner/partner-management' });

    const cards = within(await screen.findByRole('list', { name: '파트너' })).getAllByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = cards.find((item) => item.textContent?.includes('member9'))!;
    expect(within(card).getAllByRole('term').map((term) => term.textContent)).toEqual(['보유금', '크레딧', '접속 상태', '상태']);
    expect(within(card).getByRole('switch', { name: 'member9 상태' })).not.toBeChecked();
    expect(within(card).getByRole('button', { name: '지급 member9' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '회수 member9' })).toBeInTheDocument();
    expect(card).not.toHaveTextContent('KB');
    await userEvent.click(within(card).getByRole('button', { name: '자세히' }));
    expect(card).toHaveTextContent('KB');
    // A partner's card opens its line, as its ID does on the table.
    expect(within(cards[0]!).getByRole('button', { name: 'agency1 하위 보기' })).toBeInTheDocument();
  });
});
