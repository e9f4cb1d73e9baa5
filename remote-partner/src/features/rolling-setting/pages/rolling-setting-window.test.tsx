import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, jsonResponse, mockApi, renderPartner, sentTo } from '../../../test/render-partner';
import RollingSettingWindow from './rolling-setting-window';

const SETTING = '/api/v1/game/partner/rolling/setting';
const own = { casino: 150, slot: 200, lotto: 50 };
const child = { id: 5, username: 'agency1', nickname: '에이전시1', level: 'agency', rates: { casino: 100, slot: 100, lotto: 0 } };

afterEach(() => jest.restoreAllMocks());

test('shows own rates as the bound and saves only the changed rate, in basis points', async () => {
  const { requests } = mockApi({
    [`GET ${SETTING}`]: { items: [child], total: 1, own },
    [`PATCH ${SETTING}`]: jsonResponse(200, { data: { ...child, rates: { ...child.rates, slot: 125 } } }),
  });
  renderPartner(<RollingSettingWindow />, { path: '/windows/rolling-setting?id=5&username=agency1' });

  expect(await screen.findByText('agency1 요율')).toBeInTheDocument();
  expect(screen.getByText('1.5%')).toBeInTheDocument();
  const slot = screen.getByRole('spinbutton', { name: '슬롯' });
  expect(slot).toHaveValue('1.00');
  await userEvent.clear(slot);
  await userEvent.type(slot, '1.25');
  await userEvent.click(screen.getByRole('button', { name: '저장' }));

  expect(await screen.findByText('롤링 요율을 저장했습니다')).toBeInTheDocument();
  const [sent] = sentTo(requests, SETTING).filter((r) => r.method === 'PATCH');
  expect(await bodyOf(sent!)).toEqual({ user_id: 5, rates: { slot: 125 } });
});

test('says a rate above its own is not allowed before sending, and shows the server message when it refuses', async () => {
  const { requests } = mockApi({
    [`GET ${SETTING}`]: { items: [child], total: 1, own },
    [`PATCH ${SETTING}`]: jsonResponse(409, { message: '하위의 카지노 요율(1%)보다 낮출 수 없습니다', code: 'CONFLICT' }),
  });
  renderPartner(<RollingSettingWindow />, { path: '/windows/rolling-setting?id=5' });
  const casino = await screen.findByRole('spinbutton', { name: '카지노' });
  await userEvent.clear(casino);
  await userEvent.type(casino, '2');
  await userEvent.tab();
  expect(await screen.findByText('내 요율(1.5%)보다 높을 수 없습니다')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();

  await userEvent.clear(casino);
  await userEvent.type(casino, '0.5');
  await userEvent.tab();
  await userEvent.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findByText('하위의 카지노 요율(1%)보다 낮출 수 없습니다')).toBeInTheDocument();
  await waitFor(() => expect(sentTo(requests, SETTING).filter((r) => r.method === 'PATCH')).toHaveLength(1));
});

test('an account that is not a direct child is a clear not-found', async () => {
  mockApi({ [`GET ${SETTING}`]: { items: [child], total: 1, own } });
  renderPartner(<RollingSettingWindow />, { path: '/windows/rolling-setting?id=99' });
  expect(await screen.findByText('계정을 찾을 수 없거나 권한이 없습니다.')).toBeInTheDocument();
});
