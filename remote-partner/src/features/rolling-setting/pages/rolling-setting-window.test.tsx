import { rollingSettingGet, rollingSettingPatch, type ChildRates, type DataOf } from '@casino/contract';
import { bodyOf, failWith, mockApi, on, sentTo } from '@casino/platform/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPartner } from '../../../test/render-partner';
import RollingSettingWindow from './rolling-setting-window';

const child: ChildRates = { id: 5, username: 'agency1', nickname: '에이전시1', level: 'agency', rates: { casino: 100, slot: 100, lotto: 0 } };
const settings: DataOf<typeof rollingSettingGet> = { items: [child], total: 1, own: { casino: 150, slot: 200, lotto: 50 } };

afterEach(() => jest.restoreAllMocks());

test('shows own rates as the bound and saves only the changed rate, in basis points', async () => {
  const { requests } = mockApi([on(rollingSettingGet, settings), on(rollingSettingPatch, { ...child, rates: { ...child.rates, slot: 125 } })]);
  renderPartner(<RollingSettingWindow />, { path: '/windows/rolling-setting?id=5&username=agency1' });

  expect(await screen.findByText('agency1 요율')).toBeInTheDocument();
  expect(screen.getByText('1.5%')).toBeInTheDocument();
  const slot = screen.getByRole('textbox', { name: '슬롯' });
  expect(slot).toHaveValue('1.00');
  await userEvent.clear(slot);
  await userEvent.type(slot, '1.25');
  await userEvent.click(screen.getByRole('button', { name: '저장' }));

  expect(await screen.findByText('롤링 요율을 저장했습니다')).toBeInTheDocument();
  const [sent] = sentTo(requests, rollingSettingPatch);
  expect(await bodyOf(sent!)).toEqual({ user_id: 5, rates: { slot: 125 } });
});

test('says a rate above its own is not allowed before sending, and shows the server message when it refuses', async () => {
  const { requests } = mockApi([
    on(rollingSettingGet, settings),
    on(rollingSettingPatch, () => failWith(409, { message: '하위의 카지노 요율(1%)보다 낮출 수 없습니다', code: 'CONFLICT' })),
  ]);
  renderPartner(<RollingSettingWindow />, { path: '/windows/rolling-setting?id=5' });
  const casino = await screen.findByRole('textbox', { name: '카지노' });
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
  await waitFor(() => expect(sentTo(requests, rollingSettingPatch)).toHaveLength(1));
});

test('an account that is not a direct child is a clear not-found', async () => {
  mockApi([on(rollingSettingGet, settings)]);
  renderPartner(<RollingSettingWindow />, { path: '/windows/rolling-setting?id=99' });
  expect(await screen.findByText('계정을 찾을 수 없거나 권한이 없습니다.')).toBeInTheDocument();
});

describe('no silent corrections', () => {
  const typeRate = async (name: string, text: string) => {
    const field = screen.getByLabelText(name);
    await userEvent.clear(field);
    await userEvent.type(field, text);
    // Where antd's InputNumber used to clamp and round.
    fireEvent.blur(field);
    return field;
  };

  test('-1 stays -1 with a message, and Save stays disabled; nothing is sent', async () => {
    const { requests } = mockApi([on(rollingSettingGet, settings)]);
    renderPartner(<RollingSettingWindow />, { path: '/windows/rolling-setting?id=5' });
    await screen.findByText('agency1 요율');
    const casino = await typeRate('카지노', '-1');
    expect(casino).toHaveValue('-1');
    expect(screen.getByText('0% 이상으로 입력해 주세요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();

    // More decimals than a rate has is not rounded either.
    const slot = await typeRate('슬롯', '1.255');
    expect(slot).toHaveValue('1.255');
    expect(screen.getByText('소수점 아래 2자리까지 입력해 주세요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();
    expect(sentTo(requests, rollingSettingPatch)).toHaveLength(0);
  });

  test('in English too: below 0 and above my own rate are refused where they are typed', async () => {
    mockApi([on(rollingSettingGet, settings)]);
    const { platform } = renderPartner(<RollingSettingWindow />, { path: '/windows/rolling-setting?id=5' });
    await act(() => platform.i18n.setLanguage('en'));
    await screen.findByText('Rates of agency1');
    expect(await typeRate('Casino', '-1')).toHaveValue('-1');
    expect(screen.getByText('Enter 0% or more')).toBeInTheDocument();
    expect(await typeRate('Slot', '2.5')).toHaveValue('2.5');
    expect(screen.getByText('Cannot be above your own rate (2%)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
