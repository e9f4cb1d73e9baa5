import type { StaffBoardMessage, StaffPopup } from '@casino/contract';
import { bodyOf, jsonResponse, mockApi } from '@casino/platform/testing';
import { screen } from '@testing-library/react';
import { setupUser } from '../../../test/user';

const user = setupUser();

/* The announcements page's API as its tests stub it, and their helpers. */

export const LIST = '/api/v1/core/admin/board-message/list';
export const CREATE = '/api/v1/core/admin/board-message/create';
export const UPDATE = '/api/v1/core/admin/board-message/update';
export const PREVIEW = '/api/v1/core/admin/html/preview';
export const POPUPS = '/api/v1/core/admin/popup/list';
export const POPUP_CREATE = '/api/v1/core/admin/popup/create';
export const POPUP_UPDATE = '/api/v1/core/admin/popup/update';
export const POPUP_ORDER = '/api/v1/core/admin/popup/order';
export const UPLOAD = '/api/v1/core/admin/upload/image';

export const message = (id: number, extra: Partial<StaffBoardMessage> = {}): StaffBoardMessage => ({
  id,
  type: 'notice',
  title: `공지 ${id}`,
  content: `<p>공지 ${id} 내용</p>`,
  published: true,
  site_wide: false,
  editable: true,
  created_at: '2025-05-01T00:00:00.000Z',
  updated_at: '2025-05-02T03:00:00.000Z',
  ...extra,
});
export const popup = (id: number, position: number, extra: Partial<StaffPopup> = {}): StaffPopup => ({
  id,
  image_url: `/uploads/p${id}.png`,
  title: `팝업 ${id}`,
  is_non_closable: false,
  active: true,
  position,
  site_wide: false,
  editable: true,
  ...extra,
});

export const MESSAGES = [message(1), message(2, { type: 'event', published: false }), message(3, { title: '전체 공지', site_wide: true, editable: false })];
export const POPUP_ROWS = [popup(10, 1), popup(20, 2, { site_wide: true, editable: false }), popup(30, 3), popup(40, 4)];
export type Routes = Parameters<typeof mockApi>[0];
export const api = (routes: Routes = {}) =>
  mockApi({
    [`GET ${LIST}`]: { items: MESSAGES, total: MESSAGES.length },
    [`GET ${POPUPS}`]: { items: POPUP_ROWS },
    [`POST ${PREVIEW}`]: async (request: Request) => jsonResponse(200, { data: await bodyOf(request) }),
    ...routes,
  });

export const rowOf = async (text: string) => (await screen.findByText(text, { selector: 'td' })).closest('tr') as HTMLElement;
export const paste = async (input: HTMLElement, text: string) => {
  await user.click(input);
  await user.paste(text);
};

