import remoteFallbackPlugin, { configureRemoteFallback, isFallbackModule } from './fallback-plugin';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof remoteFallbackPlugin>['errorLoadRemote']>>[0];
const args = (lifecycle: ErrorArgs['lifecycle']) => ({ id: 'games/HomePage', error: new Error('down'), lifecycle, from: 'runtime' }) as ErrorArgs;

describe('remote fallback plugin', () => {
  const Fallback = () => null;
  const onRemoteError = jest.fn();
  const onManifestError = jest.fn();
  beforeAll(() => configureRemoteFallback({ fallbackModule: (_id, error) => ({ default: Fallback, remoteUnavailable: true, error }), onRemoteError, onManifestError }));

  it('turns a failed remote module into the fallback module, carrying the error, and reports the failure', () => {
    const result = remoteFallbackPlugin().errorLoadRemote?.(args('onLoad'));
    expect(isFallbackModule(result)).toBe(true);
    expect(result).toMatchObject({ default: Fallback, error: expect.objectContaining({ message: 'down' }) });
    expect(onRemoteError).toHaveBeenCalledWith(expect.any(Error), 'games/HomePage');
  });

  it('leaves manifest and shared-module failures to the runtime, telling which manifest failed', () => {
    expect(remoteFallbackPlugin().errorLoadRemote?.({ ...args('afterResolve'), id: 'http://site.test/remotes/games/mf-manifest.json?v=1' })).toBeUndefined();
    expect(onManifestError).toHaveBeenCalledWith('http://site.test/remotes/games/mf-manifest.json?v=1');
    expect(remoteFallbackPlugin().errorLoadRemote?.(args('beforeLoadShare'))).toBeUndefined();
    expect(onManifestError).toHaveBeenCalledTimes(1);
  });

  it('recognises only fallback modules', () => {
    expect(isFallbackModule({ default: Fallback })).toBe(false);
    expect(isFallbackModule(null)).toBe(false);
  });
});
