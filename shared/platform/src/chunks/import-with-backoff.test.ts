import { isChunkLoadError } from './chunk-load-error';
import { GIVE_UP_AFTER_MS, importWithBackoff } from './import-with-backoff';

const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.\n(error: http://x/42.js)'), { name: 'ChunkLoadError' });

/** A wait that only records, and moves the clock as a real wait would. */
function recordedWaits() {
  const waits: number[] = [];
  let now = 0;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  const wait = (ms: number) => {
    waits.push(ms);
    now += ms;
    return Promise.resolve();
  };
  return { waits, wait };
}

afterEach(() => jest.restoreAllMocks());

describe('isChunkLoadError', () => {
  it('knows failed chunk and remote downloads, and nothing else', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk src_pages_x failed.\n(missing: http://x/1.js)'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('Loading remote entry failed: http://x/remoteEntry.js'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new Error('Remote games is not registered'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

describe('importWithBackoff', () => {
  it('tries a failed download again after 0.5, 1 and 2 s, and resolves with the try that succeeds', async () => {
    const { waits, wait } = recordedWaits();
    const load = jest.fn().mockRejectedValueOnce(chunkError()).mockRejectedValueOnce(chunkError()).mockRejectedValueOnce(chunkError()).mockResolvedValue('module');
    await expect(importWithBackoff(load, wait)).resolves.toBe('module');
    expect(waits).toEqual([500, 1_000, 2_000]);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('then tries every 3 s, and gives up with the download error within 30 s', async () => {
    const { waits, wait } = recordedWaits();
    const error = chunkError();
    const load = jest.fn().mockRejectedValue(error);
    await expect(importWithBackoff(load, wait)).rejects.toBe(error);
    expect(waits.slice(0, 5)).toEqual([500, 1_000, 2_000, 3_000, 3_000]);
    const waited = waits.reduce((sum, ms) => sum + ms, 0);
    expect(waited).toBeLessThanOrEqual(GIVE_UP_AFTER_MS);
    expect(waited).toBeGreaterThan(GIVE_UP_AFTER_MS - 3_000);
    expect(load).toHaveBeenCalledTimes(waits.length + 1);
  });

  it('passes on an error of the module itself at once', async () => {
    const { waits, wait } = recordedWaits();
    const error = new TypeError('x is not a function');
    const load = jest.fn().mockRejectedValue(error);
    await expect(importWithBackoff(load, wait)).rejects.toBe(error);
    expect(load).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });
});
