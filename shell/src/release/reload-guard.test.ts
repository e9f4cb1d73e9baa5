import { RELOAD_GUARD_MS, RELOAD_MARKER_KEY, handleChunkError, reloadOnce, shouldReload, type ReloadEnv } from './reload-guard';

type MemoryEnv = ReloadEnv & { time: number; serverUp: boolean; reload: jest.Mock; serverAnswers: jest.Mock; serverDown: jest.Mock };

/** A page that started at `start` (not opened by the guard unless a test says so). */
function memoryEnv(start: number): MemoryEnv {
  const store = new Map<string, string>();
  const env: MemoryEnv = {
    time: start,
    pageStartedAt: start - 60_000,
    reload: jest.fn(),
    serverUp: true,
    serverAnswers: jest.fn(() => Promise.resolve(env.serverUp)),
    serverDown: jest.fn(),
    storage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
    now: () => env.time,
  };
  return env;
}

function chunkError(message = 'Loading chunk 123 failed.') {
  const error = new Error(message);
  error.name = 'ChunkLoadError';
  return error;
}

describe('reload guard', () => {
  it('reloads once, then not again within 10 seconds', async () => {
    const env = memoryEnv(1_000_000);
    expect(await reloadOnce(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(env.storage.getItem(RELOAD_MARKER_KEY)).toBe('1000000');

    env.time += RELOAD_GUARD_MS - 1;
    expect(await reloadOnce(env)).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the marker is 10 seconds old', async () => {
    const env = memoryEnv(5_000);
    await reloadOnce(env);
    env.time += RELOAD_GUARD_MS;
    expect(await reloadOnce(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it('decides purely from the marker and the clock', () => {
    const facts = { now: 50_000, pageStartedAt: 0, late: false };
    expect(shouldReload({ ...facts, marker: null })).toBe(true);
    expect(shouldReload({ ...facts, marker: 'garbage' })).toBe(true);
    expect(shouldReload({ ...facts, marker: '45000' })).toBe(false);
    expect(shouldReload({ ...facts, marker: '40000' })).toBe(true);
    expect(shouldReload({ ...facts, marker: '60000' })).toBe(false);
  });

  it('never reloads for a failure that arrives after its slot showed the fallback', async () => {
    expect(shouldReload({ marker: null, now: 50_000, pageStartedAt: 0, late: true })).toBe(false);
    const env = memoryEnv(1_000_000);
    expect(await handleChunkError(chunkError(), { late: true, env })).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('never reloads again on the page the guard opened, even once the marker is older than 10 seconds', () => {
    // The guard reloaded at 100 000; this page started 300 ms later; the remote failed 20 s after that.
    expect(shouldReload({ marker: '100000', now: 120_300, pageStartedAt: 100_300, late: false })).toBe(false);
    // A page the visitor opened later (not the guard's reload) may reload once again.
    expect(shouldReload({ marker: '100000', now: 160_000, pageStartedAt: 130_000, late: false })).toBe(true);
  });

  it('does not reload when storage is unavailable', async () => {
    const env = memoryEnv(0);
    env.storage.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(await reloadOnce(env)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('handles only chunk errors', async () => {
    const env = memoryEnv(0);
    expect(await handleChunkError(new TypeError('x is undefined'), { env })).toBe(false);
    expect(await handleChunkError(chunkError(), { env })).toBe(true);
    expect(await handleChunkError(chunkError(), { env })).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads into an outage: the server must answer first, and no marker is spent', async () => {
    const env = memoryEnv(1_000_000);
    env.serverUp = false;
    expect(await handleChunkError(chunkError(), { env })).toBe(false);
    expect(env.serverAnswers).toHaveBeenCalledTimes(1);
    expect(env.reload).not.toHaveBeenCalled();
    expect(env.serverDown).toHaveBeenCalledTimes(1);
    expect(env.storage.getItem(RELOAD_MARKER_KEY)).toBeNull();

    // Back a few seconds later, the same failure may reload: its one try was not used up.
    env.serverUp = true;
    env.time += 3_000;
    expect(await handleChunkError(chunkError(), { env })).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once when two failures probe at the same time', async () => {
    const env = memoryEnv(1_000_000);
    const [first, second] = await Promise.all([reloadOnce(env), reloadOnce(env)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('does not probe when the guard already says no', async () => {
    const env = memoryEnv(1_000_000);
    await reloadOnce(env);
    env.serverAnswers.mockClear();
    expect(await reloadOnce(env)).toBe(false);
    expect(env.serverAnswers).not.toHaveBeenCalled();
  });
});
