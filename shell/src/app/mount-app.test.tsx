import { act } from '@testing-library/react';
import { Component, Suspense, use, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { HydratedApart } from '../components/hydrated-apart';
import { PARTS_LIVE_WITHIN_MS, mountApp } from './mount-app';

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>count {count}</button>;
}

function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.setAttribute('data-awaiting-app', '');
  container.innerHTML = renderToString(<Counter />);
  document.body.replaceChildren(container);
  return container;
}

test('takes the server markup over: the same button, now live, and the root no longer awaits the app', async () => {
  const container = serverPage();
  const served = container.querySelector('button');
  await act(() => mountApp(container, <Counter />, async () => true));
  expect(container.hasAttribute('data-awaiting-app')).toBe(false);
  const button = container.querySelector('button')!;
  expect(button).toBe(served);
  act(() => button.click());
  expect(button.textContent).toBe('count 1');
});

test('renders afresh when it cannot take the markup over (the page`s code is late): new elements, live', async () => {
  const container = serverPage();
  const served = container.querySelector('button');
  await act(() => mountApp(container, <Counter />, async () => false));
  expect(container.hasAttribute('data-awaiting-app')).toBe(false);
  expect(container.querySelector('button')).not.toBe(served);
  expect(container.querySelectorAll('button')).toHaveLength(1);
});

/** A page whose area the server left to the browser: the boundary as React's server sends it, with the digest given (empty: on purpose, `browser()`). */
function pageWithAreaLeft(digest: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = `${renderToString(<Counter />)}<!--$!--><template data-dgst="${digest}"></template><p>loading</p><!--/$-->`;
  document.body.replaceChildren(container);
  return container;
}

const pageWithArea = (
  <>
    <Counter />
    <Suspense fallback={<p>loading</p>}>
      <p>the area</p>
    </Suspense>
  </>
);

test('an area the server left to the browser is rendered here, the rest taken over, and no hydration error is logged', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const container = pageWithAreaLeft('');
    const served = container.querySelector('button');
    await act(() => mountApp(container, pageWithArea, async () => true));
    expect(container.querySelector('button')).toBe(served);
    expect(container.textContent).toContain('the area');
    expect(logged).not.toHaveBeenCalled();

    // An area the server failed on (an error's digest) is one to hear about.
    await act(() => mountApp(pageWithAreaLeft('another-failure'), pageWithArea, async () => true));
    expect(logged).toHaveBeenCalledWith('[shell] the server-rendered page did not hydrate as it was', expect.objectContaining({ digest: 'another-failure' }));
  } finally {
    logged.mockRestore();
  }
});

describe('a page with parts that hydrate apart', () => {
  /** Holds its part's hydration until released: a part whose code is still on its way. */
  function gate() {
    let release = () => undefined as void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    function Gate() {
      use(arrived);
      return null;
    }
    return { Gate, release };
  }

  /** Server markup: a counter, then a part holding a second one. */
  function servedWithPart(): HTMLElement {
    const container = document.createElement('div');
    container.setAttribute('data-awaiting-app', '');
    container.innerHTML = renderToString(
      <>
        <Counter />
        <HydratedApart>
          <Counter />
        </HydratedApart>
      </>,
    );
    document.body.replaceChildren(container);
    return container;
  }

  test('the root awaits the app until every part is live, and a click on a part then reaches it', async () => {
    const { Gate, release } = gate();
    const container = servedWithPart();
    const app = (
      <>
        <Counter />
        <HydratedApart>
          <Gate />
          <Counter />
        </HydratedApart>
      </>
    );

    await act(() => mountApp(container, app, async () => true));
    // The rest is live; the part is still server markup.
    const rootButton = container.querySelector('button')!;
    act(() => rootButton.click());
    expect(rootButton.textContent).toBe('count 1');
    expect(container.hasAttribute('data-awaiting-app')).toBe(true);

    await act(async () => release());
    expect(container.hasAttribute('data-awaiting-app')).toBe(false);
    const partButton = container.querySelectorAll('button')[1]!;
    act(() => partButton.click());
    expect(partButton.textContent).toBe('count 1');
  });

  test('a part the server left to the browser counts as live once its fallback shows', async () => {
    const container = document.createElement('div');
    container.setAttribute('data-awaiting-app', '');
    container.innerHTML = `${renderToString(<Counter />)}<!--$!--><template data-dgst=""></template><p>loading</p><!--/$-->`;
    document.body.replaceChildren(container);
    const never = gate();
    const app = (
      <>
        <Counter />
        <HydratedApart fallback={<p>loading</p>}>
          <never.Gate />
        </HydratedApart>
      </>
    );

    await act(() => mountApp(container, app, async () => true));
    expect(container.textContent).toContain('loading');
    expect(container.hasAttribute('data-awaiting-app')).toBe(false);
  });
  test('a part that goes before it is taken over (the visitor went to another page) holds nothing up', async () => {
    const held = gate();
    function Page() {
      const [partShown, setPartShown] = useState(true);
      return (
        <>
          <button onClick={() => setPartShown(false)}>count 0</button>
          {partShown && (
            <HydratedApart>
              <held.Gate />
              <Counter />
            </HydratedApart>
          )}
        </>
      );
    }
    const container = servedWithPart();
    await act(() => mountApp(container, <Page />, async () => true));
    expect(container.hasAttribute('data-awaiting-app')).toBe(true);

    await act(async () => container.querySelector('button')!.click());
    expect(container.hasAttribute('data-awaiting-app')).toBe(false);
  });

  test('a part that throws as it hydrates, replaced by an error boundary, holds nothing up', async () => {
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError = () => ({ failed: true });
      override render = () => (this.state.failed ? <p>the part failed</p> : this.props.children);
    }
    function Throws(): ReactNode {
      throw new Error('the part cannot render in this browser');
    }
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const container = servedWithPart();
      const app = (
        <>
          <Counter />
          <Boundary>
            <HydratedApart>
              <Throws />
            </HydratedApart>
          </Boundary>
        </>
      );
      await act(() => mountApp(container, app, async () => true));
      expect(container.textContent).toContain('the part failed');
      expect(container.hasAttribute('data-awaiting-app')).toBe(false);
    } finally {
      logged.mockRestore();
    }
  });

  test('a part that never comes live holds the page back no longer than the safety net', async () => {
    jest.useFakeTimers();
    try {
      const never = gate();
      const container = servedWithPart();
      const app = (
        <>
          <Counter />
          <HydratedApart>
            <never.Gate />
            <Counter />
          </HydratedApart>
        </>
      );
      // The hydration starts after a yield to the browser (a timer here).
      const mounted = mountApp(container, app, async () => true);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
        await mounted;
      });
      await act(async () => jest.advanceTimersByTime(PARTS_LIVE_WITHIN_MS - 100));
      expect(container.hasAttribute('data-awaiting-app')).toBe(true);
      await act(async () => jest.advanceTimersByTime(100));
      expect(container.hasAttribute('data-awaiting-app')).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});

