import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** `routes.json`, written by the shell's build from its route table. */
const RouteList = Type.Object({ paths: Type.Array(Type.String({ pattern: '^/' })) });

/**
 * The shell's route patterns (`/game/:type`), to tell a page from an unknown path (spec 8: 404).
 * Re-read when the shell is rebuilt. Without the file (a build from before it existed) every
 * path counts as a page, as it did then.
 */
export class SpaRoutes {
  private cached: { mtimeMs: number; patterns: string[][] } | null = null;

  constructor(private readonly shellDist: string) {}

  async isPage(pathname: string): Promise<boolean> {
    const patterns = await this.patterns();
    if (patterns === null) return true;
    const segments = splitPath(pathname);
    return segments !== null && patterns.some((pattern) => matches(pattern, segments));
  }

  private async patterns(): Promise<string[][] | null> {
    const file = path.join(this.shellDist, 'routes.json');
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (this.cached?.mtimeMs !== info.mtimeMs) {
      const list: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (!Value.Check(RouteList, list)) throw new Error(`${file} does not list route paths`);
      this.cached = { mtimeMs: info.mtimeMs, patterns: list.paths.map((p) => splitPath(p) ?? []) };
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

/** The client's router compares case-insensitively; `:name` is any one segment. */
function matches(pattern: string[], segments: string[]): boolean {
  return pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]!.toLowerCase());
}
