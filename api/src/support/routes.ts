import {
  messageDelete,
  messageList,
  messageRead,
  ticketConfirm,
  ticketCreate,
  ticketDelete,
  ticketList,
} from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { addEndpoint } from '../http/endpoint-route';
import { changeMessages, listInbox } from './inbox';
import { confirmTicket, createTicket, deleteTickets, listTickets } from './tickets';

/** A member's inbox and inquiries; every call sees and changes only the caller's own rows. */
export async function supportRoutes(app: FastifyInstance, deps: AppDeps) {
  addEndpoint(app, deps.authenticator, 'support', messageList, async ({ auth, query }) => listInbox(deps.db, auth.userId, query.page ?? 1, query.pageSize ?? 20));
  addEndpoint(app, deps.authenticator, 'support', messageRead, async ({ auth, body }) => changeMessages(deps.db, auth.userId, body.ids, 'read'));
  addEndpoint(app, deps.authenticator, 'support', messageDelete, async ({ auth, body }) => changeMessages(deps.db, auth.userId, body.ids, 'delete'));
  addEndpoint(app, deps.authenticator, 'support', ticketList, async ({ auth, query }) => listTickets(deps.db, auth.userId, query.page ?? 1, query.pageSize ?? 20));
  addEndpoint(app, deps.authenticator, 'support', ticketCreate, async ({ auth, body }) => createTicket(deps.db, auth.userId, body.title, body.content));
  addEndpoint(app, deps.authenticator, 'support', ticketConfirm, async ({ auth, body }) => confirmTicket(deps.db, auth.userId, body.ticket_id));
  addEndpoint(app, deps.authenticator, 'support', ticketDelete, async ({ auth, body }) => deleteTickets(deps.db, auth.userId, body.ids));
}
