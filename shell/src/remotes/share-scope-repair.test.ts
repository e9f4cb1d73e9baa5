import { forgetFailedShares, type ShareScopeMap } from './share-scope-repair';

describe('forgetFailedShares', () => {
  it('drops a download that never finished, so the next consumer fetches again', () => {
    const failed = Promise.reject(new Error('Loading chunk 467 failed.'));
    failed.catch(() => undefined);
    const factory = () => ({});
    const scopes: ShareScopeMap = {
      default: {
        'antd/es/tabs': { '6.1.0': { loaded: false, lib: null, loading: failed } },
        'antd/es/button': { '6.1.0': { loaded: true, lib: factory, loading: Promise.resolve(factory) } },
        'antd/es/form': { '6.1.0': { treeShaking: { loaded: false, loading: failed } } },
        react: { '19.3.1': { loaded: false } },
      },
    };
    expect(forgetFailedShares(scopes)).toBe(2);
    const shared = scopes.default ?? {};
    expect(shared['antd/es/tabs']?.['6.1.0']).not.toHaveProperty('loading');
    expect(shared['antd/es/form']?.['6.1.0']?.treeShaking).not.toHaveProperty('loading');
    // A module that arrived keeps its factory.
    expect(shared['antd/es/button']?.['6.1.0']?.lib).toBe(factory);
    expect(shared['antd/es/button']?.['6.1.0']?.loading).toBeInstanceOf(Promise);
  });

  it('does nothing without a federation runtime (tests, a page before start-up)', () => {
    expect(forgetFailedShares(undefined)).toBe(0);
    expect(forgetFailedShares()).toBe(0);
  });
});

describe('the federation runtime with a shared module whose chunk failed once', () => {
  it('fails every later consumer until the failed download is forgotten', async () => {
    const { createInstance } = await import('@module-federation/enhanced/runtime');
    let downloads = 0;
    const tabs = { Tabs: 'tabs' };
    const host = createInstance({
      name: 'share_repair_host',
      remotes: [],
      shared: {
        'antd/es/tabs': {
          version: '6.1.0',
          scope: 'default',
          shareConfig: { singleton: true, requiredVersion: '^6.0.0' },
          get: () => {
            downloads += 1;
            return downloads === 1 ? Promise.reject(new Error('Loading chunk 467 failed.')) : Promise.resolve(() => tabs);
          },
        },
      },
    });

    await expect(host.loadShare('antd/es/tabs')).rejects.toThrow('Loading chunk 467 failed');
    // The server is back, but the runtime answers from its failed download without asking.
    await expect(host.loadShare('antd/es/tabs')).rejects.toThrow('Loading chunk 467 failed');
    expect(downloads).toBe(1);

    expect(forgetFailedShares(host.shareScopeMap as ShareScopeMap)).toBe(1);
    const factory = await host.loadShare<typeof tabs>('antd/es/tabs');
    expect(factory && factory()).toBe(tabs);
    expect(downloads).toBe(2);
  });
});
