import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RenderRequest, RenderResult } from './render-protocol';

/** What the shell's server build (`shell/dist/server/render.cjs`) exports. */
export interface HostRenderModule {
  render(request: RenderRequest & { releasesDir: string; signal: AbortSignal }): Promise<RenderResult>;
}

/**
 * The shell's server entry, required from its build and required again when the shell is rebuilt
 * (its file changes), as the API re-reads the shell's index.html. A missing or broken build throws
 * at the render that needs it, and each render tries again, so a build that appears is picked up.
 */
const load = createRequire(__filename);

export class HostRenderEntry {
  private loaded: { stamp: string; module: HostRenderModule } | null = null;

  constructor(private readonly file: string) {}

  get(): HostRenderModule {
    const info = statSync(this.file);
    const stamp = `${info.mtimeMs}:${info.size}`;
    if (this.loaded?.stamp !== stamp) {
      delete load.cache[this.file];
      const module = load(this.file) as Partial<HostRenderModule>;
      if (typeof module.render !== 'function') throw new Error(`${this.file} exports no render function`);
      this.loaded = { stamp, module: module as HostRenderModule };
    }
    return this.loaded.module;
  }
}
