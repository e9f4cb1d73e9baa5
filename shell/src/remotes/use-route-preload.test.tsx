import { fireEvent, waitFor } from '@testing-library/react';
import { createTestLoader, createTestPlatform, renderWithShell } from '../test/test-platform';
import { useRoutePreload } from './use-route-preload';

const games = { games: { manifest: '/remotes/games/mf-manifest.json', version: '1.0.0' } };
const page = async () => ({ default: () => null });
const gamesModules = { 'games/GameTypePage': page, 'games/GameBrandPage': page };

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

/** The page rendered, and its first idle look at the links done (it fetched the casino lobby). */
async function renderedWithOneIdleLook() {
  const { platform } = createTestPlatform();
  const { loader, runtime } = createTestLoader(games, gamesModules);
  renderWithShell(<Page />, { platform, loader });
  await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledTimes(1));
  return { runtime };
}

function addLink(href: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = href;
  document.body.append(link);
  return link;
}

async function flushMicrotasks() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

describe('route preload', () => {
  it('fetches the remote pages the links on the page lead to, in idle time, and nothing else', async () => {
    const { platform } = createTestPlatform();
    const { loader, runtime } = createTestLoader(games, gamesModules);
    renderWithShell(<Page />, { platform, loader });
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledWith('games/GameTypePage'));
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['hovered', (link: Element) => fireEvent.pointerOver(link)],
    ['focused by the keyboard', (link: Element) => fireEvent.focusIn(link)],
  ])('fetches the page of a link when it is %s', async (_how, intent) => {
    const { runtime } = await renderedWithOneIdleLook();
    const brand = addLink('/game/slot/neon-reels');
    intent(brand);
    // Only promise callbacks run here, never the idle scan's timer: the event alone fetched it.
    await flushMicrotasks();
    expect(runtime.loadRemote).toHaveBeenCalledWith('games/GameBrandPage');
    brand.remove();
  });

  it('fetches the pages of links a remote renders after the first idle look, in idle time', async () => {
    const { runtime } = await renderedWithOneIdleLook();
    const lobbyEntry = addLink('/game/slot/neon-reels');
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledWith('games/GameBrandPage'));
    lobbyEntry.remove();
  });
});
