import { Type, type Static } from '@sinclair/typebox';
import { ImageUrl, STAFF_HTML_BODY_BYTES, StaffHtml, StaffLine } from '../content-fields';
import { defineEndpoint, PageQuery } from '../endpoint';
import { Count, Id } from '../integers';

/** Inbox notes sent to a member by the site. `content` is HTML, sanitized when stored. */
export const InboxMessage = Type.Object({
  id: Id(),
  title: Type.String(),
  content: Type.String(),
  read: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
export type InboxMessage = Static<typeof InboxMessage>;

export const messageList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/message/list',
  access: 'user',
  summary: "The signed-in user's inbox, newest first, with how many are unread.",
  query: Type.Object({ ...PageQuery }),
  data: Type.Object({ items: Type.Array(InboxMessage), total: Count(), unread: Count() }),
});

/** Ids of the caller's own messages or inquiries; at most 100 at once. */
const OwnIds = Type.Array(Id(), { minItems: 1, maxItems: 100, uniqueItems: true });

export const messageRead = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/core/message/read',
  access: 'user',
  summary: "Marks the caller's own messages read; answers the unread count. Another user's id is 404 and nothing changes.",
  body: Type.Object({ ids: OwnIds }, { additionalProperties: false }),
  data: Type.Object({ unread: Count() }),
  errors: [404],
});

export const messageDelete = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/core/message/delete',
  access: 'user',
  summary: "Deletes the caller's own messages (body { ids }); answers the unread count. Another user's id is 404 and nothing changes.",
  body: Type.Object({ ids: OwnIds }, { additionalProperties: false }),
  data: Type.Object({ unread: Count() }),
  errors: [404],
});

export const TicketStatus = Type.Union([Type.Literal('waiting'), Type.Literal('answered'), Type.Literal('confirmed')]);

export const Ticket = Type.Object({
  id: Id(),
  title: Type.String(),
  content: Type.String(),
  status: TicketStatus,
  answer: Type.Union([Type.String(), Type.Null()]),
  answered_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});
export type Ticket = Static<typeof Ticket>;

export const ticketList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/ticket/list',
  access: 'user',
  summary: "The signed-in user's customer-service inquiries, newest first, with answers, and how many answers wait to be confirmed.",
  query: Type.Object({ ...PageQuery }),
  data: Type.Object({ items: Type.Array(Ticket), total: Count(), answered: Count() }),
});

export const ticketCreate = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/ticket/create',
  access: 'user',
  summary: 'Writes an inquiry (plain text).',
  body: Type.Object(
    {
      title: Type.String({ maxLength: 100 }),
      content: Type.String({ maxLength: 5000 }),
    },
    { additionalProperties: false },
  ),
  data: Ticket,
});

export const ticketConfirm = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/core/ticket/confirm-ticket',
  access: 'user',
  summary: "Confirms the caller's own answered inquiry. Another user's id is 404; an unanswered one is 409.",
  body: Type.Object({ ticket_id: Id() }, { additionalProperties: false }),
  data: Ticket,
  errors: [404, 409],
});

export const ticketDelete = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/core/ticket/delete',
  access: 'user',
  summary: "Deletes the caller's own inquiries (body { ids }), answered or not. Another user's id is 404 and nothing changes.",
  body: Type.Object({ ids: OwnIds }, { additionalProperties: false }),
  data: Type.Object({ deleted: Count() }),
  errors: [404],
});

/* Operator paths (access 'master'), until the partner back-office screens arrive. */

export const operatorBoardMessageCreate = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/admin/board-message/create',
  access: 'master',
  summary:
    "Publishes an announcement, event or popup announcement to the master's own line (the members and partners under it), or to every line (`site_wide`, with the `site` right); the HTML is sanitized before it is stored.",
  body: Type.Object(
    {
      type: Type.Union([Type.Literal('notice'), Type.Literal('event'), Type.Literal('popup')]),
      title: StaffLine(200),
      content: StaffHtml(),
      site_wide: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  maxBodyBytes: STAFF_HTML_BODY_BYTES,
  data: Type.Object({ id: Id(), content: Type.String() }),
  errors: [403],
});

export const operatorTicketAnswer = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/core/admin/ticket/answer',
  access: 'master',
  summary: "Answers (or re-answers, until confirmed) an inquiry from its downline.",
  body: Type.Object({ ticket_id: Id(), answer: Type.String({ minLength: 1, maxLength: 5000 }) }, { additionalProperties: false }),
  data: Ticket,
  errors: [404, 409],
});

export const operatorPopupCreate = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/admin/popup/create',
  access: 'master',
  summary:
    "Adds an image popup at the end of the sequence, shown to the master's own line (or every line: `site_wide`, with the `site` right). The image is a site path (/static/..., /uploads/...) or an https URL.",
  body: Type.Object(
    {
      image_url: ImageUrl(),
      title: StaffLine(200),
      is_non_closable: Type.Optional(Type.Boolean()),
      active: Type.Optional(Type.Boolean()),
      site_wide: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  data: Type.Object({ id: Id() }),
  errors: [403],
});
