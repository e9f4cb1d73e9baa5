/**
 * Which member pages the server smoke check renders: the home page, then the first link found to
 * each other server-rendered route (`/game/:type`, `/game/:type/:brand`), so every route is
 * rendered once with real parameters, taken from the pages themselves.
 */
export class MemberPagePaths {
  private readonly patterns: string[][];
  private readonly covered = new Set<string>();
  private readonly waiting: string[] = [];

  /** `patterns`: the shell's `routes.json` `serverRendered` (the catch-all `*` is checked apart). */
  constructor(patterns: readonly string[]) {
    this.patterns = patterns.filter((pattern) => pattern.startsWith('/')).map(segmentsOf);
    this.take('/');
  }

  /** The next page to render, or null when every route has had one. */
  next(): string | null {
    return this.waiting.shift() ?? null;
  }

  /** The routes no rendered page linked to, so none was rendered (`/game/:type/:brand`). */
  unreached(): string[] {
    return this.patterns.map((pattern) => `/${pattern.join('/')}`).filter((route) => !this.covered.has(route));
  }

  /** Takes the links of a rendered page: each to a route not yet covered is rendered next. */
  readLinks(markup: string): void {
    for (const [, href] of markup.matchAll(/<a\b[^>]*\shref="(\/[^"?#]*)/g)) this.take(href!);
  }

  private take(path: string): void {
    const pattern = this.patterns.find((candidate) => matches(candidate, segmentsOf(path)));
    if (!pattern) return;
    const key = `/${pattern.join('/')}`;
    if (this.covered.has(key)) return;
    this.covered.add(key);
    this.waiting.push(path);
  }
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

function matches(pattern: string[], segments: string[]): boolean {
  return pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i]);
}
