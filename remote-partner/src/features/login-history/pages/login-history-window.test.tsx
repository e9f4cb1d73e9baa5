import { screen } from '@testing-library/react';
import { mockApi, renderPartner, sentTo } from '../../../test/render-partner';
import LoginHistoryWindow from './login-history-window';

const HISTORY = '/api/v1/core/user/login-history';
const record = (result: string, ip: string) => ({ username: 'kim31', nickname: '김', ip, device: result === 'success' ? 'Chrome' : '', result, created_at: '2025-03-01T01:00:00.000Z' });

afterEach(() => jest.restoreAllMocks());

test("lists the account's sign-ins, refused ones included, asked for by user_id", async () => {
  const { requests } = mockApi({ [HISTORY]: { items: [record('success', '1.1.1.1'), record('stopped', '2.2.2.2')], total: 2 } });
  renderPartner(<LoginHistoryWindow />, { path: '/windows/login-history?id=31&username=kim31' });
  expect(await screen.findByText('정지 계정')).toBeInTheDocument();
  expect(screen.getByText('성공')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'kim31 로그인 기록' })).toBeInTheDocument();
  expect(new URL(sentTo(requests, HISTORY)[0]!.url).searchParams.get('user_id')).toBe('31');
});

test('says so when the address has no id', async () => {
  const { requests } = mockApi({});
  renderPartner(<LoginHistoryWindow />, { path: '/windows/login-history' });
  expect(await screen.findByText('대상 계정이 지정되지 않았습니다. 목록에서 창을 다시 열어 주세요.')).toBeInTheDocument();
  expect(sentTo(requests, HISTORY)).toHaveLength(0);
});
