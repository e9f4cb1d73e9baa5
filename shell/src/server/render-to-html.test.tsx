/**
 * @jest-environment node
 */
import { Suspense, lazy, use, type ReactNode } from 'react';
import { browser } from 'react-dom';
import { renderToHtml } from './render-to-html';

/** A lazy part whose module arrives when `arrive` is called. */
function lazyPart(text: string) {
  let arrive = () => {};
  const Part = lazy(() => new Promise<{ default: () => ReactNode }>((resolve) => (arrive = () => resolve({ default: () => <p>{text}</p> }))));
  return { Part, arrive: () => arrive() };
}

/** The tree as `renderToHtml` gets it, counting its passes. */
function counted(make: () => ReactNode) {
  const passes = { count: 0 };
  return {
    passes,
    tree: () => {
      passes.count += 1;
      return make();
    },
  };
}

describe('renderToHtml', () => {
  it('renders a tree with nothing to wait for in one pass', async () => {
    const { tree, passes } = counted(() => (
      <main>
        <h1 title="a &quot; b">Home</h1>
        <Suspense fallback={<span>loading</span>}>
          <p>{'<banner>'}</p>
        </Suspense>
      </main>
    ));

    await expect(renderToHtml(tree)).resolves.toBe('<main><h1 title="a &quot; b">Home</h1><!--$--><p>&lt;banner&gt;</p><!--/$--></main>');
    expect(passes.count).toBe(1);
  });

  it('waits for a part that is still loading, in a second pass, and sends it rendered', async () => {
    const { Part, arrive } = lazyPart('the lobby');
    const { tree, passes } = counted(() => (
      <Suspense fallback={<span>loading</span>}>
        <Part />
      </Suspense>
    ));

    const html = renderToHtml(tree);
    arrive();

    await expect(html).resolves.toBe('<!--$--><p>the lobby</p><!--/$-->');
    expect(passes.count).toBe(2);
  });

  it('waits for a part outside every boundary too', async () => {
    const { Part, arrive } = lazyPart('the shell');
    const { tree, passes } = counted(() => <Part />);

    const html = renderToHtml(tree);
    arrive();

    await expect(html).resolves.toBe('<p>the shell</p>');
    expect(passes.count).toBe(2);
  });

  it('sends an area left to the browser on purpose as its fallback, marked for the browser', async () => {
    function LeftToBrowser(): null {
      use(browser('not on the server'));
      return null;
    }
    const make = () => (
      <Suspense fallback={<span>loading</span>}>
        <LeftToBrowser />
      </Suspense>
    );
    const unsaid = counted(make);
    const said = counted(make);

    const html = await renderToHtml(unsaid.tree);

    expect(html).toContain('<!--$!-->');
    expect(html).toContain('<span>loading</span>');
    expect(unsaid.passes.count).toBe(2);
    // Said up front, the stream's pass only.
    await expect(renderToHtml(said.tree, { leftToBrowser: true })).resolves.toBe(html);
    expect(said.passes.count).toBe(1);
  });

  it('rejects when a part fails, inside a boundary or not', async () => {
    function Broken(): ReactNode {
      throw new Error('the page broke');
    }

    const outside = counted(() => <Broken />);
    const inside = counted(() => (
      <Suspense fallback={<span>loading</span>}>
        <Broken />
      </Suspense>
    ));

    await expect(renderToHtml(outside.tree)).rejects.toThrow('the page broke');
    await expect(renderToHtml(inside.tree)).rejects.toThrow('the page broke');
    // The stream's pass says what failed.
    expect([outside.passes.count, inside.passes.count]).toEqual([2, 2]);
  });

  it('rejects with the reason when the signal is aborted, even for a tree with nothing to wait for', async () => {
    const controller = new AbortController();
    controller.abort(new Error('the budget ran out'));

    await expect(renderToHtml(() => <p>home</p>, { signal: controller.signal })).rejects.toThrow('the budget ran out');
  });

  it('rejects with the reason when the signal aborts while a part is loading', async () => {
    const { Part } = lazyPart('never');
    const controller = new AbortController();

    const html = renderToHtml(() => <Part />, { signal: controller.signal });
    controller.abort(new Error('the budget ran out'));

    await expect(html).rejects.toThrow('the budget ran out');
  });
});
