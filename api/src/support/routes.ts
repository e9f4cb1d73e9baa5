import {
  messageDelete,
  messageList,
  messageRead,
  operatorBoardMessageCreate,
  operatorMessageSend,
  operatorPopupCreate,
  operatorTicketAnswer,
  ticketConfirm,
  ticketCreate,
  ticketDelete,
  ticketList,
} from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { addEndpoint } from '../http/endpoint-route';
import { changeMessages, listInbox } from './inbox';
import { answerTicket, createPopup, publishBoardMessage, sendInboxMessage } from './operator';
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

  // Announcements and popups are served from the response cache: answer once this process has
  // heard of the change, so that the next read, the operator's own included, shows it.
  const heard = async <T>(written: Promise<T>) => {
    const result = await written;
    await deps.changes.sync();
    return result;
  };

  // Operator paths: the contract declares them `access: 'master'`.
  addEndpoint(app, deps.authenticator, 'support operator', operatorBoardMessageCreate, async ({ auth, body }) => heard(publishBoardMessage(deps.db, auth.userId, body)));
  addEndpoint(app, deps.authenticator, 'support operator', operatorMessageSend, async ({ auth, body }) => sendInboxMessage(deps.db, auth.userId, body));
  addEndpoint(app, deps.authenticator, 'support operator', operatorTicketAnswer, async ({ auth, body }) => answerTicket(deps.db, auth.userId, body.ticket_id, body.answer));
  addEndpoint(app, deps.authenticator, 'support operator', operatorPopupCreate, async ({ auth, body }) => heard(createPopup(deps.db, auth.userId, body)));
}
