import { BUILD_CHECK_TIMEOUT_MS, fetchDeployedBuildId } from './build-check';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('fetchDeployedBuildId', () => {
  it('reads the build id without the cache and with a 1500 ms time-out', async () => {
    const fetchFn = jest.fn(async (_url: string, _init?: RequestInit) => json({ buildId: 'abc-1' }));
    const timeoutSignal = jest.fn((_ms: number) => new AbortController().signal);
    await expect(fetchDeployedBuildId({ fetchFn: fetchFn as unknown as typeof fetch, timeoutSignal })).resolves.toBe('abc-1');
    expect(BUILD_CHECK_TIMEOUT_MS).toBe(1500);
    expect(timeoutSignal).toHaveBeenCalledWith(1500);
    expect(fetchFn).toHaveBeenCalledWith('/build.json', expect.objectContaining({ cache: 'no-store', signal: timeoutSignal.mock.results[0]?.value }));
  });

  it('gives up when the time-out fires', async () => {
    jest.useFakeTimers();
    try {
      // A server that never answers: only the abort signal ends the request.
      const fetchFn = (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
      const timeoutSignal = (ms: number) => {
        const controller = new AbortController();
        setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), ms);
        return controller.signal;
      };
      const result = fetchDeployedBuildId({ fetchFn: fetchFn as unknown as typeof fetch, timeoutSignal });
      jest.advanceTimersByTime(1499);
      await Promise.resolve();
      let settled = false;
      void result.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      jest.advanceTimersByTime(1);
      await expect(result).resolves.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('answers null on an HTTP error or a malformed body', async () => {
    const signal = () => new AbortController().signal;
    await expect(fetchDeployedBuildId({ fetchFn: (async () => json({}, 404)) as unknown as typeof fetch, timeoutSignal: signal })).resolves.toBeNull();
    await expect(fetchDeployedBuildId({ fetchFn: (async () => json({ buildId: 3 })) as unknown as typeof fetch, timeoutSignal: signal })).resolves.toBeNull();
  });
});
