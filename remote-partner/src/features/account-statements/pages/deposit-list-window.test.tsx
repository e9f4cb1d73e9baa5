import { agencyStatementUserList, type AgencyStatement, type StatementStatus } from '@casino/contract';
import { mockApi, on, queryOf, sentTo } from '@casino/platform/testing';
import { screen } from '@testing-library/react';
import { renderPartner } from '../../../test/render-partner';
import DepositListWindow from './deposit-list-window';

const row = (id: number, userId: number, status: StatementStatus): AgencyStatement => ({
  id,
  type: 'deposit',
  amount: 50_000,
  status,
  created_at: '2025-03-01T01:00:00.000Z',
  processed_at: null,
  deletable: false,
  user_id: userId,
  username: 'kim31',
  nickname: '김',
  bank_name: 'KB',
  account_number: '****1234',
  parent_username: 'master1',
  turnover: null,
});

afterEach(() => jest.restoreAllMocks());

test("lists the member's deposit requests with their status labels", async () => {
  const { requests } = mockApi([on(agencyStatementUserList, { items: [row(1, 31, 'approve'), row(2, 31, 'request')], total: 2, open: { deposit: 1, withdraw: 0 } })]);
  renderPartner(<DepositListWindow />, { path: '/windows/deposit-list?id=31&username=kim31' });
  expect(await screen.findByText('승인')).toBeInTheDocument();
  expect(screen.getByText('신청')).toBeInTheDocument();
  const query = queryOf(sentTo(requests, agencyStatementUserList)[0]!);
  expect([query.type, query.username]).toEqual(['deposit', 'kim31']);
});

test("never shows another account's rows when the hint names someone else", async () => {
  mockApi([on(agencyStatementUserList, { items: [row(1, 99, 'approve')], total: 1, open: { deposit: 0, withdraw: 0 } })]);
  renderPartner(<DepositListWindow />, { path: '/windows/deposit-list?id=31&username=kim31' });
  expect(await screen.findByText('내역이 없습니다')).toBeInTheDocument();
  expect(screen.queryByText('승인')).not.toBeInTheDocument();
});
