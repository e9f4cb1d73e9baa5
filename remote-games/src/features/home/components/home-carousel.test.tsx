import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Slide } from '../store/home-store';
import { HomeCarousel } from './home-carousel';
import { MemberFrame } from '../../../test/member-frame';

const slides: Slide[] = [
  { id: 1, image_url: '/static/demo/slide-1.svg', title: 'Live casino', link_url: '/game/casino' },
  { id: 2, image_url: '/static/demo/slide-2.svg', title: 'Slot week', link_url: 'https://partner.example/promo' },
  { id: 3, image_url: '/static/demo/slide-3.svg', title: 'Rolling points', link_url: null },
];

const plainMatchMedia = window.matchMedia;
function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) => ({ ...plainMatchMedia(query), matches: reduce && query.includes('prefers-reduced-motion') });
}

function renderCarousel() {
  return render(
    <MemberFrame>
      <HomeCarousel slides={slides} />
    </MemberFrame>,
  );
}

const linkOf = (title: string) => screen.getByAltText(title).closest('a');

afterEach(() => {
  window.matchMedia = plainMatchMedia;
  window.history.replaceState(null, '', '/');
  jest.useRealTimers();
});

test('a banner for a page of the site goes there through the router, without loading the site again', async () => {
  renderCarousel();
  await userEvent.click(linkOf('Live casino')!);
  expect(window.location.pathname).toBe('/game/casino');
});

test('a banner for another site opens it in a new tab that cannot reach back; one without a link is only a picture', () => {
  renderCarousel();
  const external = linkOf('Slot week')!;
  expect(external).toHaveAttribute('href', 'https://partner.example/promo');
  expect(external).toHaveAttribute('target', '_blank');
  expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  expect(linkOf('Rolling points')).toBeNull();
});

test('only the banner shown takes the keyboard focus; nothing hidden from screen readers does', () => {
  renderCarousel();
  const region = screen.getByRole('region', { name: '이벤트 배너' });
  const focusableWhileHidden = [...region.querySelectorAll('[aria-hidden="true"] a[href]')].filter((link) => link.getAttribute('tabindex') !== '-1');
  expect(focusableWhileHidden).toEqual([]);
  expect(within(region).getAllByAltText('Live casino')).toHaveLength(1);
  expect(linkOf('Live casino')).not.toHaveAttribute('tabindex', '-1');
});

test('turns to the next banner by itself, unless the visitor asked for less motion', () => {
  for (const reduce of [false, true]) {
    jest.useFakeTimers();
    prefersReducedMotion(reduce);
    const view = renderCarousel();
    act(() => jest.advanceTimersByTime(6000));
    // The banner shown is the one whose link can take the focus.
    expect({ reduce, second: linkOf('Slot week')?.getAttribute('tabindex') }).toEqual({ reduce, second: reduce ? '-1' : '0' });
    view.unmount();
    jest.useRealTimers();
  }
});

test('a banner is chosen by its button, which says which one it is', async () => {
  renderCarousel();
  const choices = screen.getByRole('group', { name: '배너 선택' });
  await userEvent.click(within(choices).getByRole('button', { name: '배너 3 / 3' }));
  expect(within(choices).getByRole('button', { name: '배너 3 / 3' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByAltText('Rolling points').closest('[aria-hidden]')).toHaveAttribute('aria-hidden', 'false');
  expect(linkOf('Live casino')).toHaveAttribute('tabindex', '-1');
});

test('the banner shown stays while the pointer is on the banners, and turns again once it leaves', () => {
  jest.useFakeTimers();
  prefersReducedMotion(false);
  renderCarousel();
  const region = screen.getByRole('region', { name: '이벤트 배너' });
  fireEvent.pointerEnter(region);
  act(() => jest.advanceTimersByTime(12000));
  expect(linkOf('Live casino')).toHaveAttribute('tabindex', '0');
  fireEvent.pointerLeave(region);
  act(() => jest.advanceTimersByTime(6000));
  expect(linkOf('Slot week')).toHaveAttribute('tabindex', '0');
});
