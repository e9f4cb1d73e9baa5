import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RenderRequest, RenderResult } from './render-protocol';

/** What the shell's server build (`shell/dist/server/render.cjs`) exports. */
export interface HostRenderModule {
  render(request: RenderRequest & { releasesDir: string; signal: AbortSignal }): Promise<RenderResult>;
}

/**
 * The shell's server entry, required from its build and required again when the shell is rebuilt
 * (its file changes; looked at once a second at most), as the API re-reads the shell's index.html. A missing or broken build throws
 * at the render that needs it, and each render tries again, so a build that appears is picked up.
 */
const nodeRequire = createRequire(__filename);

/** The build's module, required afresh (not from Node's module cache). */
function requireAfresh(file: string): unknown {
  delete nodeRequire.cache[file];
  return nodeRequire(file);
}

export class HostRenderEntry {
  private loaded: { stamp: string; module: HostRenderModule; checkedAt: number } | null = null;

  /** `recheckMs`: how long a loaded build is used before its file is looked at again (a look for every render was about 1 % of a worker). */
  constructor(
    private readonly file: string,
    private readonly recheckMs = 1000,
    private readonly now: () => number = performance.now.bind(performance),
    private readonly load: (file: string) => unknown = requireAfresh,
  ) {}

  get(): HostRenderModule {
    const at = this.now();
    if (this.loaded && at - this.loaded.checkedAt < this.recheckMs) return this.loaded.module;
    const info = statSync(this.file);
    const stamp = `${info.mtimeMs}:${info.size}`;
    if (this.loaded?.stamp !== stamp) {
      const module = this.load(this.file) as Partial<HostRenderModule>;
      if (typeof module.render !== 'function') throw new Error(`${this.file} exports no render function`);
      this.loaded = { stamp, module: module as HostRenderModule, checkedAt: at };
    }
    this.loaded.checkedAt = at;
    return this.loaded.module;
  }
}
