import { lineRiskFlags, lineTurnoverRequirement, lineTurnoverRequirementSet, type RiskFlag } from '@casino/contract';
import { failWith, mockApi, okFor, on, queryOf, sentTo } from '@casino/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { location, renderPartner } from '../../../test/render-partner';
import RiskPage from './risk-page';

const user = (id: number, username: string) => ({ id, username, nickname: `${username}-nick`, partner: 'agency1' });
const FLAGS: RiskFlag[] = [
  { user: user(1, 'member1'), at: '2026-12-06T03:00:00.000Z', flag: { kind: 'shared_address', address: '10.0.0.7', others: ['member2', 'member3'], others_count: 4 } },
  { user: user(2, 'member2'), at: '2026-12-06T02:00:00.000Z', flag: { kind: 'shared_device', others: ['member1'], others_count: 1 } },
  { user: user(3, 'member3'), at: '2026-12-05T02:00:00.000Z', flag: { kind: 'many_addresses', day: '2026-12-05', addresses: 6 } },
  { user: user(4, 'member4'), at: '2026-12-04T02:00:00.000Z', flag: { kind: 'big_win', prize: 1_500_000, median: 20_000, game: 'Neon Nights' } },
  { user: user(5, 'member5'), at: '2026-12-03T02:00:00.000Z', flag: { kind: 'low_turnover', amount: 40_000, deposit: 50_000, staked: 10_000, required: 50_000 } },
];
/** The line's rolling requirement as an agency reads it (its master sets it). */
const agencyRequirement = on(lineTurnoverRequirement, { percent: 100, editable: false });

const clicker = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
// Rows by their member: a role query after a re-render is slow under jsdom.
const row = (username: string) => within(screen.getByText(username, { selector: 'td *' }).closest('tr')!);

afterEach(() => jest.restoreAllMocks());

