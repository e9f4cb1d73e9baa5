import { carousel, marquee, type DataOf } from '@casino/contract';
import { usePlatform, type Platform } from '@casino/platform';
import { failWith, mockApi, okFor, on } from '@casino/platform/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Slide } from '../store/home-store';
import type { HomePageData } from '../store/home-data';
import HomePage, { loadPageData } from './home-page';
import { MemberFrame } from '../../../test/member-frame';

const welcome: Slide = { id: 1, image_url: '/static/demo/slide-1.svg', title: 'Welcome bonus', link_url: null };
const slides: Slide[] = [welcome, { id: 2, image_url: '/static/demo/slide-2.svg', title: 'Slot week', link_url: '/game/slot' }];
const notices: DataOf<typeof marquee>['items'] = [{ id: 1, text: 'Bank inspection 23:00-00:30' }];

/** The page's platform, for a test to change the language. */
function renderHome(pageData?: HomePageData) {
  let platform: Platform | null = null;
  const Capture = () => {
    platform = usePlatform();
    return null;
  };
  const view = render(
    <MemberFrame>
      <Capture />
      <HomePage pageData={pageData} />
    </MemberFrame>,
  );
  return { ...view, platform: platform! as Platform };
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

test('shows the carousel, the marquee and the casino/slot entry points from the API', async () => {
  const { requests } = mockApi([on(carousel, { items: slides }), on(marquee, { items: notices })]);
  renderHome();

  expect(await screen.findAllByAltText('Welcome bonus')).not.toHaveLength(0);
  expect(screen.getByText('Bank inspection 23:00-00:30')).toBeInTheDocument();
  expect(screen.getByTestId('entry-casino')).toHaveAttribute('href', '/game/casino');
  expect(screen.getByTestId('entry-slot')).toHaveAttribute('href', '/game/slot');
  // Korean is the default language.
  expect(within(screen.getByTestId('entry-casino')).getByText('카지노')).toBeInTheDocument();
  expect(requests.every((r) => r.headers.get('Accept-Language') === 'ko')).toBe(true);
  // One h1 for the page, the sections below it.
  expect(screen.getByRole('heading', { level: 1, name: '카지노 · 슬롯 로비' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: '게임 선택' })).toBeInTheDocument();
});

test('a failed load shows the error with the server message and Retry loads again', async () => {
  let fail = true;
  const unavailable = () => failWith(503, { message: '점검 중입니다', code: 'INTERNAL' });
  mockApi([
    on(carousel, () => (fail ? unavailable() : okFor(carousel, { items: slides }))),
    on(marquee, () => (fail ? unavailable() : okFor(marquee, { items: [] }))),
  ]);
  renderHome();

  expect(await screen.findByText('로비 정보를 불러오지 못했습니다.')).toBeInTheDocument();
  expect(screen.getByText('점검 중입니다')).toBeInTheDocument();

  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /다시 시도/ }));
  expect(await screen.findAllByAltText('Welcome bonus')).not.toHaveLength(0);
});

test('asks again in the new language: banners and notices may have English beside the Korean', async () => {
  const english = (request: Request) => request.headers.get('Accept-Language') === 'en';
  mockApi([
    on(carousel, (request) => okFor(carousel, { items: [{ ...welcome, title: english(request) ? 'Welcome bonus' : '가입 보너스' }] })),
    on(marquee, (request) => okFor(marquee, { items: [{ id: 1, text: english(request) ? 'Bank inspection' : '은행 점검' }] })),
  ]);
  const { platform } = renderHome();
  expect(await screen.findByText('은행 점검')).toBeInTheDocument();
  await act(() => platform.i18n.setLanguage('en'));
  expect(await screen.findByText('Bank inspection')).toBeInTheDocument();
  expect(screen.getByAltText('Welcome bonus')).toBeInTheDocument();
});

test('no slides shows the empty state rather than a blank carousel', async () => {
  mockApi([on(carousel, { items: [] }), on(marquee, { items: [] })]);
  renderHome();
  expect(await screen.findByText('진행 중인 이벤트가 없습니다.')).toBeInTheDocument();
});

test('the data it was rendered with on the server shows at once, with no request; a new language still asks', async () => {
  const { requests } = mockApi([on(carousel, { items: slides }), on(marquee, { items: [{ id: 2, text: 'Weekend rolling x2' }] })]);
  const { platform } = renderHome({ slides, marquee: notices });

  expect(screen.getAllByAltText('Welcome bonus')).not.toHaveLength(0);
  expect(screen.getByText('Bank inspection 23:00-00:30')).toBeInTheDocument();
  await act(() => Promise.resolve());
  expect(requests).toHaveLength(0);

  await act(() => platform.i18n.setLanguage('en'));
  expect(await screen.findByText('Weekend rolling x2')).toBeInTheDocument();
  expect(requests).toHaveLength(2);
});

test('loadPageData asks for the banners and the notice line with the http client it is given', async () => {
  mockApi([on(carousel, { items: slides }), on(marquee, { items: notices })]);
  const { platform } = renderHome({ slides: [], marquee: [] });
  await expect(loadPageData({ http: platform.http, params: {} })).resolves.toEqual({ slides, marquee: notices });
});
