/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { paintFirstFileName } from './paint-first-plugin';

const SOURCE = readFileSync(path.join(__dirname, '..', 'browser', 'paint-first.js'), 'utf8');

function setDocumentState(readyState: DocumentReadyState, visibilityState: DocumentVisibilityState) {
  Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
  Object.defineProperty(document, 'visibilityState', { value: visibilityState, configurable: true });
}

const entryScripts = () => [...document.querySelectorAll('script[src]')].filter((s) => !s.hasAttribute('data-entry')).map((s) => s.getAttribute('src'));

/** A browser that reports largest paints (jsdom does not): `paint()` reports one to every observer. */
function reportingLargestPaints(): { paint: () => void } {
  const callbacks: Array<(list: { getEntries: () => Array<{ startTime: number }> }) => void> = [];
  class LargestPaintObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(callback: (typeof callbacks)[number]) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: LargestPaintObserver, configurable: true, writable: true });
  return { paint: () => callbacks.forEach((callback) => callback({ getEntries: () => [{ startTime: performance.now() }] })) };
}

function run() {
  // The file as the page runs it: a classic script in the page's global scope.
  new Function(SOURCE)();
}

async function advance(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

describe('paint-first.js, the page\'s start-up script', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root" data-awaiting-app><main>served</main></div><script defer src="/paint-first.abc.js" data-entry="/main.js"></script>';
  });

  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'PerformanceObserver');
  });

  it('runs the entry only after the page has loaded and the first screen was given time to be presented', async () => {
    setDocumentState('interactive', 'visible');
    run();
    await advance(1000);
    expect(entryScripts()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    await advance(50);
    expect(entryScripts()).toEqual([]);
    await advance(100);
    expect(entryScripts()).toEqual(['/main.js']);
  });

  it('waits for the pictures on the first screen to be decoded, not those below it', async () => {
    setDocumentState('complete', 'visible');
    let decoded: () => void = () => undefined;
    const shown = document.createElement('img');
    shown.getBoundingClientRect = () => ({ top: 10, bottom: 200, left: 0, right: 300, width: 300, height: 190 }) as DOMRect;
    shown.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    const below = document.createElement('img');
    below.getBoundingClientRect = () => ({ top: 5000, bottom: 5200, left: 0, right: 300, width: 300, height: 200 }) as DOMRect;
    below.decode = () => new Promise<void>(() => undefined);
    document.body.append(shown, below);
    run();
    await advance(1000);
    expect(entryScripts()).toEqual([]);
    decoded();
    await advance(150);
    expect(entryScripts()).toEqual(['/main.js']);
  });

  it('fetches the start-up\'s held code at the latest when it runs the entry: its preload links moved into the head', async () => {
    document.head.innerHTML = '<template data-start-code><link rel="preload" as="script" href="/framework.1.js"><link rel="preload" as="fetch" crossorigin href="/remotes/games/1/mf-manifest.json"></template>';
    reportingLargestPaints();
    const livePreloads = () => [...document.head.querySelectorAll(':scope > link[rel="preload"]')].map((link) => link.getAttribute('href'));
    setDocumentState('complete', 'visible');
    run();
    await advance(50);
    expect(livePreloads()).toEqual([]);
    expect(entryScripts()).toEqual([]);
    await advance(100);
    expect(livePreloads()).toEqual(['/framework.1.js', '/remotes/games/1/mf-manifest.json']);
    expect(entryScripts()).toEqual(['/main.js']);
  });

  it('fetches the held code at the load event, before the entry runs', async () => {
    document.head.innerHTML = '<template data-start-code><link rel="preload" as="script" href="/framework.1.js"></template>';
    reportingLargestPaints();
    setDocumentState('interactive', 'visible');
    run();
    await advance(10);
    expect(document.head.querySelectorAll(':scope > link')).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(document.head.querySelectorAll(':scope > link')).toHaveLength(1);
    expect(entryScripts()).toEqual([]);
    await advance(3000);
  });

  it('fetches the held code at the page\'s first largest paint, before it has loaded', async () => {
    document.head.innerHTML = '<template data-start-code><link rel="preload" as="script" href="/framework.1.js"></template>';
    const browser = reportingLargestPaints();
    setDocumentState('interactive', 'visible');
    run();
    await advance(10);
    expect(document.head.querySelectorAll(':scope > link')).toHaveLength(0);
    browser.paint();
    expect(document.head.querySelectorAll(':scope > link')).toHaveLength(1);
    expect(entryScripts()).toEqual([]);
    await advance(3000);
  });

  it('fetches the held code at once in a browser that reports no largest paint', async () => {
    document.head.innerHTML = '<template data-start-code><link rel="preload" as="script" href="/framework.1.js"></template>';
    setDocumentState('interactive', 'visible');
    run();
    expect(document.head.querySelectorAll(':scope > link')).toHaveLength(1);
    expect(entryScripts()).toEqual([]);
    await advance(3000);
  });

  it('runs the entry at the latest 3 s after it started, once, when the page never finishes loading', async () => {
    setDocumentState('interactive', 'visible');
    run();
    await advance(2999);
    expect(entryScripts()).toEqual([]);
    await advance(1);
    expect(entryScripts()).toEqual(['/main.js']);
    window.dispatchEvent(new Event('load'));
    await advance(1000);
    expect(entryScripts()).toEqual(['/main.js']);
  });

  it('runs the entry at once on a page opened in the background (it paints nothing until shown)', () => {
    setDocumentState('loading', 'hidden');
    run();
    expect(entryScripts()).toEqual(['/main.js']);
  });

  it('runs the entry at once on a page the server did not render (nothing to show before the app)', () => {
    document.getElementById('root')!.removeAttribute('data-awaiting-app');
    setDocumentState('interactive', 'visible');
    run();
    expect(entryScripts()).toEqual(['/main.js']);
  });

  it('asks for the entry once more when it fails to load (a failed preload answers the first ask)', async () => {
    setDocumentState('loading', 'hidden');
    run();
    document.querySelector('script[src="/main.js"]')!.dispatchEvent(new Event('error'));
    expect(entryScripts()).toEqual([]);
    await advance(1000);
    expect(entryScripts()).toEqual(['/main.js']);
    const appended = jest.spyOn(document.body, 'appendChild');
    document.querySelector('script[src="/main.js"]')!.dispatchEvent(new Event('error'));
    await advance(5000);
    expect(appended).not.toHaveBeenCalled();
  });

  it('is emitted under a name that changes with its content', () => {
    expect(paintFirstFileName(SOURCE)).toMatch(/^paint-first\.[0-9a-f]{8}\.js$/);
    expect(paintFirstFileName(SOURCE)).not.toBe(paintFirstFileName(`${SOURCE}\n`));
  });
});
