import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createTestLoader, createTestPlatform, renderWithShell } from '../test/test-platform';
import { useRoutePreload } from './use-route-preload';

const games = { games: { manifest: '/remotes/games/mf-manifest.json', version: '1.0.0' } };

function Page() {
  useRoutePreload();
  return (
    <>
      <a href="/game/casino">casino</a>
      <a href="/redirect">redirect</a>
      <a href="https://elsewhere.test/game/slot">elsewhere</a>
    </>
  );
}

async function flushMicrotasks() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

describe('route preload', () => {
  it('fetches the remote pages the links on the page lead to, in idle time, and nothing else', async () => {
    const { platform } = createTestPlatform();
    const { loader, runtime } = createTestLoader(games);
    renderWithShell(<Page />, { platform, loader });
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledWith('games/GameTypePage'));
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('fetches the page of a link when it is hovered', async () => {
    const { platform } = createTestPlatform();
    const { loader, runtime } = createTestLoader(games);
    renderWithShell(<Page />, { platform, loader });
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledTimes(1));

    const brand = document.createElement('a');
    brand.href = '/game/slot/neon-reels';
    brand.textContent = 'neon';
    document.body.append(brand);
    fireEvent.pointerOver(screen.getByText('neon'));
    // Only promise callbacks run here, never the idle scan's timer: the event alone fetched it.
    await flushMicrotasks();
    expect(runtime.loadRemote).toHaveBeenCalledWith('games/GameBrandPage');
    brand.remove();
  });

  it('fetches the page of a link the keyboard focuses', async () => {
    const { platform } = createTestPlatform();
    const { loader, runtime } = createTestLoader(games);
    renderWithShell(<Page />, { platform, loader });
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledTimes(1));

    const brand = document.createElement('a');
    brand.href = '/game/slot/neon-reels';
    brand.textContent = 'neon';
    document.body.append(brand);
    fireEvent.focusIn(screen.getByText('neon'));
    // Only promise callbacks run here, never the idle scan's timer: the event alone fetched it.
    await flushMicrotasks();
    expect(runtime.loadRemote).toHaveBeenCalledWith('games/GameBrandPage');
    brand.remove();
  });

  it('fetches the pages of links a remote renders after the first idle look, in idle time', async () => {
    const { platform } = createTestPlatform();
    const { loader, runtime } = createTestLoader(games);
    renderWithShell(<Page />, { platform, loader });
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledTimes(1));

    const lobbyEntry = document.createElement('a');
    lobbyEntry.href = '/game/slot/neon-reels';
    document.body.append(lobbyEntry);
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledWith('games/GameBrandPage'));
    lobbyEntry.remove();
  });
});
