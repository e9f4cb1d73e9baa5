import { importWithRetry, type ImportRetryDeps } from './import-with-retry';
import { ServerConnection } from './server-connection';

function chunkError(id = 467) {
  const error = new Error(`Loading chunk ${id} failed.\n(error: http://localhost/${id}.js)`);
  error.name = 'ChunkLoadError';
  return error;
}

/** The page's server, on and off, and the deps importWithRetry runs with. */
function setUp() {
  const server = { up: true };
  const connection = new ServerConnection(() => Promise.resolve(server.up));
  const deps = { connection, reload: jest.fn(() => Promise.resolve(false)) } satisfies ImportRetryDeps;
  return { server, connection, deps };
}

describe('importWithRetry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits while the server is away and loads the chunk once it is back, without a reload', async () => {
    const { server, connection, deps } = setUp();
    server.up = false;
    const module = { default: 'ModalFor' };
    const load = jest.fn(() => (server.up ? Promise.resolve(module) : Promise.reject(chunkError())));
    const loading = importWithRetry(load, deps);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(connection.reachable).toBe(false);
    // Only the first try: the next waits for the server, not for a timer of its own.
    expect(load).toHaveBeenCalledTimes(1);

    server.up = true;
    await jest.advanceTimersByTimeAsync(3_000);
    await expect(loading).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('with the server answering, tries once more at once, then leaves it to the reload guard', async () => {
    const { deps } = setUp();
    const error = chunkError();
    const load = jest.fn(() => Promise.reject(error));
    const loading = importWithRetry(load, deps);
    const outcome = expect(loading).rejects.toBe(error);
    await jest.advanceTimersByTimeAsync(0);
    await outcome;
    expect(load).toHaveBeenCalledTimes(2);
    expect(deps.reload).toHaveBeenCalledWith(error);
  });

  it('never settles while the guard reloads the page', async () => {
    const { deps } = setUp();
    deps.reload.mockResolvedValue(true);
    const settled = jest.fn();
    void importWithRetry(() => Promise.reject(chunkError()), deps).then(settled, settled);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(settled).not.toHaveBeenCalled();
  });

  it('passes other errors on at once', async () => {
    const { deps } = setUp();
    const error = new TypeError('x is not a function');
    await expect(importWithRetry(() => Promise.reject(error), deps)).rejects.toBe(error);
    expect(deps.reload).not.toHaveBeenCalled();
  });
});