test('each flag says whose it is, which and why with its figures, and when; the latest first as the API sends them', async () => {
  const { requests } = mockApi([on(lineRiskFlags, { items: FLAGS, total: FLAGS.length }), agencyRequirement]);
  renderPartner(<RiskPage />, { path: '/partner/risk' });
  expect(screen.getByRole('heading', { level: 1, name: '위험 신호' })).toBeInTheDocument();
  await screen.findByText('member1', { selector: 'td *' });

  expect(row('member1').getByText('같은 IP')).toBeInTheDocument();
  expect(row('member1').getByText('같은 IP(10.0.0.7)로 접속한 회원: member2, member3 외 2명')).toBeInTheDocument();
  expect(row('member1').getByText('2026-12-06 12:00')).toBeInTheDocument();
  expect(row('member2').getByText('같은 브라우저로 접속한 회원: member1')).toBeInTheDocument();
  expect(row('member3').getByText('2026-12-05 하루에 IP 6개로 접속')).toBeInTheDocument();
  expect(row('member4').getByText('Neon Nights에서 1,500,000원 당첨 (평소 당첨금 20,000원의 75배)')).toBeInTheDocument();
  expect(row('member5').getByText('롤링 부족')).toBeInTheDocument();
  expect(row('member5').getByText('입금 50,000원 뒤 10,000원만 베팅하고 40,000원 출금 신청 (롤링 조건 50,000원)')).toBeInTheDocument();
  // The requirement the flag measures against, read-only for an agency.
  expect(await screen.findByText('출금 신청은 마지막 입금액의 100%를 베팅했는지로 봅니다.')).toBeInTheDocument();
  expect(screen.getByText('마스터가 정합니다.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '변경' })).not.toBeInTheDocument();
  expect(queryOf(sentTo(requests, lineRiskFlags)[0]!)).toEqual({ page: '1', pageSize: '20' });
});

test('filters by kind from the first page', async () => {
  // Two pages of flags: a kind chosen on the second starts again from the first.
  const { requests } = mockApi([
    on(lineRiskFlags, (request) => {
      const kind = new URL(request.url).searchParams.get('kind');
      return okFor(lineRiskFlags, kind ? { items: FLAGS.filter((f) => f.flag.kind === kind), total: 1 } : { items: FLAGS, total: 30 });
    }),
    agencyRequirement,
  ]);
  renderPartner(<RiskPage />, { path: '/partner/risk' });
  await screen.findByText('member1', { selector: 'td *' });
  await clicker.click(screen.getByTitle('2'));
  await waitFor(() => expect(queryOf(sentTo(requests, lineRiskFlags).at(-1)!)).toEqual({ page: '2', pageSize: '20' }));
  await clicker.click(screen.getByRole('combobox', { name: '종류' }));
  const option = await waitFor(() => {
    const found = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="고액 당첨"]');
    if (!found) throw new Error('no option');
    return found;
  });
  await clicker.click(option);
  await waitFor(() => expect(screen.queryByText('member1', { selector: 'td *' })).not.toBeInTheDocument());
  expect(queryOf(sentTo(requests, lineRiskFlags).at(-1)!)).toEqual({ page: '1', pageSize: '20', kind: 'big_win' });
});

test("one member's flags from the members list's link, and back to everyone's", async () => {
  const { requests } = mockApi([on(lineRiskFlags, (request) => okFor(lineRiskFlags, new URL(request.url).searchParams.has('user_id') ? { items: [FLAGS[0]!], total: 1 } : { items: FLAGS, total: 4 })), agencyRequirement]);
  // The link's name is shown until the member's own flags name it (a hand-made link may not).
  renderPartner(<RiskPage />, { path: '/partner/risk?user_id=1&username=someone' });
  expect(screen.getByText('someone의 신호')).toBeInTheDocument();
  expect(await screen.findByText('member1의 신호')).toBeInTheDocument();
  await screen.findByText('member1', { selector: 'td *' });
  expect(queryOf(sentTo(requests, lineRiskFlags)[0]!)).toEqual({ page: '1', pageSize: '20', user_id: '1' });

  await clicker.click(screen.getByRole('button', { name: '모든 회원 보기' }));
  expect(location.current.search).toBe('');
  expect(await screen.findByText('member4', { selector: 'td *' })).toBeInTheDocument();
  expect(queryOf(sentTo(requests, lineRiskFlags).at(-1)!)).toEqual({ page: '1', pageSize: '20' });
});

test('says when there is nothing to look at', async () => {
  mockApi([on(lineRiskFlags, { items: [], total: 0 }), agencyRequirement]);
  renderPartner(<RiskPage />, { path: '/partner/risk?user_id=abc' });
  expect(await screen.findByText('최근 30일 동안 신호가 없습니다.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '모든 회원 보기' })).not.toBeInTheDocument();
});

test("the line's master changes the rolling requirement, removes it, and sees a refusal in its words", async () => {
  let percent: number | null = null;
  let refuse = false;
  const { requests } = mockApi([
    on(lineRiskFlags, { items: [], total: 0 }),
    on(lineTurnoverRequirement, () => okFor(lineTurnoverRequirement, { percent, editable: true })),
    on(lineTurnoverRequirementSet, async (request) => {
      if (refuse) return failWith(503, { message: '점검 중입니다', code: 'INTERNAL' });
      percent = ((await request.json()) as { percent: number | null }).percent;
      return okFor(lineTurnoverRequirementSet, { percent, editable: true });
    }),
  ]);
  renderPartner(<RiskPage />, { path: '/partner/risk' });
  expect(await screen.findByText('롤링 조건이 없습니다. 출금 신청에는 마지막 입금 뒤 베팅액만 표시됩니다.')).toBeInTheDocument();

  await clicker.click(screen.getByRole('button', { name: '변경' }));
  const field = await screen.findByLabelText('출금 전에 베팅할 마지막 입금액의 비율');
  // Nothing typed, and then too much: each says why, and nothing is sent.
  await clicker.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findByText('비율을 입력하세요')).toBeInTheDocument();
  await clicker.type(field, '1001');
  expect(await screen.findByText(/^1,?000 이하로 입력해 주세요$/)).toBeInTheDocument();
  await clicker.clear(field);
  await clicker.type(field, '150');
  await clicker.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findByText('출금 신청은 마지막 입금액의 150%를 베팅했는지로 봅니다.')).toBeInTheDocument();
  expect(sentTo(requests, lineTurnoverRequirementSet)).toHaveLength(1);

  refuse = true;
  await clicker.click(screen.getByRole('button', { name: '변경' }));
  await clicker.click(await screen.findByRole('button', { name: '롤링 조건 없애기' }));
  expect(await screen.findByText('점검 중입니다')).toBeInTheDocument();
  refuse = false;
  await clicker.click(screen.getByRole('button', { name: '롤링 조건 없애기' }));
  expect(await screen.findByText('롤링 조건이 없습니다. 출금 신청에는 마지막 입금 뒤 베팅액만 표시됩니다.')).toBeInTheDocument();
  expect(percent).toBeNull();
});
