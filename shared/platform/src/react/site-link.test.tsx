import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createPlatform } from '../create-platform';
import type { Platform } from '../platform';
import { PlatformProvider } from './platform-provider';
import { isActivePath, SiteLink, SiteNavLink } from './site-link';

let platform: Platform;
const navigate = jest.fn();

beforeEach(() => {
  navigate.mockClear();
  platform = createPlatform({ apiBase: 'http://api.test', navigate });
});

afterEach(() => platform.dispose());

function renderAt(path: string, children: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PlatformProvider platform={platform}>{children}</PlatformProvider>
    </MemoryRouter>,
  );
}

describe('SiteLink', () => {
  it('is a link to its path, and a plain click goes there by the router, adding to the history', () => {
    const onClick = jest.fn();
    renderAt('/', <SiteLink to="/game/slot" className="tile" onClick={onClick}>Slot</SiteLink>);
    const link = screen.getByRole('link', { name: 'Slot' });
    expect(link.getAttribute('href')).toBe('/game/slot');
    expect(link.className).toBe('tile');
    const followed = fireEvent.click(link);
    expect(followed).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/game/slot', { replace: false });
  });

  it('replaces the history entry for a link to where the page already is', () => {
    renderAt('/game/casino?x=1', <SiteLink to="/game/casino?x=1">Casino</SiteLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Casino' }));
    expect(navigate).toHaveBeenCalledWith('/game/casino?x=1', { replace: true });
  });

  it.each([
    ['a modifier', { ctrlKey: true }],
    ['the middle button', { button: 1 }],
    ['shift', { shiftKey: true }],
  ])('leaves a click with %s to the browser', (_name, init) => {
    renderAt('/', <SiteLink to="/game/slot">Slot</SiteLink>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Slot' }), init)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a link for another tab, or one its onClick handled, to the browser', () => {
    renderAt(
      '/',
      <>
        <SiteLink to="/game/slot" target="_blank">
          Slot
        </SiteLink>
        <SiteLink to="/game/casino" onClick={(event) => event.preventDefault()}>
          Casino
        </SiteLink>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Slot' }))).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Casino' }));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('SiteNavLink', () => {
  it('marks the link of the page it is on, or under, unless it must be the page itself', () => {
    renderAt(
      '/game/slot/neon-reels',
      <nav>
        <SiteNavLink to="/" end className="nav">
          Home
        </SiteNavLink>
        <SiteNavLink to="/game/slot" className="nav">
          Slot
        </SiteNavLink>
        <SiteNavLink to="/game/casino" className="nav">
          Casino
        </SiteNavLink>
      </nav>,
    );
    const slot = screen.getByRole('link', { name: 'Slot' });
    expect(slot.getAttribute('aria-current')).toBe('page');
    expect(slot.className).toBe('nav active');
    for (const name of ['Home', 'Casino']) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('aria-current')).toBeNull();
      expect(link.className).toBe('nav');
    }
  });
});

describe('isActivePath', () => {
  it.each([
    ['/game/slot', '/game/slot', false, true],
    ['/game/slot/x', '/game/slot', false, true],
    ['/game/slot/x', '/game/slot', true, false],
    ['/game/slots', '/game/slot', false, false],
    ['/GAME/Slot', '/game/slot?tab=1', false, true],
    ['/game/slot/x', '/game/slot/', false, true],
    ['/', '/', true, true],
    ['/game', '/', true, false],
    ['/game', '/', false, false],
  ])('%s against %s (end: %s) is %s', (pathname, to, end, active) => {
    expect(isActivePath(pathname, to, end)).toBe(active);
  });
});
