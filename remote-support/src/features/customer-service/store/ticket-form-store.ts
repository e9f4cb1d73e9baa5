import { type HttpClient, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { createTicket } from '../../../api/create-ticket';
import { failure, type ActionResult } from '../../../lib/action-result';

/** A missing field, by its key in `tickets.validation`. */
export type TicketField = 'title' | 'content';

export type SubmitResult = ActionResult | { outcome: 'invalid' };

/** The write tab: a title and the question, checked here before anything is sent. */
export class TicketFormStore {
  title = '';
  content = '';
  missing: TicketField[] = [];
  submitting = false;

  constructor(private readonly http: HttpClient) {
    makeStoreObservable<TicketFormStore, 'http'>(this, { http: false }, { autoBind: true });
  }

  setTitle(title: string): void {
    this.title = title;
    this.missing = this.missing.filter((field) => field !== 'title');
  }

  setContent(content: string): void {
    this.content = content;
    this.missing = this.missing.filter((field) => field !== 'content');
  }

  async submit(): Promise<SubmitResult> {
    if (this.submitting) return { outcome: 'busy' };
    const body = { title: this.title.trim(), content: this.content.trim() };
    this.missing = (['title', 'content'] as const).filter((field) => body[field] === '');
    if (this.missing.length > 0) return { outcome: 'invalid' };
    this.submitting = true;
    try {
      await createTicket(this.http, body);
      action('ticketCreated', () => {
        this.title = '';
        this.content = '';
      })();
      return { outcome: 'done' };
    } catch (error) {
      return failure(error);
    } finally {
      action('ticketSubmitSettled', () => {
        this.submitting = false;
      })();
    }
  }
}
