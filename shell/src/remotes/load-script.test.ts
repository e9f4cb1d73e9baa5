import { loadScript } from './load-script';

const URL_OF_ENTRY = 'http://site.test/remotes/games/1.0.0/remoteEntry.js';

/** The script tag the call added to the head. */
function addedScript(): HTMLScriptElement {
  const script = document.head.querySelector<HTMLScriptElement>(`script[src="${URL_OF_ENTRY}"]`);
  if (!script) throw new Error('no script tag was added');
  return script;
}

describe('loadScript', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('settles once the script ran, and takes its tag away', async () => {
    const loading = loadScript(URL_OF_ENTRY);
    const script = addedScript();
    expect(script.async).toBe(true);
    script.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
    expect(script.isConnected).toBe(false);
  });

  it('rejects a script that could not be had as a failed download', async () => {
    const loading = loadScript(URL_OF_ENTRY);
    addedScript().dispatchEvent(new Event('error'));
    await expect(loading).rejects.toMatchObject({ name: 'ChunkLoadError', message: `Loading remote entry failed: ${URL_OF_ENTRY}` });
  });

  it('gives up on a script that has not come in time, so the next try asks again', async () => {
    const loading = loadScript(URL_OF_ENTRY, 5_000);
    const outcome = expect(loading).rejects.toMatchObject({ name: 'ChunkLoadError', message: `Loading remote entry timed out: ${URL_OF_ENTRY}` });
    const script = addedScript();
    await jest.advanceTimersByTimeAsync(4_999);
    expect(script.isConnected).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    await outcome;
    expect(script.isConnected).toBe(false);
  });
});
