import {
  staffMarqueeList,
  staffMarqueeUpdate,
  staffSiteSettingGet,
  staffSiteSettingUpdate,
  staffSlideCreate,
  staffSlideList,
  staffSlideOrder,
  type StaffMarqueeLine,
  type StaffSiteSetting,
  type StaffSlide,
} from '@casino/contract';
import { bodyOf, mockApi, okFor, on, renderStaffPage, sentTo, type EndpointRoute } from '@casino/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { withSentFields } from '../../../test/sent-fields';
import { setupUser } from '../../../test/user';
import SiteContentPage from './site-content-page';

const slide = (id: number, position: number, extra: Partial<StaffSlide> = {}): StaffSlide => ({
  id,
  image_url: `/uploads/s${id}.png`,
  title: `배너 ${id}`,
  title_en: `Banner ${id}`,
  link_url: '/game/slot',
  active: true,
  position,
  ...extra,
});
const line = (id: number, position: number, extra: Partial<StaffMarqueeLine> = {}): StaffMarqueeLine => ({ id, text: `문구 ${id}`, text_en: '', active: true, position, ...extra });
const setting: StaffSiteSetting = {
  site_name: '카지노',
  site_name_en: 'Casino',
  logo_url: '/static/logo.svg',
  support_contact: '텔레그램 @help',
  support_contact_en: 'Telegram @help',
  bank_inspection_hours: '23:00-00:30',
  min_deposit: 10000,
  min_withdraw: 30000,
  updated_at: '2025-05-01T01:00:00.000Z',
};

const api = (routes: EndpointRoute[] = []) =>
  mockApi([
    ...routes,
    on(staffSlideList, { items: [slide(1, 1), slide(2, 2, { link_url: null, title_en: '' })] }),
    on(staffMarqueeList, { items: [line(5, 1), line(6, 2, { active: false })] }),
    on(staffSiteSettingGet, setting),
  ]);
/** The settings as saved: what was sent, newly dated. */
const savedSetting = on(staffSiteSettingUpdate, async (request) => okFor(staffSiteSettingUpdate, await withSentFields({ ...setting, updated_at: '2025-05-03T00:00:00.000Z' }, request)));

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const paste = async (input: HTMLElement, text: string) => {
  await user.click(input);
  await user.paste(text);
};

// Forms open in drawers of antd fields: slower to mount in jsdom than the 40 s default allows on a busy machine.
jest.setTimeout(90_000);

const user = setupUser();

afterEach(() => jest.restoreAllMocks());

test('without the site right the page says so and asks nothing', async () => {
  const { requests } = api();
  renderStaffPage(<SiteContentPage />, { account: { rights: [] } });
  expect(screen.getByRole('heading', { level: 1, name: '사이트 콘텐츠' })).toBeInTheDocument();
  expect(screen.getByText('사이트 전체 콘텐츠를 바꿀 권한이 없습니다.')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

describe('carousel slides', () => {
  test('are listed in display order with both titles and their link; moving one sends every slide in the new order', async () => {
    const { requests } = api([on(staffSlideOrder, { items: [slide(2, 1, { link_url: null, title_en: '' }), slide(1, 2)] })]);
    renderStaffPage(<SiteContentPage />, { path: '/partner/site-content' });
    const first = await rowOf('배너 1');
    expect(within(first).getByText('Banner 1')).toBeInTheDocument();
    expect(within(first).getByText('/game/slot')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: '배너 1' })).toHaveAttribute('src', '/uploads/s1.png');
    expect(within(await rowOf('배너 2')).getByText('(영어 없음: 한국어 표시)')).toBeInTheDocument();

    await user.click(within(await rowOf('배너 2')).getByRole('button', { name: '배너 2 위로 이동' }));
    expect(await screen.findByText('순서를 바꿨습니다')).toBeInTheDocument();
    expect(await bodyOf(sentTo(requests, staffSlideOrder)[0]!)).toEqual({ ids: [2, 1] });
    await waitFor(() => expect(within(screen.getAllByRole('row')[1]!).getByText('배너 2')).toBeInTheDocument());
  });

  test('a new slide takes a link inside the site only, and goes to the end', async () => {
    const { requests } = api([on(staffSlideCreate, slide(3, 3))]);
    renderStaffPage(<SiteContentPage />);
    await rowOf('배너 1');
    await user.click(screen.getByRole('button', { name: '새 배너' }));
    const form = await screen.findByRole('dialog', { name: '새 배너' });

    await paste(within(form).getByLabelText('이미지'), '/uploads/new.png');
    await paste(within(form).getByLabelText('제목 (한국어)'), '여름 이벤트');
    await paste(within(form).getByLabelText('제목 (영어)'), 'Summer event');
    await paste(within(form).getByLabelText('링크'), 'https://elsewhere.example');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByText('/로 시작하는 사이트 안 경로만 쓸 수 있습니다')).toBeInTheDocument();
    expect(sentTo(requests, staffSlideCreate)).toHaveLength(0);

    await user.clear(within(form).getByLabelText('링크'));
    await paste(within(form).getByLabelText('링크'), '/event/summer');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('배너를 추가했습니다')).toBeInTheDocument();
    expect(await bodyOf(sentTo(requests, staffSlideCreate)[0]!)).toEqual({
      image_url: '/uploads/new.png',
      title: '여름 이벤트',
      title_en: 'Summer event',
      link_url: '/event/summer',
      active: true,
    });
  });

  test('a form with something written in it asks before Escape or Cancel throws it away', async () => {
    // The newest question (a closed one may still be fading out).
    const discardQuestion = async () => (await screen.findAllByText('쓰던 내용을 버릴까요?')).at(-1)!.closest('.ant-modal') as HTMLElement;
    api();
    renderStaffPage(<SiteContentPage />);
    await rowOf('배너 1');
    // Untouched: Cancel closes at once.
    await user.click(screen.getByRole('button', { name: '새 배너' }));
    await user.click(within(await screen.findByRole('dialog', { name: '새 배너' })).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '새 배너' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '새 배너' }));
    const form = await screen.findByRole('dialog', { name: '새 배너' });
    await paste(within(form).getByLabelText('제목 (한국어)'), '여름 이벤트');
    await user.keyboard('{Escape}');
    await user.click(within(await discardQuestion()).getByRole('button', { name: '계속 쓰기' }));
    expect(within(form).getByLabelText('제목 (한국어)')).toHaveValue('여름 이벤트');

    await user.click(within(form).getByRole('button', { name: '취소' }));
    await user.click(within(await discardQuestion()).getByRole('button', { name: '버리기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '새 배너' })).not.toBeInTheDocument());
  });
});

