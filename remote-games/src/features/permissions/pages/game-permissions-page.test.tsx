import { screen, waitFor, within } from '@testing-library/react';
import { staffPermissionGet, staffPermissionSet, type StaffPermissions } from '@casino/contract';
import { failWith, mockApi, mockViewportWidth, okFor, on, queryOf, renderStaffPage, routerLocation, sentTo } from '@casino/platform/testing';
import { firstBody, staffUser } from '../../../test/staff-test';
import GamePermissionsPage from './game-permissions-page';

const memberState: StaffPermissions = {
  account: { id: 21, username: 'member1', nickname: '회원1', level: 'member', partner: { id: 5, username: 'agency1' } },
  rules: [{ game_type: 'slot', brand_id: 7, allowed: false }],
  partner_rules: [{ game_type: 'casino', brand_id: null, allowed: false }],
  effective: [
    { game_type: 'casino', brand_id: null, brand_name: null, allowed: false, source: 'partner_type' },
    { game_type: 'casino', brand_id: 1, brand_name: 'Evolution', allowed: false, source: 'partner_type' },
    { game_type: 'slot', brand_id: null, brand_name: null, allowed: true, source: 'default' },
    { game_type: 'slot', brand_id: 7, brand_name: 'Pragmatic Play', allowed: false, source: 'own_brand' },
    { game_type: 'lotto', brand_id: null, brand_name: null, allowed: true, source: 'default' },
  ],
};
const agencyState: StaffPermissions = {
  account: { id: 5, username: 'agency1', nickname: '에이전시1', level: 'agency', partner: { id: 1, username: 'master1' } },
  rules: [{ game_type: 'casino', brand_id: null, allowed: false }],
  partner_rules: [],
  effective: [
    { game_type: 'casino', brand_id: null, brand_name: null, allowed: false, source: 'own_type' },
    { game_type: 'slot', brand_id: null, brand_name: null, allowed: true, source: 'default' },
    { game_type: 'lotto', brand_id: null, brand_name: null, allowed: true, source: 'default' },
  ],
};

// Rows are found by their first cell's text: under jsdom every role query after a re-render reads
// each element's style against antd's sheets, seconds apiece.
const row = (name: string) => screen.getByText(name, { selector: 'td, td *' }).closest('tr')!;
const rulesTable = () => screen.findByRole('table', { name: /의 게임 권한/ });

/** The rule a row's select shows. */
const ruleShown = (target: string) => screen.getByLabelText(`${target} 규칙`).closest('[title]')?.getAttribute('title');

