import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestLoader, createTestPlatform, renderWithShell } from '../test/test-platform';
import { unavailableModule } from './unavailable-module';
import { RemoteSlot } from './remote-slot';

const games = { games: { manifest: '/remotes/games/mf-manifest.json', version: '1.0.0' } };
const HomePage = () => <h1>games home</h1>;

describe('RemoteSlot', () => {
  it('renders the exposed page once the remote loads', async () => {
    const { platform } = createTestPlatform();
    const { loader, runtime } = createTestLoader(games, { 'games/HomePage': async () => ({ default: HomePage }) });
    renderWithShell(<RemoteSlot target={{ remote: 'games', module: './HomePage' }} />, { platform, loader });
    expect(await screen.findByRole('heading', { name: 'games home' })).toBeInTheDocument();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'games', entry: 'http://shell.test/remotes/games/mf-manifest.json?v=1.0.0' }], undefined);
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
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'games', entry: 'http://shell.test/remotes/games/mf-manifest.json?v=1.0.1' }], { force: true });
  });

  it('shows the same box for the runtime plugin fallback, and Retry loads again', async () => {
    const { platform } = createTestPlatform();
    let up = false;
    const { loader, runtime } = createTestLoader(games, { 'games/HomePage': async () => (up ? { default: HomePage } : unavailableModule()) });
    renderWithShell(<RemoteSlot target={{ remote: 'games', module: './HomePage' }} />, { platform, loader });
    expect(await screen.findByText('This section is temporarily unavailable.')).toBeInTheDocument();
    expect(loader.isLoaded('games')).toBe(false);
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'games home' })).toBeInTheDocument();
    // The retry re-registered the remote so the runtime forgets the failed attempt.
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
  });

  it('gives up after the load time-out', async () => {
    jest.useFakeTimers();
    try {
      const { platform } = createTestPlatform();
      const { loader } = createTestLoader(games, { 'games/HomePage': () => new Promise(() => undefined) }, 10_000);
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      renderWithShell(<RemoteSlot target={{ remote: 'games', module: './HomePage' }} />, { platform, loader });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10_000);
      });
      expect(screen.getByText('This section is temporarily unavailable.')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
      jest.restoreAllMocks();
    }
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
