import { userLoginHistory, type LoginRecord } from '@casino/contract';
import { mockApi, on, queryOf, sentTo } from '@casino/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPartner } from '../../../test/render-partner';
import LoginHistoryWindow from './login-history-window';

const LINUX_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0.0.0 Safari/537.36';
const record = (result: LoginRecord['result'], ip: string): LoginRecord => ({ username: 'kim31', nickname: '김', ip, device: result === 'success' ? LINUX_CHROME : '', result, created_at: '2025-03-01T01:00:00.000Z' });

afterEach(() => jest.restoreAllMocks());

test("lists the account's sign-ins, refused ones included, asked for by user_id", async () => {
  const { requests } = mockApi([on(userLoginHistory, { items: [record('success', '1.1.1.1'), record('stopped', '2.2.2.2')], total: 2 })]);
  renderPartner(<LoginHistoryWindow />, { path: '/windows/login-history?id=31&username=kim31' });
  expect(await screen.findByText('정지 계정')).toBeInTheDocument();
  expect(screen.getByText('성공')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'kim31 로그인 기록' })).toBeInTheDocument();
  expect(queryOf(sentTo(requests, userLoginHistory)[0]!).user_id).toBe('31');
});

test('says so when the address has no id', async () => {
  const { requests } = mockApi([]);
  renderPartner(<LoginHistoryWindow />, { path: '/windows/login-history' });
  expect(await screen.findByText('대상 계정이 지정되지 않았습니다. 목록에서 창을 다시 열어 주세요.')).toBeInTheDocument();
  expect(sentTo(requests, userLoginHistory)).toHaveLength(0);
});

test('shows the device as current users does, the whole user agent on hover and on keyboard focus', async () => {
  mockApi([on(userLoginHistory, { items: [record('success', '1.1.1.1'), record('stopped', '2.2.2.2')], total: 2 })]);
  renderPartner(<LoginHistoryWindow />, { path: '/windows/login-history?id=31&username=kim31' });
  const device = await screen.findByRole('button', { name: 'Chrome 143 · Linux' });
  expect(screen.queryByText(LINUX_CHROME)).not.toBeInTheDocument();
  // A refused sign-in has no device.
  expect(within(screen.getByText('2.2.2.2').closest('tr')!).queryByRole('button')).not.toBeInTheDocument();

  await userEvent.hover(device);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(LINUX_CHROME);
  await userEvent.unhover(device);
  await waitFor(() => expect(device).not.toHaveAttribute('aria-describedby'));

  // Tab from the start of the page reaches the device (the table's scroll area comes first).
  await userEvent.tab();
  while (document.activeElement !== device && document.activeElement !== document.body) await userEvent.tab();
  expect(device).toHaveFocus();
  await waitFor(() => expect(device).toHaveAccessibleDescription(LINUX_CHROME));
});