/** Opens a rule select and picks an option, as a person does. */
async function choose(target: string, option: string) {
  await user.click(screen.getByLabelText(`${target} 규칙`));
  const item = await waitFor(() => {
    const found = document.querySelector(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await user.click(item);
}

const user = staffUser();

afterEach(() => jest.restoreAllMocks());

test('asks for an ID first, and looks the account up when one is entered', async () => {
  const { requests } = mockApi([on(staffPermissionGet, memberState)]);
  renderStaffPage(<GamePermissionsPage />, { path: '/partner/game-permissions' });

  expect(screen.getByRole('heading', { level: 1, name: '게임 권한' })).toBeInTheDocument();
  expect(screen.getByText('계정 ID를 입력하면 게임 권한을 보여 드립니다.')).toBeInTheDocument();
  expect(requests).toHaveLength(0);

  await user.type(screen.getByRole('searchbox', { name: '계정 ID' }), ' member1 {Enter}');

  expect(await screen.findByRole('table', { name: 'member1의 게임 권한' })).toBeInTheDocument();
  expect(queryOf(sentTo(requests, staffPermissionGet)[0]!)).toEqual({ username: 'member1' });
  expect(routerLocation.current.search).toBe('?username=member1');
});

test("a member: its level and partner, and for each type and brand its rule, its partner's and what wins", async () => {
  mockApi([on(staffPermissionGet, memberState)]);
  renderStaffPage(<GamePermissionsPage />, { path: '/partner/game-permissions?username=member1' });
  await rulesTable();

  expect(screen.getByText('회원1')).toBeInTheDocument();
  expect(screen.getByText('agency1')).toBeInTheDocument();
  expect(screen.getByText('회원 계정')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: '파트너 기본값' })).toBeInTheDocument();

  const casino = within(row('카지노'));
  expect(casino.getByRole('combobox', { name: '카지노 규칙' })).toBeInTheDocument();
  expect(ruleShown('카지노')).toBe('상속 (규칙 없음)');
  expect(casino.getByText('차단', { selector: '.ant-tag *, .ant-tag' })).toBeInTheDocument();
  expect(casino.getByText('파트너 기본값 (게임 종류)')).toBeInTheDocument();

  const pragmatic = within(row('Pragmatic Play'));
  expect(pragmatic.getByText('이 계정의 게임사 규칙')).toBeInTheDocument();
  expect(pragmatic.getByText('규칙 없음')).toBeInTheDocument();

  const lotto = within(row('로또'));
  expect(lotto.getByText('허용', { selector: '.ant-tag *, .ant-tag' })).toBeInTheDocument();
  expect(lotto.getAllByText('규칙 없음 (허용)')).toHaveLength(1);
});

test('changing a rule sends it and shows the state the server answers', async () => {
  const after: StaffPermissions = {
    ...memberState,
    rules: [...memberState.rules, { game_type: 'lotto', brand_id: null, allowed: false }],
    effective: memberState.effective.map((item) => (item.game_type === 'lotto' ? { ...item, allowed: false, source: 'own_type' } : item)),
  };
  const { requests } = mockApi([on(staffPermissionGet, memberState), on(staffPermissionSet, after)]);
  renderStaffPage(<GamePermissionsPage />, { path: '/partner/game-permissions?username=member1' });
  await rulesTable();

  await choose('로또', '차단');

  expect(await screen.findByText('로또: 차단(으)로 바꿨습니다')).toBeInTheDocument();
  expect(await firstBody(requests, staffPermissionSet)).toEqual({ user_id: 21, game_type: 'lotto', brand_id: null, allowed: false });
  await waitFor(() => expect(within(row('로또')).getByText('이 계정의 게임 종류 규칙')).toBeInTheDocument());
});

test("removing a brand's rule sends allowed: null", async () => {
  const { requests } = mockApi([on(staffPermissionGet, memberState), on(staffPermissionSet, { ...memberState, rules: [] })]);
  renderStaffPage(<GamePermissionsPage />, { path: '/partner/game-permissions?username=member1' });
  await rulesTable();

  expect(ruleShown('슬롯 · Pragmatic Play')).toBe('차단');
  await choose('슬롯 · Pragmatic Play', '상속 (규칙 없음)');
  expect(await screen.findByText('슬롯 · Pragmatic Play: 상속 (규칙 없음)(으)로 바꿨습니다')).toBeInTheDocument();

  await waitFor(() => expect(sentTo(requests, staffPermissionSet)).toHaveLength(1));
  expect(await firstBody(requests, staffPermissionSet)).toEqual({ user_id: 21, game_type: 'slot', brand_id: 7, allowed: null });
});

test("a refused change shows the server's message and keeps the rules as they were", async () => {
  mockApi([on(staffPermissionGet, memberState), on(staffPermissionSet, () => failWith(404, { message: '계정을 찾을 수 없습니다', code: 'NOT_FOUND' }))]);
  renderStaffPage(<GamePermissionsPage />, { path: '/partner/game-permissions?username=member1' });
  await rulesTable();

  await choose('슬롯', '차단');

  expect(await screen.findByText('계정을 찾을 수 없습니다')).toBeInTheDocument();
  expect(ruleShown('슬롯')).toBe('상속 (규칙 없음)');
});

test("a partner: says its rules are its direct members' defaults, with no partner column", async () => {
  mockApi([on(staffPermissionGet, agencyState)]);
  renderStaffPage(<GamePermissionsPage />, { path: '/partner/game-permissions?username=agency1' });
  await rulesTable();

  expect(screen.getByText("파트너 계정: 이 규칙은 직속 회원의 기본값입니다")).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: '직속 회원에게 적용' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: '직속 회원 기본값' })).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: '파트너 기본값' })).not.toBeInTheDocument();
  expect(ruleShown('카지노')).toBe('차단');
});

