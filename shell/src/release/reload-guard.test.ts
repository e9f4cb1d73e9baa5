import { RELOAD_GUARD_MS, RELOAD_MARKER_KEY, handleChunkError, isChunkLoadError, reloadOnce, shouldReload, type ReloadEnv } from './reload-guard';

function memoryEnv(start: number) {
  const store = new Map<string, string>();
  const env = {
    time: start,
    reload: jest.fn(),
    storage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
    now: () => env.time,
  };
  return env as ReloadEnv & { time: number; reload: jest.Mock };
}

function chunkError(message = 'Loading chunk 123 failed.') {
  const error = new Error(message);
  error.name = 'ChunkLoadError';
  return error;
}

describe('reload guard', () => {
  it('recognises chunk and remote load errors, not other errors', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk src_pages_x failed.\n(missing: http://x/1.js)'))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-004 Failed to locate remote.'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads once, then not again within 10 seconds', () => {
    const env = memoryEnv(1_000_000);
    expect(reloadOnce(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(env.storage.getItem(RELOAD_MARKER_KEY)).toBe('1000000');

    env.time += RELOAD_GUARD_MS - 1;
    expect(reloadOnce(env)).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the marker is 10 seconds old', () => {
    const env = memoryEnv(5_000);
    reloadOnce(env);
    env.time += RELOAD_GUARD_MS;
    expect(reloadOnce(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it('decides purely from the marker and the clock', () => {
    expect(shouldReload(null, 50_000)).toBe(true);
    expect(shouldReload('garbage', 50_000)).toBe(true);
    expect(shouldReload('45000', 50_000)).toBe(false);
    expect(shouldReload('40000', 50_000)).toBe(true);
    expect(shouldReload('60000', 50_000)).toBe(false);
  });

  it('does not reload when storage is unavailable', () => {
    const env = memoryEnv(0);
    env.storage.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(reloadOnce(env)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('handles only chunk errors', () => {
    const env = memoryEnv(0);
    expect(handleChunkError(new TypeError('x is undefined'), env)).toBe(false);
    expect(handleChunkError(chunkError(), env)).toBe(true);
    expect(handleChunkError(chunkError(), env)).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });
});
