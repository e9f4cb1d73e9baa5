/** The pages most visitors land on. */
const FIRST_PAGES = ['/', '/game/casino', '/game/slot'];
const LANGUAGES = ['ko', 'en'];

/**
 * Asks this API for its busiest guest pages once it listens, all at once (so the render workers
 * share them): each worker loads the remotes' server code before a visitor waits on it, and the
 * guest pages are kept before the first guest comes. Failures only mean a colder first visit.
 */
export async function warmMemberPages(origin: string): Promise<void> {
  const pages = FIRST_PAGES.flatMap((path) => LANGUAGES.map((lang) => `${origin}${path}?lang=${lang}`));
  await Promise.allSettled(pages.map((url) => fetch(url, { headers: { accept: 'text/html' } }).then((res) => res.arrayBuffer())));
}
