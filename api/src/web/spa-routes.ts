import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** `routes.json`, written by the shell's build from its route table. */
const RouteList = Type.Object({ paths: Type.Array(Type.String({ pattern: '^/' })) });

/**
 * Per route pattern, whether its parameters name something that exists (`/game/:type/:brand`:
 * an active brand). A domain that knows answers; patterns without a check are always pages.
 */
export type PageChecks = Record<string, (params: Record<string, string>) => Promise<boolean>>;

interface Pattern {
  path: string;
  parts: string[];
}

/**
 * The shell's route patterns (`/game/:type`), to tell a page from an unknown path (spec 8: 404).
 * Re-read when the shell is rebuilt. Without the file (a build from before it existed) every
 * path counts as a page, as it did then.
 */
export class SpaRoutes {
  private cached: { mtimeMs: number; patterns: Pattern[] } | null = null;

  constructor(
    private readonly shellDist: string,
    private readonly checks: PageChecks = {},
  ) {}

  async isPage(pathname: string): Promise<boolean> {
    const patterns = await this.patterns();
    if (patterns === null) return true;
    const segments = splitPath(pathname);
    if (segments === null) return false;
    for (const pattern of patterns) {
      const params = matches(pattern.parts, segments);
      if (params) return this.checks[pattern.path]?.(params) ?? true;
    }
    return false;
  }

  private async patterns(): Promise<Pattern[] | null> {
    const file = path.join(this.shellDist, 'routes.json');
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (this.cached?.mtimeMs !== info.mtimeMs) {
      const list: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (!Value.Check(RouteList, list)) throw new Error(`${file} does not list route paths`);
      this.cached = { mtimeMs: info.mtimeMs, patterns: list.paths.map((p) => ({ path: p, parts: splitPath(p) ?? [] })) };
    }
    return this.cached.patterns;
  }
}

/** Decoded, non-empty segments; a trailing slash does not count (as in the client's router). */
function splitPath(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/** The parameters when `segments` match; the client's router compares case-insensitively and `:name` is any one segment. */
function matches(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const segment = segments[i]!;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return params;
}
