import { releaseHealth } from '@casino/contract';
import { okFor } from '@casino/platform/testing';
import { type Registry } from '../remotes/registry';
import { RemoteLoader, type FederationRuntime } from '../remotes/remote-loader';
import { unavailableModule } from '../remotes/unavailable-module';
import { REPORT_ERROR_MAX_CHARS, createLoadReporter, describeLoadError } from './load-reports';

const registry: Registry = {
  games: { manifest: '/remotes/games/1.0.0/mf-manifest.json', version: '1.0.0', report: 'games-token' },
  wallet: { manifest: '/remotes/wallet/mf-manifest.json', version: '2.1.0-canary.1', report: 'wallet-token' },
  support: { manifest: '/remotes/support/mf-manifest.json', version: '0.1.0' },
};
const page = { default: () => null };

/** A loader whose reports go to a fetch stub; `modules` answers each request id (none: the runtime finds nothing). */
function loaderReporting(modules: Record<string, () => Promise<unknown>>, fetchFn: jest.Mock = jest.fn(async () => okFor(releaseHealth, { recorded: true }))) {
  const runtime: FederationRuntime = {
    registerRemotes: jest.fn(),
    loadRemote: (async (id: string) => (modules[id] ? modules[id]() : null)) as FederationRuntime['loadRemote'],
  };
  const loader = new RemoteLoader({
    runtime,
    fetchRegistry: async () => registry,
    unavailableModule,
    baseUrl: 'http://shell.test/',
    reloadGuard: () => false,
    reportLoad: createLoadReporter({ apiBase: 'http://api.test/backend/', fetchFn: fetchFn as unknown as typeof fetch }),
  });
  /** The reports sent, as the API reads them. */
  const sent = () => fetchFn.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string) as unknown);
  return { loader, fetchFn, sent };
}

/** A download that fails as the container runtime's do: it rejects. */
const failing = (message: string) => async () => {
  throw new Error(message);
};

describe('remote load reports', () => {
  it('sends one report per remote and page: the version loaded, or the failure with its error', async () => {
    const { loader, fetchFn, sent } = loaderReporting({
      'games/HomePage': async () => page,
      'games/SlotPage': async () => page,
      'wallet/DepositModal': failing('Loading remote entry failed: http://shell.test/remotes/wallet/remoteEntry.js'),
    });
    await loader.load('games', 'games/HomePage');
    await loader.load('games', 'games/SlotPage');
    await loader.load('wallet', 'wallet/DepositModal');
    await loader.load('wallet', 'wallet/DepositModal');
    expect(sent()).toEqual([
      { remote: 'games', version: '1.0.0', outcome: 'loaded', token: 'games-token' },
      { remote: 'wallet', version: '2.1.0-canary.1', outcome: 'failed', error: 'Error: Loading remote entry failed: http://shell.test/remotes/wallet/remoteEntry.js', token: 'wallet-token' },
    ]);
    expect(fetchFn).toHaveBeenCalledWith('http://api.test/backend/api/v1/release/health', {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: expect.any(String),
    });
  });

  it('reports a module that threw, or resolved to nothing, as a failure of its remote', async () => {
    const { loader, sent } = loaderReporting({
      'games/HomePage': async () => {
        throw new TypeError('boom');
      },
    });
    await loader.load('games', 'games/HomePage');
    await loader.load('wallet', 'wallet/Nothing');
    expect(sent()).toEqual([
      { remote: 'games', version: '1.0.0', outcome: 'failed', error: 'TypeError: boom', token: 'games-token' },
      { remote: 'wallet', version: '2.1.0-canary.1', outcome: 'failed', error: 'Error: Remote module wallet/Nothing resolved to nothing', token: 'wallet-token' },
    ]);
  });

  it('reports only the first outcome of a remote: a retry that loads after a failure sends nothing more', async () => {
    let up = false;
    const { loader, sent } = loaderReporting({ 'games/HomePage': async () => (up ? page : failing('down')()) });
    await loader.load('games', 'games/HomePage');
    up = true;
    expect(await loader.load('games', 'games/HomePage')).toBe(page);
    expect(sent()).toEqual([{ remote: 'games', version: '1.0.0', outcome: 'failed', error: 'Error: down', token: 'games-token' }]);
  });

  it('sends nothing for a remote missing from the registry, or one whose entry carries no report token', async () => {
    const { loader, fetchFn } = loaderReporting({ 'support/InquiryPage': async () => page });
    await loader.load('reports', 'reports/ByDay');
    expect(await loader.load('support', 'support/InquiryPage')).toBe(page);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('reports an error a loaded module threw, once per module, against the version its code came from', async () => {
    const { loader, sent } = loaderReporting({ 'games/HomePage': async () => page, 'games/SlotPage': async () => page });
    loader.reportRenderError('games', 'games/HomePage', new TypeError('x is undefined'));
    expect(sent()).toEqual([]);
    await loader.load('games', 'games/HomePage');
    loader.reportRenderError('games', 'games/HomePage', new TypeError('x is undefined'));
    loader.reportRenderError('games', 'games/HomePage', new TypeError('again'));
    loader.reportRenderError('games', 'games/SlotPage', new Error('slot'));
    expect(sent()).toEqual([
      { remote: 'games', version: '1.0.0', outcome: 'loaded', token: 'games-token' },
      { remote: 'games', version: '1.0.0', outcome: 'render_error', module: './HomePage', error: 'TypeError: x is undefined', token: 'games-token' },
      { remote: 'games', version: '1.0.0', outcome: 'render_error', module: './SlotPage', error: 'Error: slot', token: 'games-token' },
    ]);
  });

  it('reports an uncaught error from a loaded remote\'s script, and none from the shell\'s own', async () => {
    const { loader, sent } = loaderReporting({ 'games/HomePage': async () => page });
    await loader.load('games', 'games/HomePage');
    loader.reportUncaught('http://shell.test/static/js/main.js', new Error('shell'));
    loader.reportUncaught('http://shell.test/remotes/games/1.0.0/static/js/412.js', new Error('later'));
    expect(sent()).toEqual([
      { remote: 'games', version: '1.0.0', outcome: 'loaded', token: 'games-token' },
      { remote: 'games', version: '1.0.0', outcome: 'render_error', module: '(uncaught)', error: 'Error: later', token: 'games-token' },
    ]);
  });

  it('swallows a report that fails, with one debug line and nothing for the page', async () => {
    const debug = jest.spyOn(console, 'debug').mockImplementation(() => undefined);
    try {
      const rejecting = loaderReporting({ 'games/HomePage': async () => page }, jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
      expect(await rejecting.loader.load('games', 'games/HomePage')).toBe(page);
      const throwing = loaderReporting(
        { 'games/HomePage': async () => page },
        jest.fn(() => {
          throw new TypeError('keepalive quota');
        }),
      );
      expect(await throwing.loader.load('games', 'games/HomePage')).toBe(page);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(debug).toHaveBeenCalledTimes(2);
    } finally {
      debug.mockRestore();
    }
  });
});

describe('describeLoadError', () => {
  it('says the error name and message, without the stack, in at most 500 characters', () => {
    const error = new Error(`Failed to get manifest ${'x'.repeat(1_000)}`);
    const text = describeLoadError(error);
    expect(text).toHaveLength(REPORT_ERROR_MAX_CHARS);
    expect(text.startsWith('Error: Failed to get manifest xxx')).toBe(true);
    expect(describeLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe('ChunkLoadError: x');
    expect(describeLoadError(new Error('short'))).not.toMatch(/\n\s+at /);
    expect(describeLoadError('plain text')).toBe('plain text');
  });
});
