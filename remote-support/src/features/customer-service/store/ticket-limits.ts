import { maxLengthOf, ticketCreate } from '@casino/contract';

// Read from the contract so the form's counters and the API's validation never disagree.
export const MAX_TICKET_TITLE = maxLengthOf(ticketCreate.body, 'title');
export const MAX_TICKET_CONTENT = maxLengthOf(ticketCreate.body, 'content');
