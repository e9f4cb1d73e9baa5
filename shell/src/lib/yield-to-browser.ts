/**
 * Ends the current task and goes on in a new one, so the browser can answer a tap or draw in
 * between: a start-up run in one go is one long task on a phone's CPU, however little each
 * step costs. `scheduler.yield()` where the browser has it (the rest keeps its priority), else
 * a zero timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
