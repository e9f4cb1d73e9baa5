import { agencyBalanceTotal, userChildList, userLinePath, type ChildAccount, type DataOf } from '@casino/contract';
import { childAccount, mockApi, okFor, on, queryOf, sentTo } from '@casino/platform/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPartner } from '../../../test/render-partner';
import StructurePage from './structure-page';

const child = (id: number, level: ChildAccount['level'], members = 0, partners = 0) =>
  childAccount(id, { username: `${level}${id}`, level, balance: id * 1_000, members, partners });

/** master1 (signed in) > agency10 > agency20 > member30; also member11 and member21. */
const LINE: Record<number, ChildAccount[]> = {
  1: [child(10, 'agency', 2, 1), child(11, 'member')],
  10: [child(20, 'agency', 1), child(21, 'member')],
  20: [child(30, 'member')],
};

const totals: DataOf<typeof agencyBalanceTotal> = {
  balance: 777_000,
  rolling_point: 0,
  downline: { member_cash: 0, member_credit: 0, member_rolling_point: 0, member_withdraw_hold: 0, partner_balance: 0, members: 4, partners: 2 },
  as_of: '2025-03-01T01:00:00.000Z',
};

type Children = DataOf<typeof userChildList>;
function mockLine(children: (parentId: number, page: number) => Children = (parentId) => ({ items: LINE[parentId] ?? [], total: LINE[parentId]?.length ?? 0 })) {
  return mockApi([
    on(agencyBalanceTotal, totals),
    on(userChildList, (_request, url) => okFor(userChildList, children(Number(url.searchParams.get('parent_id')), Number(url.searchParams.get('page'))))),
    on(userLinePath, {
      items: [
        {
          path: [
            { id: 10, username: 'agency10', nickname: 'nick10', level: 'agency' },
            { id: 20, username: 'agency20', nickname: 'nick20', level: 'agency' },
            { id: 30, username: 'member30', nickname: 'nick30', level: 'member' },
          ],
        },
      ],
    }),
  ]);
}

const childQueries = (requests: Request[]) => sentTo(requests, userChildList).map(queryOf);
const item = (name: RegExp) => screen.getByRole('treeitem', { name });
const expand = (treeitem: HTMLElement) => userEvent.click(treeitem.querySelector('.ant-tree-switcher')!);

afterEach(() => jest.restoreAllMocks());

test('the signed-in partner is the root, with its balance and line, and its children load at once', async () => {
  const { requests } = mockLine();
  renderPartner(<StructurePage />, { path: '/partner/partner-structure' });
  expect(screen.getByRole('heading', { level: 1, name: '파트너 구조' })).toBeInTheDocument();
  const tree = await screen.findByRole('tree', { name: '하위 라인 구조' });
  const root = await within(tree).findByRole('treeitem', { name: /master1/ });
  await waitFor(() => expect(root).toHaveTextContent('777,000원'));
  expect(root).toHaveTextContent('회원 4명 · 파트너 2명');
  const agency = await within(tree).findByRole('treeitem', { name: /agency10/ });
  expect(agency).toHaveTextContent('nick10');
  expect(agency).toHaveTextContent('에이전시');
  expect(agency).toHaveTextContent('10,000원');
  expect(agency).toHaveTextContent('회원 2명 · 파트너 1명');
  expect(childQueries(requests)).toEqual([{ parent_id: '1', page: '1', pageSize: '100' }]);
});

test('opening a branch loads its children with parent_id, once', async () => {
  const { requests } = mockLine();
  renderPartner(<StructurePage />, { path: '/partner/partner-structure' });
  await screen.findByRole('treeitem', { name: /agency10/ });
  expect(screen.queryByRole('treeitem', { name: /agency20/ })).not.toBeInTheDocument();
  // A member has nothing to open.
  expect(item(/member11/).querySelector('.ant-tree-switcher-noop')).not.toBeNull();

  await expand(item(/agency10/));
  expect(await screen.findByRole('treeitem', { name: /agency20/ })).toBeInTheDocument();
  expect(screen.getByRole('treeitem', { name: /member21/ })).toBeInTheDocument();
  expect(childQueries(requests).at(-1)).toEqual({ parent_id: '10', page: '1', pageSize: '100' });

  // Closed and opened again: no second request.
  await expand(item(/agency10/));
  await expand(item(/agency10/));
  expect(sentTo(requests, userChildList)).toHaveLength(2);
});

test('the keyboard moves through the tree and opens a branch', async () => {
  const { requests } = mockLine();
  renderPartner(<StructurePage />, { path: '/partner/partner-structure' });
  await screen.findByRole('treeitem', { name: /agency10/ });
  const tree = screen.getByRole('tree');
  act(() => tree.focus());
  fireEvent.keyDown(tree, { key: 'Home' });
  fireEvent.keyDown(tree, { key: 'ArrowDown' });
  await waitFor(() => expect(tree).toHaveAttribute('aria-activedescendant'));
  fireEvent.keyDown(tree, { key: 'ArrowRight' });
  expect(await screen.findByRole('treeitem', { name: /agency20/ })).toBeInTheDocument();
  expect(childQueries(requests).at(-1)).toMatchObject({ parent_id: '10' });
});

test('a branch with more than a page ends in "load more", which asks for the next page', async () => {
  const many = Array.from({ length: 150 }, (_, i) => child(1000 + i, 'member'));
  const { requests } = mockLine((parentId, page) =>
    parentId === 1 ? { items: many.slice((page - 1) * 100, page * 100), total: 150 } : { items: [], total: 0 },
  );
  const { container } = renderPartner(<StructurePage />, { path: '/partner/partner-structure' });
  // (Text queries: accessible names of 150 rows are slow to compute in jsdom.)
  const more = await screen.findByText('더 보기 (남은 50명)');
  expect(more.closest('[role="treeitem"]')).not.toBeNull();
  expect(container.querySelectorAll('[role="treeitem"]')).toHaveLength(1 + 100 + 1);
  await userEvent.click(more);
  expect(await screen.findByText('member1149')).toBeInTheDocument();
  expect(container.querySelectorAll('[role="treeitem"]')).toHaveLength(1 + 150);
  expect(childQueries(requests).at(-1)).toEqual({ parent_id: '1', page: '2', pageSize: '100' });
});

test('search shows the matches with their line; choosing one opens the path down to it and selects it', async () => {
  const { requests } = mockLine();
  renderPartner(<StructurePage />, { path: '/partner/partner-structure' });
  await screen.findByRole('treeitem', { name: /agency10/ });

  await userEvent.type(screen.getByRole('searchbox', { name: '아이디 또는 닉네임 검색' }), 'nick30{Enter}');
  const results = await screen.findByRole('list', { name: '검색 결과' });
  expect(queryOf(sentTo(requests, userLinePath)[0]!).search).toBe('nick30');
  const match = within(results).getByRole('button', { name: /member30/ });
  expect(match).toHaveTextContent('agency10 › agency20');

  await userEvent.click(match);
  const target = await screen.findByRole('treeitem', { name: /member30/ });
  await waitFor(() => expect(target).toHaveAttribute('aria-selected', 'true'));
  expect(item(/agency10/)).toHaveAttribute('aria-expanded', 'true');
  expect(item(/agency20/)).toHaveAttribute('aria-expanded', 'true');
  expect(childQueries(requests).map((q) => q.parent_id)).toEqual(['1', '10', '20']);
  // The keyboard carries on from the match.
  expect(screen.getByRole('tree')).toHaveFocus();
});
