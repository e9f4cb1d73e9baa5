import { LatestRequest, type HttpClient, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { previewStaffHtml } from '../../api/preview-staff-html';
import { errorText } from '../../lib/error-text';

/** How long the text must rest before the server is asked for its preview. */
export const PREVIEW_DELAY_MS = 400;

export type PreviewStatus = 'empty' | 'waiting' | 'ready' | 'error';

/**
 * The preview of what members will see: the editor's HTML as the server keeps it
 * (`staffHtmlPreview`), asked for once typing pauses; an older answer never replaces a newer one.
 */
export class HtmlPreviewStore {
  status: PreviewStatus = 'empty';
  /** The sanitized HTML last answered (kept on screen while the next one is on its way). */
  content = '';
  errorMessage: string | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly latest = new LatestRequest();

  constructor(
    private readonly http: HttpClient,
    private readonly fallbackError: string,
  ) {
    makeStoreObservable<HtmlPreviewStore, 'http' | 'timer' | 'latest' | 'fallbackError'>(this, { http: false, timer: false, latest: false, fallbackError: false }, { autoBind: true });
  }

  /** The editor's HTML changed: ask once it rests (at once with `delayMs` 0). */
  show(html: string, delayMs = PREVIEW_DELAY_MS): void {
    this.stop();
    if (html === '') {
      this.status = 'empty';
      this.content = '';
      return;
    }
    this.status = 'waiting';
    this.timer = setTimeout(() => void this.fetch(html), delayMs);
  }

  stop(): void {
    clearTimeout(this.timer);
    this.latest.invalidate();
  }

  private async fetch(html: string): Promise<void> {
    const isLatest = this.latest.begin();
    try {
      const { content } = await previewStaffHtml(this.http, html);
      if (!isLatest()) return;
      action('previewShown', () => {
        this.content = content;
        this.status = 'ready';
        this.errorMessage = null;
      })();
    } catch (error) {
      if (!isLatest()) return;
      action('previewFailed', () => {
        this.status = 'error';
        this.errorMessage = errorText(error, this.fallbackError);
      })();
    }
  }
}
