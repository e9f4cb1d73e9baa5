import { userChildList, userCreateChild } from '@casino/contract';
import { bodyOf, failWith, mockApi, on, sentTo } from '@casino/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPartner } from '../../../test/render-partner';
import RegisterWindow from './register-window';

const field = (name: string) => screen.getByLabelText(name);

async function fillForm(overrides: Record<string, string> = {}) {
  const values = {
    '회원 아이디': 'newkim1',
    '표시 이름': '김신규',
    '비밀번호': 'abc123',
    '전화번호': '010-1234-5678',
    '은행': '국민',
    '계좌번호': '123-456-7890',
    '예금주': '김신규',
    '환전 비밀번호': 'pass99',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) if (value) await userEvent.type(field(label), value);
}

let opener: { postMessage: jest.Mock; closed: boolean; location: { origin: string } };
beforeEach(() => {
  opener = { postMessage: jest.fn(), closed: false, location: { origin: window.location.origin } };
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
});
afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
});

test('adds a member under the signed-in partner and tells the opener', async () => {
  const { requests } = mockApi([on(userChildList, { items: [], total: 0 }), on(userCreateChild, { id: 40, username: 'newkim1', level: 'member', referral_code: null })]);
  renderPartner(<RegisterWindow />, { path: '/windows/register' });
  expect(screen.getByRole('heading', { name: '회원 추가', level: 1 })).toBeInTheDocument();
  await fillForm();
  await userEvent.click(screen.getByRole('button', { name: '등록' }));

  expect(await screen.findByText('등록되었습니다')).toBeInTheDocument();
  const [sent] = sentTo(requests, userCreateChild);
  expect(await bodyOf(sent!)).toEqual({
    partner_username: 'master1',
    level: 'member',
    username: 'newkim1',
    nickname: '김신규',
    password: 'abc123',
    phone: '010-1234-5678',
    bank_name: '국민',
    account_number: '123-456-7890',
    account_holder: '김신규',
    withdraw_password: 'pass99',
  });
  expect(opener.postMessage).toHaveBeenCalledTimes(1);
});

test("applies the spec's password rule with its message, and asks for every field", async () => {
  const { requests } = mockApi([on(userChildList, { items: [], total: 0 })]);
  renderPartner(<RegisterWindow />, { path: '/windows/register' });
  await fillForm({ '비밀번호': 'ab!', '환전 비밀번호': 'x' });
  await userEvent.click(screen.getByRole('button', { name: '등록' }));
  expect(await screen.findByText('비밀번호는 영문과 숫자 4-12자여야 합니다')).toBeInTheDocument();
  expect(await screen.findByText('환전 비밀번호는 영문과 숫자 4-12자여야 합니다')).toBeInTheDocument();

  await userEvent.clear(field('비밀번호'));
  await userEvent.type(field('비밀번호'), 'abcd1234');
  await userEvent.clear(field('환전 비밀번호'));
  await userEvent.clear(field('예금주'));
  await userEvent.click(screen.getByRole('button', { name: '등록' }));
  expect(await screen.findByText('모든 항목을 입력해 주세요')).toBeInTheDocument();
  expect(sentTo(requests, userCreateChild)).toHaveLength(0);
});

test("shows the server's message when it refuses (ID taken)", async () => {
  mockApi([on(userChildList, { items: [], total: 0 }), on(userCreateChild, () => failWith(409, { message: '이미 사용 중인 아이디입니다', code: 'USERNAME_TAKEN' }))]);
  renderPartner(<RegisterWindow />, { path: '/windows/register' });
  await fillForm();
  await userEvent.click(screen.getByRole('button', { name: '등록' }));
  expect(await screen.findByText('이미 사용 중인 아이디입니다')).toBeInTheDocument();
  expect(opener.postMessage).not.toHaveBeenCalled();
});

test('?level=agency adds a sub-partner and shows its referral code', async () => {
  const { requests } = mockApi([on(userCreateChild, { id: 41, username: 'agency9', level: 'agency', referral_code: 'AGENCY9' })]);
  renderPartner(<RegisterWindow />, { path: '/windows/register?level=agency' });
  expect(screen.getByRole('heading', { name: '하위 파트너 추가', level: 1 })).toBeInTheDocument();
  await fillForm({ '회원 아이디': '', '파트너 아이디 (새 계정)': 'agency9' });
  await userEvent.click(screen.getByRole('button', { name: '등록' }));
  expect(await screen.findByText(/추천 코드: AGENCY9/)).toBeInTheDocument();
  await waitFor(() => expect(sentTo(requests, userCreateChild)).toHaveLength(1));
  expect(await bodyOf(sentTo(requests, userCreateChild)[0]!)).toMatchObject({ level: 'agency', username: 'agency9', partner_username: 'master1' });
});
