/**
 * Runs `task` every `everyMs` until stopped, never two at once; a failed round is reported to
 * `onError` and the next one runs as usual. `stop` waits for a round under way.
 */
export function runEvery(everyMs: number, task: () => Promise<unknown>, onError: (error: unknown) => void): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = task()
      .catch(onError)
      .finally(() => {
        busy = false;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
