import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderStaffPage } from '../../testing/render-staff-page';
import { BackOfficeTable } from './back-office-table';
import type { BackOfficeColumn } from './columns';
import { RowActions } from './row-actions';
import type { TableLayout } from './table-layout';

interface Account {
  id: number;
  username: string;
  balance: number;
  bank: string;
  state: string;
}

const ROWS: Account[] = [
  { id: 1, username: 'member1', balance: 1_000, bank: 'Shinhan', state: 'normal' },
  { id: 2, username: 'member2', balance: 2_500, bank: 'KB', state: 'stop' },
];

const COLUMNS: BackOfficeColumn<Account>[] = [
  { key: 'username', title: 'ID', dataIndex: 'username' },
  { key: 'balance', title: 'Balance', dataIndex: 'balance', card: true, align: 'right' },
  { key: 'bank', title: 'Bank', dataIndex: 'bank' },
  { key: 'state', title: <span>State</span>, label: 'State', render: (_, row) => `is ${row.state}`, card: true },
];

const topUp = jest.fn();
const refund = jest.fn();
const history = jest.fn();

function Accounts({ layout, totals = true }: { layout?: TableLayout; totals?: boolean }) {
  return (
    <BackOfficeTable<Account>
      tableId="test.accounts"
      label="Accounts"
      rowKey="id"
      layout={layout}
      columns={COLUMNS}
      dataSource={ROWS}
      locale={{ emptyText: 'No accounts' }}
      pagination={{ current: 1, pageSize: 2, total: 5 }}
      totals={totals ? { label: 'Sum', cells: { balance: '3,500' } } : null}
      actions={{
        title: 'Actions',
        render: (row) => (
          <RowActions
            name={row.username}
            actions={[
              { key: 'top-up', label: 'Top up', primary: true, onClick: () => topUp(row.id) },
              { key: 'refund', label: 'Refund', primary: true, onClick: () => refund(row.id) },
              { key: 'history', label: 'Login history', onClick: () => history(row.id) },
            ]}
          />
        ),
      }}
    />
  );
}

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

