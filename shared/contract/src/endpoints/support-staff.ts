import { Type, type Static } from '@sinclair/typebox';
import { ImageUrl, STAFF_HTML_BODY_BYTES, StaffHtml, StaffLine } from '../content-fields';
import { defineEndpoint, Page, PageQuery } from '../endpoint';
import { Count, Id } from '../integers';
import { BoardMessageType } from './board-message';
import { SeoulDay } from './statements';
import { Ticket, TicketStatus } from './support';

/*
 * The support team's staff side (issue 15): the inquiry queue, announcements and popups, inbox
 * notes. All for the master level, each master over its own line; what every line sees
 * (site-wide announcements and popups) needs the `site` right besides.
 */

/** Who wrote an inquiry, or whom a note went to. */
export const MemberRef = Type.Object({ id: Id(), username: Type.String(), nickname: Type.String() });
export type MemberRef = Static<typeof MemberRef>;

export const StaffTicketRow = Type.Object({
  id: Id(),
  title: Type.String(),
  status: TicketStatus,
  member: MemberRef,
  created_at: Type.String({ format: 'date-time' }),
  answered_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type StaffTicketRow = Static<typeof StaffTicketRow>;

export const staffTicketList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/admin/ticket/list',
  access: 'master',
  summary:
    "The inquiries of the caller's line: waiting ones first (oldest first, as they should be answered), then the rest newest first. Filters: status, a member's ID or nickname (contains), Seoul days the inquiry was written.",
  query: Type.Object({
    status: Type.Optional(TicketStatus),
    member: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    from: Type.Optional(SeoulDay),
    to: Type.Optional(SeoulDay),
    ...PageQuery,
  }),
  data: Page(StaffTicketRow),
});

export const staffTicketGet = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/admin/ticket/get',
  access: 'master',
  summary: "One inquiry of the caller's line, its member, and that member's earlier inquiries (newest first, at most 20). Another line's is 404.",
  query: Type.Object({ id: Id() }),
  data: Type.Object({
    ticket: Ticket,
    member: Type.Composite([MemberRef, Type.Object({ partner: Type.Union([Type.String(), Type.Null()]) })]),
    earlier: Type.Array(Type.Object({ id: Id(), title: Type.String(), status: TicketStatus, created_at: Type.String({ format: 'date-time' }) })),
  }),
  errors: [404],
});

export const staffTicketWaiting = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/admin/ticket/waiting',
  access: 'master',
  summary: "How many inquiries of the caller's line wait for an answer (the menu's badge).",
  data: Type.Object({ waiting: Count() }),
});

export const staffHtmlPreview = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/admin/html/preview',
  access: 'master',
  summary: 'The HTML exactly as it would be stored: what the server keeps of the editor\'s output.',
  body: Type.Object({ content: StaffHtml() }, { additionalProperties: false }),
  maxBodyBytes: STAFF_HTML_BODY_BYTES,
  data: Type.Object({ content: Type.String() }),
});

export const StaffBoardMessage = Type.Object({
  id: Id(),
  type: BoardMessageType,
  title: Type.String(),
  content: Type.String(),
  published: Type.Boolean(),
  /** For every line (the `site` right), or the caller's own line. */
  site_wide: Type.Boolean(),
  /** False for a site-wide one when the caller lacks the `site` right. */
  editable: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type StaffBoardMessage = Static<typeof StaffBoardMessage>;

export const staffBoardMessageList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/admin/board-message/list',
  access: 'master',
  summary: "Announcements the caller's line sees (its own and site-wide ones), published or not, newest first.",
  query: Type.Object({ type: Type.Optional(BoardMessageType), published: Type.Optional(Type.Boolean()), ...PageQuery }),
  data: Page(StaffBoardMessage),
});

const BoardMessageFields = {
  type: BoardMessageType,
  title: StaffLine(200),
  content: StaffHtml(),
};

