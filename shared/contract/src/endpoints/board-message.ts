import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint, Page, PageQuery } from '../endpoint';
import { Id } from '../integers';

/** Board message types: plain announcements, events, and the ones shown as popups on load. */
export const BoardMessageType = Type.Union([Type.Literal('notice'), Type.Literal('event'), Type.Literal('popup')]);
export type BoardMessageType = Static<typeof BoardMessageType>;

const BoardMessageSummary = Type.Object({
  id: Id(),
  type: BoardMessageType,
  title: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});

export const boardMessageList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/board-message/list',
  access: 'public',
  summary: "Announcements of one type, newest first: site-wide ones, and a signed-in caller's own line's. Popup-type ones need a signed-in user.",
  query: Type.Object({ type: BoardMessageType, ...PageQuery }),
  data: Page(BoardMessageSummary),
  errors: [401],
});

export const boardMessageGet = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/board-message/get',
  access: 'public',
  summary: "One announcement with its HTML content (sanitized when stored); another line's is 404. Popup-type ones need a signed-in user.",
  query: Type.Object({ id: Id() }),
  data: Type.Object({
    id: Id(),
    type: BoardMessageType,
    title: Type.String(),
    content: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  }),
  errors: [401, 404],
});
