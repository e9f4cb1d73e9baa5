import { PROBE_DELAYS_MS, ServerConnection } from './server-connection';

/** A connection whose server the test switches on and off, on jest's fake clock. */
function connectionTo() {
  const server = { up: true, probes: 0 };
  const connection = new ServerConnection(() => {
    server.probes += 1;
    return Promise.resolve(server.up);
  });
  return { server, connection };
}

/** Lets the probe's promise chain settle. */
const settle = () => jest.advanceTimersByTimeAsync(0);

describe('ServerConnection', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('probes with backoff while the server is away, and is reachable again at its first answer', async () => {
    const { server, connection } = connectionTo();
    const reconnected = jest.fn();
    connection.onReconnect(reconnected);
    server.up = false;
    connection.reportUnreachable();
    expect(connection.reachable).toBe(false);

    // 0.5 s, 1 s, 2 s, then every 3 s.
    await jest.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0]);
    expect(server.probes).toBe(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(server.probes).toBe(2);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(server.probes).toBe(3);
    await jest.advanceTimersByTimeAsync(3_000);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(server.probes).toBe(5);

    server.up = true;
    await jest.advanceTimersByTimeAsync(3_000);
    expect(connection.reachable).toBe(true);
    expect(reconnected).toHaveBeenCalledTimes(1);
    // Back: no more probing.
    await jest.advanceTimersByTimeAsync(30_000);
    expect(server.probes).toBe(6);
  });

  it('releases whoever waits for the server once it answers', async () => {
    const { server, connection } = connectionTo();
    await expect(connection.whenReachable()).resolves.toBeUndefined();
    server.up = false;
    expect(await connection.check()).toBe(false);
    const waiting = jest.fn();
    void connection.whenReachable().then(waiting);
    await jest.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0]);
    expect(waiting).not.toHaveBeenCalled();
    server.up = true;
    await jest.advanceTimersByTimeAsync(PROBE_DELAYS_MS[1]);
    expect(waiting).toHaveBeenCalledTimes(1);
  });

  it('shares one probe between callers and counts a probe that throws as no answer', async () => {
    let answer: (up: boolean) => void = () => undefined;
    const probe = jest.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const connection = new ServerConnection(probe);
    const first = connection.check();
    const second = connection.check();
    expect(probe).toHaveBeenCalledTimes(1);
    answer(true);
    expect(await Promise.all([first, second])).toEqual([true, true]);

    const failing = new ServerConnection(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failing.check()).toBe(false);
    expect(failing.reachable).toBe(false);
  });

  it('probes at once when the visitor asks, then goes on with the backoff', async () => {
    const { server, connection } = connectionTo();
    server.up = false;
    connection.reportUnreachable();
    await jest.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0] + PROBE_DELAYS_MS[1]);
    expect(server.probes).toBe(2);
    connection.retryNow();
    await settle();
    expect(server.probes).toBe(3);
    server.up = true;
    await jest.advanceTimersByTimeAsync(PROBE_DELAYS_MS[3]);
    expect(connection.reachable).toBe(true);
  });

  it('a request without an answer is checked first: one lost request is no outage', async () => {
    const { server, connection } = connectionTo();
    connection.noteNoAnswer();
    await settle();
    expect(server.probes).toBe(1);
    expect(connection.reachable).toBe(true);

    server.up = false;
    connection.noteNoAnswer();
    await settle();
    expect(connection.reachable).toBe(false);
    // Away already: the backoff asks, not every failing request.
    connection.noteNoAnswer();
    connection.noteNoAnswer();
    await settle();
    expect(server.probes).toBe(2);
  });

  it('tells no one about a reconnect when it was never away', async () => {
    const { connection } = connectionTo();
    const reconnected = jest.fn();
    connection.onReconnect(reconnected);
    expect(await connection.check()).toBe(true);
    expect(reconnected).not.toHaveBeenCalled();
  });
});
