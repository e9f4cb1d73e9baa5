import { maxLengthOf, operatorTicketAnswer, type DataOf, type staffTicketGet, type Ticket } from '@casino/contract';
import { isApiError, type HttpClient, makeStoreObservable } from '@casino/platform';
import { Resource } from '@casino/platform/back-office';
import { action } from 'mobx';
import { answerTicket } from '../../../api/answer-ticket';
import { getStaffTicket } from '../../../api/get-staff-ticket';

export type InquiryDetail = DataOf<typeof staffTicketGet>;

// Read from the contract so the form's counter and the API's validation never disagree.
export const MAX_ANSWER = maxLengthOf(operatorTicketAnswer.body, 'answer');

export type AnswerResult =
  | { outcome: 'done'; ticket: Ticket }
  | { outcome: 'invalid' }
  | { outcome: 'busy' }
  /** `message` is the server's (a confirmed inquiry: 409), null when there is none. */
  | { outcome: 'failed'; message: string | null };

/** One opened inquiry: the question, its member and their earlier inquiries, and the answer being written. */
export class InquiryDetailStore {
  id: number;
  readonly detail: Resource<InquiryDetail>;
  /** The answer as typed; starts from the answer already given. */
  draft = '';
  missing = false;
  submitting = false;

  constructor(
    private readonly http: HttpClient,
    id: number,
  ) {
    this.id = id;
    this.detail = new Resource(() => getStaffTicket(http, this.id));
    makeStoreObservable<InquiryDetailStore, 'http'>(this, { http: false, detail: false }, { autoBind: true });
  }

  get ticket(): Ticket | null {
    return this.detail.value?.ticket ?? null;
  }

  /** A confirmed inquiry is closed: the member has read its answer, it cannot be answered again. */
  get closed(): boolean {
    return this.ticket?.status === 'confirmed';
  }

  /** This inquiry again, or another one (an earlier one of the same member) in its place. */
  async load(id: number = this.id): Promise<void> {
    this.id = id;
    await this.detail.load();
    action('inquiryShown', () => {
      if (this.detail.value?.ticket.id !== this.id) return;
      this.draft = this.detail.value.ticket.answer ?? '';
      this.missing = false;
    })();
  }

  setDraft(draft: string): void {
    this.draft = draft;
    this.missing = false;
  }

  async submit(): Promise<AnswerResult> {
    const ticket = this.ticket;
    if (!ticket || this.submitting) return { outcome: 'busy' };
    const answer = this.draft.trim();
    if (answer === '') {
      this.missing = true;
      return { outcome: 'invalid' };
    }
    this.submitting = true;
    try {
      const answered = await answerTicket(this.http, ticket.id, answer);
      action('inquiryAnswered', () => {
        const shown = this.detail.value;
        if (shown?.ticket.id === answered.id) this.detail.value = { ...shown, ticket: answered };
        this.draft = answered.answer ?? answer;
      })();
      return { outcome: 'done', ticket: answered };
    } catch (error) {
      // Confirmed meanwhile (409) or gone (404): show the inquiry as it is now.
      if (isApiError(error) && (error.status === 409 || error.status === 404)) void this.load(ticket.id);
      return { outcome: 'failed', message: isApiError(error) ? error.message : null };
    } finally {
      action('answerSettled', () => (this.submitting = false))();
    }
  }

  /** The page closed the inquiry: an answer still on its way is dropped. */
  stop(): void {
    this.detail.stop();
  }
}
