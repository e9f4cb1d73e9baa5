import type { App } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;
/** antd's message and modal API, bound to the page's theme and locale by the feedback host. */
export type FeedbackApi = Pick<AppApi, 'message' | 'modal'>;

/**
 * Hands antd's message and modal API from the feedback host (`react/feedback-host.tsx`, loaded
 * after the first paint) to whoever shows a message or a dialog. A call made before the host is
 * there asks for it and waits.
 */
export class FeedbackBridge {
  private api: FeedbackApi | null = null;
  private readonly waiting: Array<(api: FeedbackApi) => void> = [];
  private readonly wantedListeners = new Set<() => void>();
  private wanted = false;

  /** The host mounts: calls go to `api` until the returned function detaches it. */
  attach(api: FeedbackApi): () => void {
    this.api = api;
    for (const resolve of this.waiting.splice(0)) resolve(api);
    return () => {
      if (this.api === api) this.api = null;
    };
  }

  whenReady(): Promise<FeedbackApi> {
    if (this.api) return Promise.resolve(this.api);
    this.want();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** True once something has asked for the host before it was there. */
  get isWanted(): boolean {
    return this.wanted;
  }

  onWanted(listener: () => void): () => void {
    this.wantedListeners.add(listener);
    return () => this.wantedListeners.delete(listener);
  }

  private want() {
    if (this.wanted) return;
    this.wanted = true;
    for (const listener of this.wantedListeners) listener();
  }
}
