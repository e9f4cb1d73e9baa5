import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  it('goes on in a later task: a timer set before it has run by then', async () => {
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    await Promise.resolve();
    expect(timerRan).toBe(false);
    await yieldToBrowser();
    expect(timerRan).toBe(true);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    Object.assign(globalThis, { scheduler: { yield: schedulerYield } });
    try {
      await yieldToBrowser();
      expect(schedulerYield).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
