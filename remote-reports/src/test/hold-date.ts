/**
 * Stops `Date` at this moment for the rest of the test file; timers and animation frames keep
 * running for real. A file that works out today's Seoul day once, as it loads, then agrees with
 * the page whenever its tests run, even across Seoul's midnight (15:00 UTC).
 */
export function holdDate(): void {
  jest.useFakeTimers({
    now: Date.now(),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
