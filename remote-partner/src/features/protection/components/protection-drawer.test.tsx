import { lineMemberLimitSet, lineMemberProtection, LIMIT_KINDS, type LimitKind, type LineMemberLimit, type LineMemberProtection } from '@casino/contract';
import { bodyOf, failWith, mockApi, okFor, on, queryOf, renderStaffPage, sentTo } from '@casino/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import ProtectionDrawer from './protection-drawer';

const RESETS = '2026-12-06T15:00:00.000Z';
const limit = (kind: LimitKind, fields: Partial<LineMemberLimit> = {}): LineMemberLimit => ({
  kind,
  own: null,
  pending: null,
  mine: null,
  others: null,
  cap: kind === 'reality_check_minutes' ? 60 : null,
  in_force: kind === 'reality_check_minutes' ? 60 : null,
  used: kind.endsWith('_minutes') ? null : 0,
  resets_at: kind.endsWith('_minutes') ? null : RESETS,
  ...fields,
});
const protection = (changed: Partial<Record<LimitKind, Partial<LineMemberLimit>>> = {}, exclusion: LineMemberProtection['exclusion'] = null): LineMemberProtection => ({
  member: { id: 21, username: 'member2', nickname: '바다사나이' },
  items: LIMIT_KINDS.map((kind) => limit(kind, changed[kind])),
  exclusion,
});

// Skips the pointer-events check: under jsdom it reads every ancestor's style against antd's sheets, seconds per click.
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
// Rows by their first cell's words: a role query after a re-render is as slow under jsdom.
const row = (kind: string) => within(screen.getByText(kind, { selector: 'td, td *' }).closest('tr')!);
const dialog = () => within(screen.getByText(/^member2의 /, { selector: '.ant-modal-title' }).closest<HTMLElement>('.ant-modal')!);

function setup(initial: LineMemberProtection, afterSave: () => Response = () => okFor(lineMemberLimitSet, initial)) {
  const api = mockApi([on(lineMemberProtection, initial), on(lineMemberLimitSet, afterSave)]);
  renderStaffPage(<ProtectionDrawer account={{ id: 21, username: 'member2' }} open onClose={jest.fn()} />, { account: { level: 'agency', username: 'agency1', rights: [] } });
  return api;
}

afterEach(() => jest.restoreAllMocks());

test("shows the member's break, and for each kind its own limit with a waiting raise, the other partners', the caller's, what holds and what the period used", async () => {
  const { requests } = setup(
    protection(
      { loss_day: { own: 50_000, pending: { amount: 90_000, from: '2026-12-07T03:00:00.000Z' }, others: 40_000, mine: 30_000, cap: 40_000, in_force: 30_000, used: 12_000 } },
      { period: '7d', started_at: '2026-12-06T03:00:00.000Z', until: '2026-12-13T03:00:00.000Z' },
    ),
  );
  expect(await screen.findByText('2026-12-13 12:00(한국 시간)까지 이용 중지 중입니다 (쿨오프, 7일).')).toBeInTheDocument();
  expect(queryOf(sentTo(requests, lineMemberProtection)[0]!)).toEqual({ user_id: '21' });

  const loss = row('일일 손실 한도');
  expect(loss.getByText('50,000원 (2026-12-07 12:00부터 90,000원)')).toBeInTheDocument();
  expect(loss.getByText('40,000원')).toBeInTheDocument();
  expect(loss.getByText('30,000원', { selector: 'strong' })).toBeInTheDocument();
  expect(loss.getByText('12,000원')).toBeInTheDocument();
  expect(loss.getByText('2026-12-07 00:00 초기화')).toBeInTheDocument();
  expect(row('이용 시간 알림 간격').getAllByText('60분')).toHaveLength(1);
});

test('sets the caller’s limit: the bound is shown, an amount above it is refused before anything is sent, and the saved picture is shown', async () => {
  const saved = protection({ deposit_day: { mine: 100_000, in_force: 100_000 } });
  const api = setup(protection({ deposit_day: { cap: 300_000 } }), () => okFor(lineMemberLimitSet, saved));
  await screen.findByText('이용 중지 중이 아닙니다.');

  await user.click(row('일일 입금 한도').getByRole('button', { name: '일일 입금 한도 설정' }));
  const asked = dialog();
  expect(asked.getByText('최대 300,000원까지 정할 수 있습니다.')).toBeInTheDocument();
  expect(asked.queryByRole('button', { name: '내 한도 해제' })).not.toBeInTheDocument();
  await user.type(asked.getByLabelText('내 한도'), '300001');
  expect(asked.getByText('최대 300,000원까지 정할 수 있습니다')).toBeInTheDocument();
  await user.click(asked.getByRole('button', { name: '저장' }));
  expect(sentTo(api.requests, lineMemberLimitSet)).toHaveLength(0);

  await user.clear(asked.getByLabelText('내 한도'));
  await user.type(asked.getByLabelText('내 한도'), '100,000');
  await user.click(asked.getByRole('button', { name: '저장' }));
  expect(await screen.findByText('member2에게 정한 내 일일 입금 한도 설정을 저장했습니다.')).toBeInTheDocument();
  expect(await bodyOf(sentTo(api.requests, lineMemberLimitSet)[0]!)).toEqual({ user_id: 21, kind: 'deposit_day', amount: 100_000 });
  await waitFor(() => expect(row('일일 입금 한도').getByText('100,000원', { selector: 'strong' })).toBeInTheDocument());
});

