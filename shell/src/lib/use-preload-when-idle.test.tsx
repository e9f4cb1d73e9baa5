import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyWithPreload } from './lazy-with-preload';
import { usePreloadWhenIdle } from './use-preload-when-idle';

function Preloader({ preloads }: { preloads: (() => Promise<unknown>)[] }) {
  usePreloadWhenIdle(preloads);
  return null;
}

describe('code fetched ahead of need', () => {
  it('runs every preload once the loaded page is idle', async () => {
    const first = jest.fn(async () => undefined);
    const second = jest.fn(async () => undefined);
    render(<Preloader preloads={[first, second]} />);
    expect(first).not.toHaveBeenCalled();
    await waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('runs one preload per idle moment, and none after unmounting', async () => {
    const idle: (() => void)[] = [];
    // Each request's handle is its number: 1, 2, 3.
    let requests = 0;
    const requestIdle = jest.fn((task: () => void) => {
      idle.push(task);
      return ++requests;
    });
    Object.assign(window, { requestIdleCallback: requestIdle, cancelIdleCallback: jest.fn() });
    try {
      const preloads = [jest.fn(async () => undefined), jest.fn(async () => undefined), jest.fn(async () => undefined)];
      const { unmount } = render(<Preloader preloads={preloads} />);
      expect(idle).toHaveLength(1);
      idle.shift()!();
      expect(preloads.map((p) => p.mock.calls.length)).toEqual([1, 0, 0]);
      idle.shift()!();
      expect(preloads.map((p) => p.mock.calls.length)).toEqual([1, 1, 0]);
      unmount();
      // The third preload's idle callback, still waiting, is the one cancelled.
      expect(window.cancelIdleCallback).toHaveBeenCalledWith(3);
    } finally {
      Object.assign(window, { requestIdleCallback: undefined, cancelIdleCallback: undefined });
    }
  });

  it('a preloaded lazy component renders from the same download', async () => {
    const load = jest.fn(async () => ({ default: () => <p>Loaded dialog</p> }));
    const Dialog = lazyWithPreload(load);
    await Dialog.preload();
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Dialog />
      </Suspense>,
    );
    expect(await screen.findByText('Loaded dialog')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
