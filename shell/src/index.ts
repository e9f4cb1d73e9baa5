// The federation async boundary: shared singletons are negotiated before bootstrap runs.
// The start-up's modules run in two tasks, not one: the framework and platform first, then,
// after the browser has had a turn (a tap, a frame), the shell's own. Either alone is shorter
// than the whole, and a phone's main thread is not held for all of it at once.
import('./framework-first')
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => import('./bootstrap'));