test('an empty field asks for a limit; the caller’s own limit can be removed', async () => {
  const api = setup(protection({ wager_day: { mine: 500_000, in_force: 500_000 } }), () => okFor(lineMemberLimitSet, protection()));
  await screen.findByText('이용 중지 중이 아닙니다.');
  await user.click(row('일일 베팅 한도').getByRole('button', { name: '일일 베팅 한도 설정' }));
  expect(dialog().getByLabelText('내 한도')).toHaveValue('500,000');
  await user.clear(dialog().getByLabelText('내 한도'));
  await user.click(dialog().getByRole('button', { name: '저장' }));
  expect(dialog().getByText('한도를 입력하세요')).toBeInTheDocument();
  expect(sentTo(api.requests, lineMemberLimitSet)).toHaveLength(0);

  await user.click(dialog().getByRole('button', { name: '내 한도 해제' }));
  expect(await screen.findByText('member2의 일일 베팅 한도에서 내 한도를 해제했습니다.')).toBeInTheDocument();
  expect(await bodyOf(sentTo(api.requests, lineMemberLimitSet)[0]!)).toEqual({ user_id: 21, kind: 'wager_day', amount: null });
});

test('a time is chosen from the list, only up to the bound', async () => {
  const api = setup(protection(), () => okFor(lineMemberLimitSet, protection({ reality_check_minutes: { mine: 30, in_force: 30 } })));
  await screen.findByText('이용 중지 중이 아닙니다.');
  await user.click(row('1회 접속 시간').getByRole('button', { name: '1회 접속 시간 설정' }));
  expect(dialog().getByText('시간에 제한이 없습니다.')).toBeInTheDocument();
  await user.click(dialog().getByRole('button', { name: '취소' }));
  await user.click(row('이용 시간 알림 간격').getByRole('button', { name: '이용 시간 알림 간격 설정' }));
  expect(dialog().getByText('최대 60분까지 정할 수 있습니다.')).toBeInTheDocument();
  await user.click(dialog().getByLabelText('내 설정'));
  const options = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((o) => o.getAttribute('title'));
    if (found.length === 0) throw new Error('no options');
    return found;
  });
  expect(options).toEqual(['15분', '30분', '45분', '60분']);
  await user.click(document.querySelector('.ant-select-item-option[title="30분"]')!);
  await user.click(dialog().getByRole('button', { name: '저장' }));
  await waitFor(async () => expect(await bodyOf(sentTo(api.requests, lineMemberLimitSet)[0]!)).toEqual({ user_id: 21, kind: 'reality_check_minutes', amount: 30 }));
});

test('a refusal keeps the dialog open with the server’s words and the amount typed, and reads the bound again', async () => {
  const { requests } = setup(protection(), () => failWith(409, { code: 'CONFLICT', message: '이 회원에게는 최대 20,000원까지 설정할 수 있습니다' }));
  await screen.findByText('이용 중지 중이 아닙니다.');
  await user.click(row('일일 손실 한도').getByRole('button', { name: '일일 손실 한도 설정' }));
  await user.type(dialog().getByLabelText('내 한도'), '30000');
  await user.click(dialog().getByRole('button', { name: '저장' }));
  const alert = (await dialog().findByText('이 회원에게는 최대 20,000원까지 설정할 수 있습니다')).closest('[role="alert"]');
  expect(alert).toHaveTextContent('한도를 저장하지 못했습니다');
  expect(dialog().getByLabelText('내 한도')).toHaveValue('30,000');
  await waitFor(() => expect(sentTo(requests, lineMemberProtection)).toHaveLength(2));
});

test('a failed read says so and reads again on retry', async () => {
  let calls = 0;
  mockApi([on(lineMemberProtection, () => (++calls === 1 ? failWith(503, { code: 'INTERNAL', message: '점검 중입니다' }) : okFor(lineMemberProtection, protection())))]);
  renderStaffPage(<ProtectionDrawer account={{ id: 21, username: 'member2' }} open onClose={jest.fn()} />);
  expect(await screen.findByText('점검 중입니다')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByText('이용 중지 중이 아닙니다.')).toBeInTheDocument();
});
