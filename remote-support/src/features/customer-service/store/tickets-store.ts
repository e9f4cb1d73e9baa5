import type { Ticket } from '@casino/contract';
import { isApiError, PagedList, type HttpClient, type PageOf, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { confirmTicket } from '../../../api/confirm-ticket';
import { deleteTickets } from '../../../api/delete-tickets';
import { listTickets } from '../../../api/list-tickets';
import { failure, type ActionResult } from '../../../lib/action-result';

export const TICKETS_PAGE_SIZE = 10;

/** Hands on how many answers wait to be confirmed (the header's badge); undefined: ask again. */
export type OnAnswered = (answered?: number) => void;

/** The inquiries tab: the member's inquiries, paged, and the one opened with its answer. */
export class TicketsStore {
  readonly list: PagedList<Ticket, PageOf<Ticket> & { answered: number }>;
  opened: Ticket | null = null;
  /** A confirm or a delete is on its way. */
  busy = false;

  constructor(
    private readonly http: HttpClient,
    private readonly onAnswered: OnAnswered = () => undefined,
  ) {
    this.list = new PagedList((page, pageSize) => listTickets(this.http, { page, pageSize }), TICKETS_PAGE_SIZE, (answer) => onAnswered(answer.answered));
    makeStoreObservable<TicketsStore, 'http' | 'onAnswered'>(this, { http: false, onAnswered: false, list: false }, { autoBind: true });
  }

  open(ticket: Ticket): void {
    this.opened = ticket;
  }

  close(): void {
    this.opened = null;
  }

  /** The member has read the answer: the inquiry becomes confirmed, here and in the list. */
  confirmOpened(): Promise<ActionResult> {
    const ticket = this.opened;
    return ticket ? this.whileBusy(async () => this.confirmed(await confirmTicket(this.http, ticket.id))) : Promise.resolve({ outcome: 'done' });
  }

  deleteOpened(): Promise<ActionResult> {
    const ticket = this.opened;
    return ticket
      ? this.whileBusy(async () => {
          await deleteTickets(this.http, [ticket.id]);
          this.backToList();
        })
      : Promise.resolve({ outcome: 'done' });
  }

  private confirmed(ticket: Ticket): void {
    this.list.replace((item) => item.id === ticket.id, ticket);
    if (this.opened?.id === ticket.id) this.opened = ticket;
    this.onAnswered();
  }

  private backToList(): void {
    this.opened = null;
    void this.list.load();
  }

  private async whileBusy(work: () => Promise<void>): Promise<ActionResult> {
    if (this.busy) return { outcome: 'busy' };
    this.busy = true;
    try {
      await work();
      return { outcome: 'done' };
    } catch (error) {
      // 404: the inquiry is gone already; show the list as it now is.
      if (isApiError(error) && error.status === 404) this.backToList();
      return failure(error);
    } finally {
      action('ticketActionSettled', () => {
        this.busy = false;
      })();
    }
  }
}