test('marquee lines: deactivating asks first and sends the line as it is, inactive', async () => {
  const { requests } = api([on(staffMarqueeUpdate, async (request) => okFor(staffMarqueeUpdate, await withSentFields(line(5, 1), request)))]);
  renderStaffPage(<SiteContentPage />, { path: '/partner/site-content?tab=marquee' });
  expect(within(await rowOf('문구 6')).getByText('사용 안 함')).toBeInTheDocument();
  await user.click(within(await rowOf('문구 5')).getByRole('button', { name: '문구 5 사용 중지' }));
  const confirm = await screen.findByRole('dialog');
  await user.click(within(confirm).getByRole('button', { name: '사용 중지' }));
  expect(await screen.findByText('사용을 중지했습니다')).toBeInTheDocument();
  expect(await bodyOf(sentTo(requests, staffMarqueeUpdate)[0]!)).toEqual({ id: 5, text: '문구 5', text_en: '', active: false });
});

test('a minimum amount below 0 or past the largest request is refused where it is typed, never corrected', async () => {
  const { requests } = api([savedSetting]);
  renderStaffPage(<SiteContentPage />, { path: '/partner/site-content?tab=settings' });
  const deposit = await screen.findByLabelText('최소 입금액');
  await user.clear(deposit);
  await paste(deposit, '-5000');
  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findByText('0원 이상으로 입력해 주세요')).toBeInTheDocument();
  expect(deposit).toHaveValue('-5000');

  await user.clear(deposit);
  await paste(deposit, '2000000000');
  expect(deposit).toHaveValue('2,000,000,000');
  expect(await screen.findByText('1,000,000,000원 이하로 입력해 주세요')).toBeInTheDocument();
  expect(sentTo(requests, staffSiteSettingUpdate)).toHaveLength(0);

  await user.clear(deposit);
  await paste(deposit, '20000');
  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findByText('저장했습니다')).toBeInTheDocument();
  expect(await bodyOf(sentTo(requests, staffSiteSettingUpdate)[0]!)).toEqual(expect.objectContaining({ min_deposit: 20000, min_withdraw: 30000 }));
});

test('site settings load into the form, are checked, and are saved whole', async () => {
  const { requests } = api([savedSetting]);
  renderStaffPage(<SiteContentPage />, { path: '/partner/site-content?tab=settings' });
  const name = await screen.findByRole('textbox', { name: '사이트 이름 (한국어)' });
  expect(name).toHaveValue('카지노');
  expect(screen.getByLabelText('최소 입금액')).toHaveValue('10,000');

  const hours = screen.getByLabelText('은행 점검 시간');
  await user.clear(hours);
  await paste(hours, '25:00-01:00');
  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findByText('23:00-00:30 처럼 입력해 주세요')).toBeInTheDocument();
  expect(sentTo(requests, staffSiteSettingUpdate)).toHaveLength(0);

  await user.clear(hours);
  await paste(hours, '23:30-00:10');
  await user.clear(screen.getByLabelText('로고'));
  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findByText('저장했습니다')).toBeInTheDocument();
  expect(await bodyOf(sentTo(requests, staffSiteSettingUpdate)[0]!)).toEqual({
    site_name: '카지노',
    site_name_en: 'Casino',
    logo_url: null,
    support_contact: '텔레그램 @help',
    support_contact_en: 'Telegram @help',
    bank_inspection_hours: '23:30-00:10',
    min_deposit: 10000,
    min_withdraw: 30000,
  });
});
