import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FileStamp } from './file-stamp';

const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;

/**
 * The shell's index.html with this response's CSP nonce in place of the build's placeholder,
 * and `headTags` (preload links for this page) at the top of its head. Kept in memory and re-read
 * when the shell is rebuilt (looked at once per `recheckMs`); null when the shell is not built.
 */
export class IndexPage {
  private readonly file: string;
  private readonly stamp: FileStamp;
  private cached: { stamp: string; html: string } | null = null;

  constructor(shellDist: string, recheckMs?: number) {
    this.file = path.join(shellDist, 'index.html');
    this.stamp = new FileStamp(this.file, recheckMs);
  }

  async render(nonce: string, headTags = ''): Promise<string | null> {
    const stamp = await this.stamp.current();
    if (stamp === 'none') return null;
    if (this.cached?.stamp !== stamp) {
      const html = await readFile(this.file, 'utf8').catch(() => null);
      if (html === null) return null;
      this.cached = { stamp, html };
    }
    const html = this.cached.html.replace(NONCE_PLACEHOLDER, nonce);
    return headTags ? html.replace('<title>', `${headTags}<title>`) : html;
  }
}
