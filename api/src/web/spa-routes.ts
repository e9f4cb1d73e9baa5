import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { FileStamp } from './file-stamp';

const RemoteModule = Type.Object({ remote: Type.String(), module: Type.String() });
export type RemoteModule = Static<typeof RemoteModule>;

/**
 * `routes.json`, written by the shell's build from its route table: each path, the remote module
 * of a remote page, and the paths whose pages the render service renders.
 */
const RouteList = Type.Object({
  paths: Type.Array(Type.String({ pattern: '^/' })),
  modules: Type.Optional(Type.Record(Type.String(), RemoteModule)),
  serverRendered: Type.Optional(Type.Array(Type.String({ pattern: '^(/|\\*$)' }))),
  /** The paths whose pages the shell shows only to the signed in (a guard); a visitor gets its sign-in page there. */
  guarded: Type.Optional(Type.Array(Type.String({ pattern: '^/' }))),
});

/**
 * Per route pattern, whether its parameters name something that exists (`/game/:type/:brand`:
 * an active brand). A domain that knows answers; patterns without a check are always pages.
 */
export type PageChecks = Record<string, (params: Record<string, string>) => Promise<boolean>>;

interface Pattern {
  path: string;
  parts: string[];
  module?: RemoteModule;
  serverRendered: boolean;
  guarded: boolean;
}

/** A path the route table knows: the remote module that renders it, if a remote does, and whether the server renders it. */
export interface PageMatch {
  module?: RemoteModule;
  serverRendered?: boolean;
  /** Shown only to the signed in: a visitor sees the guard's page, not the module. */
  guarded?: boolean;
}

/**
 * The shell's route patterns (`/game/:type`), to tell a page from an unknown path (spec 8: 404).
 * Re-read when the shell is rebuilt. Without the file (a build from before it existed) every
 * path counts as a page, as it did then.
 */
export class SpaRoutes {
  private readonly file: string;
  private readonly stamp: FileStamp;
  private cached: { version: string; patterns: Pattern[]; notFoundRendered: boolean } | null = null;

  /** `recheckMs`: how often the file is looked at for a rebuild. */
  constructor(
    shellDist: string,
    private readonly checks: PageChecks = {},
    recheckMs?: number,
  ) {
    this.file = path.join(shellDist, 'routes.json');
    this.stamp = new FileStamp(this.file, recheckMs);
  }

  /** The page at `pathname`, or null when there is none (the 404). */
  async page(pathname: string): Promise<PageMatch | null> {
    const patterns = await this.patterns();
    if (patterns === null) return {};
    const segments = splitPath(pathname);
    if (segments === null) return null;
    for (const pattern of patterns) {
      const params = matches(pattern.parts, segments);
      if (!params) continue;
      const exists = (await this.checks[pattern.path]?.(params)) ?? true;
      return exists ? { module: pattern.module, serverRendered: pattern.serverRendered, guarded: pattern.guarded } : null;
    }
    return null;
  }

  /** Whether the render service renders the not-found page (`*` among `serverRendered`). */
  async notFoundServerRendered(): Promise<boolean> {
    await this.patterns();
    return this.cached?.notFoundRendered ?? false;
  }

  private async patterns(): Promise<Pattern[] | null> {
    const version = await this.stamp.current();
    if (version === 'none') return null;
    if (this.cached?.version !== version) {
      const list: unknown = JSON.parse(await readFile(this.file, 'utf8'));
      if (!Value.Check(RouteList, list)) throw new Error(`${this.file} does not list route paths`);
      const rendered = new Set(list.serverRendered ?? []);
      const guarded = new Set(list.guarded ?? []);
      this.cached = {
        version,
        patterns: list.paths.map((p) => ({ path: p, parts: splitPath(p) ?? [], module: list.modules?.[p], serverRendered: rendered.has(p), guarded: guarded.has(p) })),
        notFoundRendered: rendered.has('*'),
      };
    }
    return this.cached.patterns;
  }
}

/** Decoded, non-empty segments; a trailing slash does not count (as in the client's router). */
function splitPath(pathname: string): string[] | null {
  const segments = pathname.split('/').slice(1);
  // A trailing slash names the same page, as in the client's router; an empty segment elsewhere
  // (`/game//slot`) matches no route there, so it is no page here either.
  if (segments.at(-1) === '') segments.pop();
  if (segments.includes('')) return null;
  try {
    return segments.map((segment) => decodeURIComponent(segment));
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
