import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { lazyWithRetry } from './lazy-with-retry';

const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}
const greetingModule = { default: Greeting };

/** An error boundary like the shell's: its Retry only remounts what it holds. */
class Boundary extends Component<{ children: ReactNode }, { error: unknown; tries: number }> {
  override state = { error: null as unknown, tries: 0 };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (this.state.error) return <button onClick={() => this.setState(({ tries }) => ({ error: null, tries: tries + 1 }))}>Retry</button>;
    return (
      <Suspense key={this.state.tries} fallback={<p>Loading</p>}>
        {this.props.children}
      </Suspense>
    );
  }
}

/** Lets the page's timers and promises run until `ms` has passed. */
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  jest.useFakeTimers();
  // React logs the errors its boundaries catch.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('lazyWithRetry', () => {
  it('tries a failed chunk download again and renders when a later try succeeds', async () => {
    const load = jest.fn().mockRejectedValueOnce(chunkError()).mockRejectedValueOnce(chunkError()).mockResolvedValue(greetingModule);
    const LazyGreeting = lazyWithRetry(load);
    render(
      <Boundary>
        <LazyGreeting name="Kim" />
      </Boundary>,
    );
    await advance(0);
    expect(screen.getByText('Loading')).toBeTruthy();
    await advance(1_500);
    expect(screen.getByText('Hello Kim')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up after about 30 s to the error boundary, whose Retry starts a fresh import', async () => {
    const load = jest.fn().mockRejectedValue(chunkError());
    const LazyGreeting = lazyWithRetry(load);
    render(
      <Boundary>
        <LazyGreeting name="Kim" />
      </Boundary>,
    );
    await advance(25_000);
    expect(screen.getByText('Loading')).toBeTruthy();
    await advance(5_000);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    const triesBeforeRetry = load.mock.calls.length;
    // The boundary stays on its error: no import starts by itself.
    await advance(60_000);
    expect(load).toHaveBeenCalledTimes(triesBeforeRetry);

    load.mockResolvedValue(greetingModule);
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    await advance(0);
    expect(screen.getByText('Hello Kim')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(triesBeforeRetry + 1);
  });

  it('does not retry an error of the module itself, and does not keep it either', async () => {
    const load = jest.fn().mockRejectedValueOnce(new TypeError('x is not a function')).mockResolvedValue(greetingModule);
    const LazyGreeting = lazyWithRetry(load);
    render(
      <Boundary>
        <LazyGreeting name="Kim" />
      </Boundary>,
    );
    await advance(0);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    await advance(30_000);
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    await advance(0);
    expect(screen.getByText('Hello Kim')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
