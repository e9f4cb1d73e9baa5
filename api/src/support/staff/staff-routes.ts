import {
  operatorBoardMessageCreate,
  operatorPopupCreate,
  operatorTicketAnswer,
  staffBoardMessageList,
  staffBoardMessageUpdate,
  staffHtmlPreview,
  staffNoteGet,
  staffNoteList,
  staffNoteSend,
  staffPopupList,
  staffPopupOrder,
  staffPopupUpdate,
  staffTicketGet,
  staffTicketList,
  staffTicketWaiting,
} from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { addEndpoint } from '../../http/endpoint-route';
import { sanitizeStaffHtml } from '../staff-html';
import { listStaffBoardMessages, publishStaffBoardMessage, updateStaffBoardMessage } from './staff-board-messages';
import { getSentNote, listSentNotes, sendNote } from './staff-notes';
import { createStaffPopup, listStaffPopups, orderStaffPopups, updateStaffPopup } from './staff-popups';
import { staffOf } from './staff-scope';
import { answerTicket, getStaffTicket, listStaffTickets, waitingTickets } from './staff-tickets';

/** The support team's staff side: the master level over its own line (the contract declares `access: 'master'`). */
export async function supportStaffRoutes(app: FastifyInstance, deps: AppDeps) {
  const tag = 'support staff';
  // Announcements and popups are served from the response cache: answer once this process has
  // heard of the change, so that the next read, the staff member's own included, shows it.
  const heard = async <T>(written: Promise<T>) => {
    const result = await written;
    await deps.changes.sync();
    return result;
  };

  addEndpoint(app, deps.authenticator, tag, staffTicketList, async ({ auth, query }) => listStaffTickets(deps.db, auth.userId, query));
  addEndpoint(app, deps.authenticator, tag, staffTicketGet, async ({ auth, query }) => getStaffTicket(deps.db, auth.userId, query.id));
  addEndpoint(app, deps.authenticator, tag, staffTicketWaiting, async ({ auth }) => ({ waiting: await waitingTickets(deps.db, auth.userId) }));
  addEndpoint(app, deps.authenticator, tag, operatorTicketAnswer, async ({ auth, body, request }) =>
    answerTicket(deps.db, auth.userId, { userId: auth.userId, ip: request.ip }, body.ticket_id, body.answer),
  );

  addEndpoint(app, deps.authenticator, tag, staffHtmlPreview, async ({ body }) => ({ content: sanitizeStaffHtml(body.content) }));
  addEndpoint(app, deps.authenticator, tag, staffBoardMessageList, async ({ auth, query, request }) => listStaffBoardMessages(deps.db, staffOf(auth, request.ip), query));
  addEndpoint(app, deps.authenticator, tag, operatorBoardMessageCreate, async ({ auth, body, request }) => heard(publishStaffBoardMessage(deps.db, staffOf(auth, request.ip), body)));
  addEndpoint(app, deps.authenticator, tag, staffBoardMessageUpdate, async ({ auth, body, request }) => heard(updateStaffBoardMessage(deps.db, staffOf(auth, request.ip), body)));

  addEndpoint(app, deps.authenticator, tag, staffPopupList, async ({ auth, request }) => ({ items: await listStaffPopups(deps.db, staffOf(auth, request.ip)) }));
  addEndpoint(app, deps.authenticator, tag, operatorPopupCreate, async ({ auth, body, request }) => heard(createStaffPopup(deps.db, staffOf(auth, request.ip), body)));
  addEndpoint(app, deps.authenticator, tag, staffPopupUpdate, async ({ auth, body, request }) => heard(updateStaffPopup(deps.db, staffOf(auth, request.ip), body)));
  addEndpoint(app, deps.authenticator, tag, staffPopupOrder, async ({ auth, body, request }) => ({ items: await heard(orderStaffPopups(deps.db, staffOf(auth, request.ip), body.ids)) }));

  addEndpoint(app, deps.authenticator, tag, staffNoteSend, async ({ auth, body, request }) => sendNote(deps.db, { userId: auth.userId, ip: request.ip }, auth.userId, body));
  addEndpoint(app, deps.authenticator, tag, staffNoteList, async ({ auth, query, request }) => listSentNotes(deps.db, auth.userId, query.page ?? 1, query.pageSize ?? 20, request.lang));
  addEndpoint(app, deps.authenticator, tag, staffNoteGet, async ({ auth, query, request }) => getSentNote(deps.db, auth.userId, query.id, request.lang));
}
