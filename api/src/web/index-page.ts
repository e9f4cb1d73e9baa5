import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;

/**
 * The shell's index.html with this response's CSP nonce in place of the build's placeholder,
 * and `headTags` (preload links for this page) at the top of its head. Kept in memory and re-read
 * when the shell is rebuilt; null when the shell is not built.
 */
export class IndexPage {
  private cached: { mtimeMs: number; html: string } | null = null;

  constructor(private readonly shellDist: string) {}

  async render(nonce: string, headTags = ''): Promise<string | null> {
    const file = path.join(this.shellDist, 'index.html');
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    if (this.cached?.mtimeMs !== info.mtimeMs) this.cached = { mtimeMs: info.mtimeMs, html: await readFile(file, 'utf8') };
    const html = this.cached.html.replace(NONCE_PLACEHOLDER, nonce);
    return headTags ? html.replace('<title>', `${headTags}<title>`) : html;
  }
}
