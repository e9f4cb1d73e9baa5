import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { createTestLoader, createTestPlatform, renderWithShell } from '../../test/test-platform';
import { ReleaseCheckPage } from './release-check-page';
import { releaseCheckTarget } from './release-check-target';

const registry = { games: { manifest: '/remotes/games/2.0.0/mf-manifest.json', version: '2.0.0' }, wallet: { manifest: '/w.json', version: '1' } };
const outcome = () => document.documentElement.dataset.releaseCheck;
const error = () => document.documentElement.dataset.releaseError;

function check(module: string, modules: Parameters<typeof createTestLoader>[1]) {
  const { platform } = createTestPlatform();
  const { loader } = createTestLoader(registry, modules);
  renderWithShell(<ReleaseCheckPage />, { platform, loader, path: `/release-check?module=${module}` });
}

afterEach(() => {
  delete document.documentElement.dataset.releaseCheck;
  delete document.documentElement.dataset.releaseError;
  delete document.documentElement.dataset.releaseAudience;
});

describe('the release check page', () => {
  it('takes only a module the contract says the remote exposes, and knows a modal', () => {
    expect(releaseCheckTarget('games/HomePage')).toEqual({ ref: { remote: 'games', module: './HomePage' }, isModal: false, audience: 'member' });
    expect(releaseCheckTarget('wallet/DepositModal')).toEqual({ ref: { remote: 'wallet', module: './DepositModal' }, isModal: true, audience: 'member' });
    for (const bad of [null, '', 'games', 'games/Nope', 'nope/HomePage', 'games/HomePage/x', '../games/HomePage', 'constructor/HomePage']) expect(releaseCheckTarget(bad)).toBeNull();
  });

  it('says a guarded page (back-office, console, window) is for partners and the rest for members', () => {
    for (const module of ['partner/DashboardPage', 'reports/BetListWindow', 'games/CatalogPage', 'support/InquiryQueuePage']) expect(releaseCheckTarget(module)?.audience).toBe('partner');
    for (const module of ['games/GameBrandPage', 'support/InboxModal', 'wallet/ConvertModal']) expect(releaseCheckTarget(module)?.audience).toBe('member');
  });

  it('marks the page rendered once the module rendered, with who it is for', async () => {
    check('games/HomePage', { 'games/HomePage': async () => ({ default: () => <h1>new lobby</h1> }) });
    expect(await screen.findByRole('heading', { name: 'new lobby' })).toBeInTheDocument();
    await waitFor(() => expect(outcome()).toBe('rendered'));
    expect(document.documentElement.dataset.releaseAudience).toBe('member');
  });

  it('renders a modal with the props the shell gives modals', async () => {
    const Modal = ({ params, onClose }: { params: object; onClose: () => void }) => <p>{typeof onClose === 'function' && params ? 'modal ready' : 'no props'}</p>;
    check('wallet/DepositModal', { 'wallet/DepositModal': async () => ({ default: Modal }) });
    expect(await screen.findByText('modal ready')).toBeInTheDocument();
    await waitFor(() => expect(outcome()).toBe('rendered'));
  });

  it('marks it failed, with the error, when the module throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    check('games/HomePage', {
      'games/HomePage': async () => ({
        default: () => {
          throw new TypeError('lobby exploded');
        },
      }),
    });
    await waitFor(() => expect(outcome()).toBe('failed'));
    expect(error()).toBe('TypeError: lobby exploded');
  });

  it('marks it failed when the module cannot be loaded, and for a module nobody exposes', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    check('games/HomePage', { 'games/HomePage': async () => Promise.reject(new Error('chunk 7 failed')) });
    await waitFor(() => expect(outcome()).toBe('failed'));
    expect(error()).toContain('games/HomePage');
  });

  it('keeps checking the module it was asked for when the page writes its own state into the query', async () => {
    const TabbedPage = () => {
      const [query, setQuery] = useSearchParams();
      useEffect(() => setQuery({ tab: 'sub' }, { replace: true }), [setQuery]);
      return <h1>statement {query.get('tab')}</h1>;
    };
    check('games/GameTypePage', { 'games/GameTypePage': async () => ({ default: TabbedPage }) });
    expect(await screen.findByRole('heading', { name: 'statement sub' })).toBeInTheDocument();
    await waitFor(() => expect(outcome()).toBe('rendered'));
    expect(error()).toBeUndefined();
  });

  it('marks an unknown module failed', async () => {
    check('games/Nope', {});
    await waitFor(() => expect(outcome()).toBe('failed'));
    expect(error()).toBe('unknown module games/Nope');
  });
});