test('a wide table pins the ID column left and the actions right, with the main actions as buttons and the rest in a menu', async () => {
  renderStaffPage(<Accounts layout="wide" />);
  const table = screen.getByRole('table', { name: 'Accounts' });
  expect(headers()).toEqual(['ID', 'Balance', 'Bank', 'State', 'Actions']);
  expect(within(table).getByRole('columnheader', { name: 'ID' })).toHaveClass('ant-table-cell-fix-start');
  expect(within(table).getByRole('columnheader', { name: 'Actions' })).toHaveClass('ant-table-cell-fix-end');
  fireEvent.click(screen.getByRole('button', { name: 'Top up member2' }));
  expect(topUp).toHaveBeenCalledWith(2);
  fireEvent.click(screen.getByRole('button', { name: 'member1 작업 더보기' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Login history' }));
  expect(history).toHaveBeenCalledWith(1);
});

test('a narrow table puts every action of a row in one menu', async () => {
  renderStaffPage(<Accounts layout="compact" />);
  expect(screen.queryByRole('button', { name: 'Top up member1' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'member1 작업' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Refund' }));
  expect(refund).toHaveBeenCalledWith(1);
});

test('the totals sit under their own columns, and follow the columns the user hides', () => {
  renderStaffPage(<Accounts layout="wide" />);
  const totalsRow = () => screen.getAllByRole('row').at(-1)!;
  expect(within(totalsRow()).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Sum', '3,500', '', '', '']);
  fireEvent.click(screen.getByRole('button', { name: /표시할 열/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Balance' }));
  expect(headers()).toEqual(['ID', 'Bank', 'State', 'Actions']);
  expect(within(totalsRow()).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Sum', '', '', '']);
});

test('hidden columns are remembered per signed-in account and per table, and "show all" brings them back', () => {
  const first = renderStaffPage(<Accounts layout="wide" />, { account: { id: 7 } });
  fireEvent.click(screen.getByRole('button', { name: /표시할 열/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Bank' }));
  expect(screen.getByRole('button', { name: /표시할 열 \(1개 숨김\)/ })).toBeInTheDocument();
  first.unmount();

  // The same account, later: still hidden.
  const again = renderStaffPage(<Accounts layout="wide" />, { account: { id: 7 } });
  expect(headers()).toEqual(['ID', 'Balance', 'State', 'Actions']);
  again.unmount();

  // Another account in the same browser: its own choice (none yet).
  const other = renderStaffPage(<Accounts layout="wide" />, { account: { id: 8 } });
  expect(headers()).toEqual(['ID', 'Balance', 'Bank', 'State', 'Actions']);
  other.unmount();

  renderStaffPage(<Accounts layout="wide" />, { account: { id: 7 } });
  fireEvent.click(screen.getByRole('button', { name: /표시할 열/ }));
  fireEvent.click(screen.getByRole('button', { name: '모두 표시' }));
  expect(headers()).toEqual(['ID', 'Balance', 'Bank', 'State', 'Actions']);
  expect(JSON.parse(localStorage.getItem('backOffice.columns.7.test.accounts')!)).toEqual([]);
});

test('the ID column cannot be hidden', () => {
  renderStaffPage(<Accounts layout="wide" />);
  fireEvent.click(screen.getByRole('button', { name: /표시할 열/ }));
  const group = screen.getByRole('group', { name: 'Accounts에 표시할 열' });
  expect(within(group).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual(['Balance', 'Bank', 'State']);
});

test('a corrupt stored choice falls back to the defaults', () => {
  localStorage.setItem('backOffice.columns.1.test.accounts', '{"not":"a list"');
  renderStaffPage(<Accounts layout="wide" />);
  expect(headers()).toEqual(['ID', 'Balance', 'Bank', 'State', 'Actions']);
});

test('on a phone each row is a card: the ID as its title, the key figures, the rest on "details", the actions, the totals and the pager', async () => {
  const onChange = jest.fn();
  renderStaffPage(
    <BackOfficeTable<Account>
      tableId="test.accounts"
      label="Accounts"
      rowKey="id"
      layout="cards"
      columns={COLUMNS}
      dataSource={ROWS}
      totals={{ label: 'Sum', cells: { balance: '3,500' } }}
      pagination={{ current: 1, pageSize: 2, total: 5, onChange }}
      actions={{ title: 'Actions', render: (row) => <RowActions name={row.username} actions={[{ key: 'top-up', label: 'Top up', primary: true, onClick: () => topUp(row.id) }]} /> }}
    />,
  );
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const cards = within(screen.getByRole('list', { name: 'Accounts' })).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  const second = cards[1]!;
  expect(second).toHaveTextContent('member2');
  expect(within(second).getAllByRole('term').map((t) => t.textContent)).toEqual(['Balance', 'State']);
  expect(second).toHaveTextContent('is stop');
  expect(second).not.toHaveTextContent('KB');
  fireEvent.click(within(second).getByRole('button', { name: '자세히' }));
  expect(second).toHaveTextContent('KB');
  fireEvent.click(within(second).getByRole('button', { name: 'Top up member2' }));
  expect(topUp).toHaveBeenCalledWith(2);
  expect(screen.getByText('Sum').closest('.ant-card')).toHaveTextContent('3,500');
  fireEvent.click(screen.getByTitle('3'));
  expect(onChange).toHaveBeenCalledWith(3, 2);
});

test('an empty list says so in both layouts, and not while it loads', () => {
  for (const layout of ['cards', 'wide'] as const) {
    const empty = renderStaffPage(<BackOfficeTable<Account> tableId="t" label="Accounts" layout={layout} columns={COLUMNS} dataSource={[]} locale={{ emptyText: 'No accounts' }} />);
    expect(screen.getByText('No accounts')).toBeInTheDocument();
    empty.unmount();
  }
  renderStaffPage(<BackOfficeTable<Account> tableId="t" label="Accounts" layout="cards" loading columns={COLUMNS} dataSource={[]} locale={{ emptyText: 'No accounts' }} />);
  expect(screen.queryByText('No accounts')).not.toBeInTheDocument();
});

test('without a total the cards are paged here, ten to a page, like the table', () => {
  const many = Array.from({ length: 13 }, (_, i) => ({ id: i + 1, username: `m${i + 1}`, balance: i, bank: '', state: 'normal' }));
  renderStaffPage(<BackOfficeTable<Account> tableId="t" label="Accounts" rowKey="id" layout="cards" columns={COLUMNS} dataSource={many} />);
  expect(within(screen.getByRole('list', { name: 'Accounts' })).getAllByRole('listitem')).toHaveLength(10);
  fireEvent.click(screen.getByTitle('2'));
  expect(within(screen.getByRole('list', { name: 'Accounts' })).getAllByRole('listitem').map((li) => li.textContent?.slice(0, 3))).toEqual(['m11', 'm12', 'm13']);
});

test('the layout follows the viewport: cards under 768 px, one action menu under 1200 px', async () => {
  const widths = { current: 1366 };
  const matches = (query: string) => {
    const max = /max-width: ([\d.]+)px/.exec(query);
    const min = /min-width: ([\d.]+)px/.exec(query);
    return (!max || widths.current <= Number(max[1])) && (!min || widths.current >= Number(min[1]));
  };
  const listeners = new Map<(event: { matches: boolean }) => void, string>();
  const resize = (width: number) =>
    act(() => {
      widths.current = width;
      listeners.forEach((query, listener) => listener({ matches: matches(query) }));
    });
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.set(listener, query),
    removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
    addListener: (listener: (event: { matches: boolean }) => void) => listeners.set(listener, query),
    removeListener: (listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  try {
    renderStaffPage(<Accounts />);
    expect(screen.getByRole('button', { name: 'Top up member1' })).toBeInTheDocument();
    resize(1024);
    expect(screen.getByRole('button', { name: 'member1 작업' })).toBeInTheDocument();
    resize(390);
    expect(screen.getByRole('list', { name: 'Accounts' })).toBeInTheDocument();
  } finally {
    window.matchMedia = matchMedia;
  }
});

test("a card opens a row's own content where the table's control opens it (expandedRowKeys), and under details otherwise", () => {
  const opened = (keys?: number[]) => (
    <BackOfficeTable<Account>
      tableId="t"
      label="Accounts"
      rowKey="id"
      layout="cards"
      columns={COLUMNS}
      dataSource={ROWS}
      expandable={{ expandedRowKeys: keys, expandedRowRender: (row) => <p>sessions of {row.username}</p> }}
    />
  );
  const byTable = renderStaffPage(opened([2]));
  expect(screen.getByText('sessions of member2')).toBeInTheDocument();
  expect(screen.queryByText('sessions of member1')).not.toBeInTheDocument();
  byTable.unmount();

  renderStaffPage(opened(undefined));
  const first = within(screen.getByRole('list', { name: 'Accounts' })).getAllByRole('listitem')[0]!;
  expect(first).not.toHaveTextContent('sessions of member1');
  fireEvent.click(within(first).getByRole('button', { name: '자세히' }));
  expect(first).toHaveTextContent('sessions of member1');
});

test("on a phone a row's own rows (tree data) follow it as cards inside its item", () => {
  interface Rule {
    key: string;
    name: string;
    allowed: string;
    children?: Rule[];
  }
  const rules: Rule[] = [
    { key: 'slot', name: 'Slot', allowed: 'yes', children: [{ key: 'slot.7', name: 'Pragmatic Play', allowed: 'no' }] },
    { key: 'lotto', name: 'Lotto', allowed: 'yes' },
  ];
  renderStaffPage(
    <BackOfficeTable<Rule>
      tableId="t"
      label="Rules"
      rowKey="key"
      layout="cards"
      pagination={false}
      expandable={{ defaultExpandAllRows: true }}
      columns={[
        { key: 'name', title: 'Game', dataIndex: 'name' },
        { key: 'allowed', title: 'Allowed', dataIndex: 'allowed', card: true },
      ]}
      dataSource={rules}
    />,
  );
  const list = screen.getByRole('list', { name: 'Rules' });
  const slot = within(list).getAllByRole('listitem')[0]!;
  const brands = within(slot).getByRole('list');
  expect(within(brands).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Pragmatic PlayAllowedno']);
  expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('.ant-card-head-title')!.textContent)).toEqual(['Slot', 'Pragmatic Play', 'Lotto']);
});

test("an action on its way shows it, and a button may be named in the language's own order", () => {
  renderStaffPage(
    <BackOfficeTable<Account>
      tableId="t"
      label="Accounts"
      rowKey="id"
      layout="wide"
      columns={COLUMNS}
      dataSource={ROWS}
      actions={{
        title: 'Actions',
        render: (row) => (
          <RowActions
            name={row.username}
            actions={[
              { key: 'edit', label: '수정', ariaLabel: `${row.username} 수정`, primary: true, onClick: () => history(row.id) },
              { key: 'stop', label: 'Stop', primary: true, loading: row.id === 2, onClick: () => refund(row.id) },
            ]}
          />
        ),
      }}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'member1 수정' }));
  expect(history).toHaveBeenCalledWith(1);
  expect(screen.getByRole('button', { name: 'Stop member2' })).toHaveClass('ant-btn-loading');
  expect(screen.getByRole('button', { name: 'Stop member1' })).not.toHaveClass('ant-btn-loading');
});
