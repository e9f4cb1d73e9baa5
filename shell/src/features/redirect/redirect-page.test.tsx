import { screen } from '@testing-library/react';
import { createTestPlatform, renderWithShell } from '../../test/test-platform';
import { RedirectPage } from './redirect-page';

describe('redirect page', () => {
  it("is titled 'Redirecting...', not indexed, and goes to its target", async () => {
    const { platform } = createTestPlatform();
    let robots: string | null = null;
    const { router } = renderWithShell(null, {
      platform,
      path: '/redirect?to=/game/slot',
      routes: [
        { path: '/redirect', element: <RedirectPage /> },
        { path: '/game/slot', element: <Robots onRead={(value) => (robots = value)} /> },
      ],
    });
    expect(await screen.findByText('slot page')).toBeInTheDocument();
    expect(robots).toBe('noindex');
    expect(router.state.location.pathname).toBe('/game/slot');
  });
});

/** Reads the robots meta while the redirect page is still mounted (the target renders before it unmounts). */
function Robots({ onRead }: { onRead: (value: string | null) => void }) {
  onRead(document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null);
  return <p>slot page</p>;
}

describe('redirect page without a target', () => {
  it('stays, titled and not indexed, until its opener sends it on', async () => {
    const { platform } = createTestPlatform();
    const { router } = renderWithShell(null, {
      platform,
      path: '/redirect',
      routes: [{ path: '/redirect', element: <RedirectPage /> }],
    });
    expect(await screen.findByText('Redirecting...')).toBeInTheDocument();
    expect(document.title).toContain('Redirecting...');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(router.state.location.pathname).toBe('/redirect');
  });
});