test('an ID outside the line is a clear not-found; a failure shows the server message and Retry', async () => {
  let answer = failWith(404, { message: 'not found', code: 'NOT_FOUND' });
  mockApi([on(staffPermissionGet, () => answer.clone())]);
  renderStaffPage(<GamePermissionsPage />, { path: '/partner/game-permissions?username=other' });
  expect(await screen.findByText("내 라인에 'other' 계정이 없습니다.")).toBeInTheDocument();

  answer = failWith(503, { message: '점검 중입니다', code: 'INTERNAL' });
  await user.click(screen.getByRole('button', { name: /찾기/ }));
  expect(await screen.findByText('점검 중입니다')).toBeInTheDocument();

  answer = okFor(staffPermissionGet, memberState);
  await user.click(screen.getByRole('button', { name: /다시 시도|Retry/ }));
  expect(await screen.findByRole('table', { name: 'member1의 게임 권한' })).toBeInTheDocument();
});

test("on a phone each game type is a card with its brands' cards inside, each with its rule (still changeable), the outcome and where it comes from", async () => {
  const restoreViewport = mockViewportWidth(390);
  try {
    const { requests } = mockApi([on(staffPermissionGet, memberState), on(staffPermissionSet, { ...memberState, rules: [] })]);
    renderStaffPage(<GamePermissionsPage />, { path: '/partner/game-permissions?username=member1' });
    const list = await screen.findByRole('list', { name: 'member1의 게임 권한' });
    expect(screen.queryByRole('table', { name: 'member1의 게임 권한' })).not.toBeInTheDocument();
    const head = (card: HTMLElement) => card.querySelector(':scope > .ant-card .ant-card-head-title')!.textContent;
    expect(within(list).getAllByRole('listitem').map(head)).toEqual(['카지노', 'Evolution', '슬롯', 'Pragmatic Play', '로또']);

    const slot = within(list).getAllByRole('listitem')[2]!;
    const pragmatic = within(within(slot).getByRole('list')).getByRole('listitem');
    expect(within(pragmatic).getAllByRole('term').map((term) => term.textContent)).toEqual(['이 계정의 규칙', '결과', '결정한 규칙']);
    expect(within(pragmatic).getByText('차단', { selector: '.ant-tag *, .ant-tag' })).toBeInTheDocument();
    expect(within(pragmatic).getByText('이 계정의 게임사 규칙')).toBeInTheDocument();
    // The partner's default is under details.
    await user.click(within(pragmatic).getByRole('button', { name: '자세히' }));
    expect(within(pragmatic).getByText('파트너 기본값')).toBeInTheDocument();

    await choose('슬롯 · Pragmatic Play', '상속 (규칙 없음)');
    expect(await firstBody(requests, staffPermissionSet)).toEqual({ user_id: 21, game_type: 'slot', brand_id: 7, allowed: null });
  } finally {
    restoreViewport();
  }
});

test('an agency sees no-permission and nothing is asked', async () => {
  const { requests } = mockApi([on(staffPermissionGet, memberState)]);
  renderStaffPage(<GamePermissionsPage />, { path: '/partner/game-permissions?username=member1', account: { level: 'agency', rights: [] } });
  expect(screen.getByText('이 화면을 볼 권한이 없습니다.')).toBeInTheDocument();
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  expect(requests).toHaveLength(0);
});
