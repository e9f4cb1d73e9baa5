import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServerConnectionContext } from '../connection/connection-context';
import { OfflineNotice } from '../connection/offline-notice';
import { ServerConnection } from '../connection/server-connection';
import { createTestLoader, createTestPlatform, renderWithShell } from '../test/test-platform';
import { unavailableModule } from './unavailable-module';
import { RemoteSlot } from './remote-slot';

const games = { games: { manifest: '/remotes/games/mf-manifest.json', version: '1.0.0' } };
const HomePage = () => <h1>games home</h1>;

/** Runs `test` on Jest's fake clock, the real one back afterwards. */
async function onFakeClock(test: () => Promise<void>) {
  jest.useFakeTimers();
  try {
    await test();
  } finally {
    jest.useRealTimers();
  }
}

/** Runs the fake clock through a wait for the retry box: not shown 1 ms before `ms`, shown at `ms`. */
async function expectRetryBoxAfter(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms - 1);
  });
  expect(screen.queryByText('This section is temporarily unavailable.')).not.toBeInTheDocument();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1);
  });
  expect(screen.getByText('This section is temporarily unavailable.')).toBeInTheDocument();
}

describe('RemoteSlot', () => {
  it('renders the exposed page once the remote loads', async () => {
    const { platform } = createTestPlatform();
    const { loader, runtime } = createTestLoader(games, { 'games/HomePage': async () => ({ default: HomePage }) });
    renderWithShell(<RemoteSlot target={{ remote: 'games', module: './HomePage' }} />, { platform, loader });
    expect(await screen.findByRole('heading', { name: 'games home' })).toBeInTheDocument();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'games', manifest: 'http://shell.test/remotes/games/mf-manifest.json?v=1.0.0' }]);
    expect(loader.isLoaded('games')).toBe(true);
  });

  it('passes props to a modal module', async () => {
    const { platform } = createTestPlatform();
    const Modal = ({ params }: { params: Record<string, string> }) => <p>modal {params.tab}</p>;
    const { loader } = createTestLoader({ wallet: { manifest: '/w.json', version: '1' } }, { 'wallet/DepositModal': async () => ({ default: Modal }) });
    renderWithShell(<RemoteSlot target={{ remote: 'wallet', module: './DepositModal' }} props={{ params: { tab: 'details' }, onClose: () => undefined }} />, { platform, loader });
    expect(await screen.findByText('modal details')).toBeInTheDocument();
  });

  it('shows the localized unavailable box, not a page, for a remote missing from the registry', async () => {
    const { platform } = createTestPlatform();
    const { loader, runtime } = createTestLoader(games);
    renderWithShell(<RemoteSlot target={{ remote: 'partner', module: './StatementPage' }} />, { platform, loader });
    expect(await screen.findByText('This section is temporarily unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('on Retry of a remote missing from the registry, asks for the registry again without registering the others twice', async () => {
    const { platform } = createTestPlatform();
    const { loader, runtime } = createTestLoader(games);
    renderWithShell(<RemoteSlot target={{ remote: 'partner', module: './StatementPage' }} />, { platform, loader });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('This section is temporarily unavailable.')).toBeInTheDocument();
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    loader.register('games', { manifest: '/remotes/games/mf-manifest.json', version: '1.0.1' });
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'games', manifest: 'http://shell.test/remotes/games/mf-manifest.json?v=1.0.1' }]);
  });

  it('a remote that failed while the server was away loads by itself once it is back, under an offline notice meanwhile', async () => {
    const { platform } = createTestPlatform();
    const server = { up: false };
    const connection = new ServerConnection(async () => server.up);
    const waitsForReconnect = jest.spyOn(connection, 'onReconnect');
    const { loader, reloadGuard } = createTestLoader(games, {
      'games/HomePage': async () => (server.up ? { default: HomePage } : unavailableModule('games/HomePage', new Error('Failed to get manifest.'))),
    });
    // As the real guard does: the page does not answer, so no reload, and the page knows why.
    reloadGuard.mockImplementation(() => {
      connection.reportUnreachable();
      return false;
    });
    renderWithShell(
      <ServerConnectionContext.Provider value={connection}>
        <RemoteSlot target={{ remote: 'games', module: './HomePage' }} />
        <OfflineNotice />
      </ServerConnectionContext.Provider>,
      { platform, loader },
    );
    expect(await screen.findByRole('status')).toHaveTextContent('The server cannot be reached. Reconnecting...');
    // The slot settled on its failure (it waits for the reconnect), and leaves the word to the
    // offline notice: its spinner still, no box of its own.
    await waitFor(() => expect(waitsForReconnect).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    server.up = true;
    expect(await screen.findByRole('heading', { name: 'games home' }, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the same box for a fallback module, and Retry loads again', async () => {
    const { platform } = createTestPlatform();
    let up = false;
    const { loader, runtime } = createTestLoader(games, { 'games/HomePage': async () => (up ? { default: HomePage } : unavailableModule()) });
    renderWithShell(<RemoteSlot target={{ remote: 'games', module: './HomePage' }} />, { platform, loader });
    expect(await screen.findByText('This section is temporarily unavailable.')).toBeInTheDocument();
    expect(loader.isLoaded('games')).toBe(false);
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'games home' })).toBeInTheDocument();
    // The retry asked the runtime again; the remote stays registered as it was.
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('shows the retry box after the fallback delay, and puts the remote in its place by itself when it arrives', () =>
    onFakeClock(async () => {
      const { platform } = createTestPlatform();
      let arrive: (module: unknown) => void = () => undefined;
      const { loader } = createTestLoader(games, { 'games/HomePage': () => new Promise((resolve) => (arrive = resolve)) }, 2_500);
      renderWithShell(<RemoteSlot target={{ remote: 'games', module: './HomePage' }} />, { platform, loader });
      await expectRetryBoxAfter(2_500);

      await act(async () => {
        arrive({ default: HomePage });
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByRole('heading', { name: 'games home' })).toBeInTheDocument();
      expect(screen.queryByText('This section is temporarily unavailable.')).not.toBeInTheDocument();
    }));

  it('tells the reload guard whether a failed download came before or after the slot gave up', () =>
    onFakeClock(async () => {
      const { platform } = createTestPlatform();
      const failure = new Error('RUNTIME-008 Failed to load script resources');
      let fail: () => void = () => undefined;
      const { loader, reloadGuard } = createTestLoader(games, {
        'games/HomePage': async () => unavailableModule('games/HomePage', failure),
        'games/GameTypePage': () => new Promise((resolve) => (fail = () => resolve(unavailableModule('games/GameTypePage', failure)))),
      });
      renderWithShell(<RemoteSlot target={{ remote: 'games', module: './HomePage' }} />, { platform, loader });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(reloadGuard).toHaveBeenLastCalledWith(failure, { late: false });

      renderWithShell(<RemoteSlot target={{ remote: 'games', module: './GameTypePage' }} />, { platform, loader });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(12_000);
        fail();
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(reloadGuard).toHaveBeenLastCalledWith(failure, { late: true });
      expect(screen.getAllByText('This section is temporarily unavailable.')).toHaveLength(2);
    }));

  it('counts its wait for the retry box, and whether a failure is late, from when the download began (a served page waited for it first)', () =>
    onFakeClock(async () => {
      const { platform } = createTestPlatform();
      const failure = new Error('RUNTIME-008 Failed to load script resources');
      let fail: () => void = () => undefined;
      const { loader, reloadGuard } = createTestLoader(games, {
        'games/HomePage': () => new Promise((resolve) => (fail = () => resolve(unavailableModule('games/HomePage', failure)))),
      }, 2_500);
      void loader.load('games', 'games/HomePage');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2_000);
      });
      renderWithShell(<RemoteSlot target={{ remote: 'games', module: './HomePage' }} />, { platform, loader });
      await expectRetryBoxAfter(500);

      await act(async () => {
        fail();
        await jest.advanceTimersByTimeAsync(0);
      });
      // The visitor already sees the box: the failure must not reload the page.
      expect(reloadGuard).toHaveBeenLastCalledWith(failure, { late: true });
    }));

  it('gives a visitor the whole wait when a preload began the download long before, and again after a Retry', () =>
    onFakeClock(async () => {
      const { platform } = createTestPlatform();
      const { loader } = createTestLoader(games, { 'games/HomePage': () => new Promise(() => undefined) }, 2_500);
      loader.preload('games', 'games/HomePage');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10_000);
      });
      renderWithShell(<RemoteSlot target={{ remote: 'games', module: './HomePage' }} />, { platform, loader });
      await expectRetryBoxAfter(2_500);

      // Retry while the download still hangs: the spinner again, for a whole wait.
      act(() => screen.getByRole('button', { name: 'Retry' }).click());
      await expectRetryBoxAfter(2_500);
    }));

  it('renders a module that already arrived at once, without suspending (no spinner)', async () => {
    const { platform } = createTestPlatform();
    const { loader } = createTestLoader(games, { 'games/HomePage': async () => ({ default: HomePage }) });
    loader.preload('games', 'games/HomePage');
    await waitFor(() => expect(loader.peek('games/HomePage')).toBeDefined());
    renderWithShell(<RemoteSlot target={{ remote: 'games', module: './HomePage' }} />, { platform, loader });
    // Synchronously there: a lazy component would show the Suspense fallback first.
    expect(screen.getByRole('heading', { name: 'games home' })).toBeInTheDocument();
  });

  it('contains a remote that throws while rendering', async () => {
    const { platform } = createTestPlatform();
    const Broken = () => {
      throw new Error('remote bug');
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loader } = createTestLoader(games, { 'games/HomePage': async () => ({ default: Broken }) });
    renderWithShell(
      <>
        <p>header still here</p>
        <RemoteSlot target={{ remote: 'games', module: './HomePage' }} />
      </>,
      { platform, loader },
    );
    expect(await screen.findByText('This section is temporarily unavailable.')).toBeInTheDocument();
    expect(screen.getByText('header still here')).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
