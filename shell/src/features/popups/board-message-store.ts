import { LatestRequest, serverMessage, type HttpClient, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { getBoardMessage } from './api/get-board-message';

/** A failed announcement carries the server's message, or null for the generic one. */
export type BoardMessageState = { status: 'loading' } | { status: 'shown'; title: string; content: string } | { status: 'failed'; message: string | null };

/** One announcement by id, for the board-message dialog; another id replaces it, never an older answer. */
export class BoardMessageStore {
  state: BoardMessageState = { status: 'loading' };
  private readonly latest = new LatestRequest();

  constructor(private readonly http: HttpClient) {
    makeStoreObservable<BoardMessageStore, 'http' | 'latest'>(this, { http: false, latest: false }, { autoBind: true });
  }

  async load(id: number): Promise<void> {
    const isLatest = this.latest.begin();
    if (!Number.isInteger(id) || id < 1) {
      this.state = { status: 'failed', message: null };
      return;
    }
    this.state = { status: 'loading' };
    try {
      const message = await getBoardMessage(this.http, id);
      if (isLatest()) action('boardMessageShown', () => (this.state = { status: 'shown', title: message.title, content: message.content }))();
    } catch (error) {
      if (isLatest()) action('boardMessageFailed', () => (this.state = { status: 'failed', message: serverMessage(error) }))();
    }
  }
}
