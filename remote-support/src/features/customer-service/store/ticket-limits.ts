import { ticketCreate } from '@casino/contract';

// Read from the contract so the form's counters and the API's validation never disagree.
export const MAX_TICKET_TITLE = ticketCreate.body.properties.title.maxLength ?? 100;
export const MAX_TICKET_CONTENT = ticketCreate.body.properties.content.maxLength ?? 5000;
