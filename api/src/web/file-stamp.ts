import { stat } from 'node:fs/promises';

/**
 * A file's version (modified time and size, 'none' while it is missing), looked at no more than
 * once per `recheckMs`: a page on the hot path asks each time, and a rebuild is seen within that.
 */
export class FileStamp {
  private read: { at: number; stamp: Promise<string> } | null = null;

  constructor(
    private readonly file: string,
    private readonly recheckMs = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  current(): Promise<string> {
    const at = this.now();
    if (this.read === null || at - this.read.at >= this.recheckMs) {
      this.read = { at, stamp: stat(this.file).then((info) => `${info.mtimeMs}:${info.size}`, () => 'none') };
    }
    return this.read.stamp;
  }
}