export const staffBoardMessageUpdate = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/core/admin/board-message/update',
  access: 'master',
  summary: 'Edits an announcement of the caller\'s line (a site-wide one with the `site` right), or unpublishes it (`published: false`). The HTML is sanitized.',
  body: Type.Object({ id: Id(), ...BoardMessageFields, published: Type.Boolean() }, { additionalProperties: false }),
  maxBodyBytes: STAFF_HTML_BODY_BYTES,
  data: StaffBoardMessage,
  errors: [404],
});

export const StaffPopup = Type.Object({
  id: Id(),
  image_url: Type.String(),
  title: Type.String(),
  is_non_closable: Type.Boolean(),
  active: Type.Boolean(),
  /** Position in the sequence members see (1 first), among the popups listed. */
  position: Count(),
  site_wide: Type.Boolean(),
  editable: Type.Boolean(),
});
export type StaffPopup = Static<typeof StaffPopup>;

export const staffPopupList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/admin/popup/list',
  access: 'master',
  summary: "The image popups the caller's line sees, active or not, in the order they are shown.",
  data: Type.Object({ items: Type.Array(StaffPopup) }),
});

const PopupFields = {
  image_url: ImageUrl(),
  title: StaffLine(200),
  is_non_closable: Type.Boolean(),
  active: Type.Boolean(),
};

export const staffPopupUpdate = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/core/admin/popup/update',
  access: 'master',
  summary: "Edits an image popup of the caller's line (a site-wide one with the `site` right).",
  body: Type.Object({ id: Id(), ...PopupFields }, { additionalProperties: false }),
  data: StaffPopup,
  errors: [404],
});

/** A new order for rows the caller may edit: every one of them, each once. */
export const OrderBody = Type.Object({ ids: Type.Array(Id(), { minItems: 1, maxItems: 200, uniqueItems: true }) }, { additionalProperties: false });

export const staffPopupOrder = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/core/admin/popup/order',
  access: 'master',
  summary:
    "Puts the caller's editable popups in this order (every one of them, each once); the others keep their places. A list that misses or adds one is 409.",
  body: OrderBody,
  data: Type.Object({ items: Type.Array(StaffPopup) }),
  errors: [404, 409],
});

/** Whom a note goes to: one member, every member of a partner's line, or the line's members of a grade. */
export const NoteTarget = Type.Union([
  Type.Object({ kind: Type.Literal('user'), user_id: Id() }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('line'), partner_id: Id() }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('grade'), grade: Type.Integer({ minimum: 1, maximum: 100 }) }, { additionalProperties: false }),
]);
export type NoteTarget = Static<typeof NoteTarget>;

export const staffNoteSend = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/admin/note/send',
  access: 'master',
  summary:
    "Sends an inbox note to one member of the caller's line, to every member under a partner of it, or to its members of one grade. The HTML is sanitized. A target outside the line is 404; one with no members is 409.",
  body: Type.Object({ title: StaffLine(200), content: StaffHtml(), target: NoteTarget }, { additionalProperties: false }),
  maxBodyBytes: STAFF_HTML_BODY_BYTES,
  data: Type.Object({ id: Id(), sent: Count() }),
  errors: [404, 409],
});

export const SentNote = Type.Object({
  id: Id(),
  title: Type.String(),
  target: Type.Union([
    Type.Object({ kind: Type.Literal('user'), member: MemberRef }),
    Type.Object({ kind: Type.Literal('line'), partner: MemberRef }),
    Type.Object({ kind: Type.Literal('grade'), grade: Type.Integer({ minimum: 1, maximum: 100 }), name: Type.String() }),
  ]),
  sent: Count(),
  read: Count(),
  sender: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});
export type SentNote = Static<typeof SentNote>;

export const staffNoteList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/admin/note/list',
  access: 'master',
  summary: "The notes sent to the caller's line from the back-office, newest first, with how many recipients have read each.",
  query: Type.Object({ ...PageQuery }),
  data: Page(SentNote),
});

export const staffNoteGet = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/admin/note/get',
  access: 'master',
  summary: 'One sent note with its content.',
  query: Type.Object({ id: Id() }),
  data: Type.Composite([SentNote, Type.Object({ content: Type.String() })]),
  errors: [404],
});
