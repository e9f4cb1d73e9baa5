// Every test file sees one moment: `Date` stops where the file starts, while timers, animation
// frames and `performance` keep running for real. A file that works out today's Seoul day as it
// loads then agrees with the code under test whenever its tests run, even across Seoul's
// midnight (15:00 UTC). A file that needs another moment calls jest.useFakeTimers itself; one
// that waits for something measures with performance.now(), which is never held.
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
