import { ping } from '@casino/contract';
import { okFor } from '@casino/platform/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { pageConnection } from '../connection/page-connection';
import { lazyWithPreload } from './lazy-with-preload';

function chunkError() {
  const error = new Error('Loading chunk 467 failed.\n(error: http://localhost/467.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('lazyWithPreload', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('renders a part whose chunk failed while the server was away once the server is back', async () => {
    let serverUp = false;
    // A stub of its own, not mockApi: the probe asks a path of the page's origin, which a Request outside a browser cannot take.
    global.fetch = jest.fn(async () => {
      if (!serverUp) throw new TypeError('Failed to fetch');
      return okFor(ping, { pong: true, time: '2026-01-01T00:00:00.000Z' });
    });
    const load = jest.fn(async () => {
      if (!serverUp) throw chunkError();
      return { default: () => <p>Deposit</p> };
    });
    const Part = lazyWithPreload(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part />
      </Suspense>,
    );
    await waitFor(() => expect(pageConnection.reachable).toBe(false));
    expect(screen.getByText('Loading')).toBeInTheDocument();

    serverUp = true;
    expect(await screen.findByText('Deposit', undefined, { timeout: 4_000 })).toBeInTheDocument();
    expect(pageConnection.reachable).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a preload that failed: the next one asks again', async () => {
    const load = jest
      .fn<Promise<{ default: () => null }>, []>()
      .mockRejectedValueOnce(new TypeError('module threw'))
      .mockResolvedValueOnce({ default: () => null });
    const Part = lazyWithPreload(load);
    await expect(Part.preload()).rejects.toThrow('module threw');
    await expect(Part.preload()).resolves.toEqual({ default: expect.any(Function) });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
