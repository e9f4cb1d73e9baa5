import { staffBoardMessageList, staffHtmlPreview, staffPopupList, type StaffBoardMessage, type StaffPopup } from '@casino/contract';
import { mockApi, okFor, on, type EndpointRoute } from '@casino/platform/testing';
import { screen } from '@testing-library/react';
import { withSentFields } from '../../../test/sent-fields';
import { setupUser } from '../../../test/user';

const user = setupUser();

/* The announcements page's API as its tests stub it, and their helpers. */

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

/** The page's API: the lists and the preview (the HTML as sent), after a test's own `routes`. */
export const api = (routes: EndpointRoute[] = []) =>
  mockApi([
    ...routes,
    on(staffBoardMessageList, { items: MESSAGES, total: MESSAGES.length }),
    on(staffPopupList, { items: POPUP_ROWS }),
    on(staffHtmlPreview, async (request) => okFor(staffHtmlPreview, await withSentFields({ content: '' }, request))),
  ]);

export const rowOf = async (text: string) => (await screen.findByText(text, { selector: 'td' })).closest('tr') as HTMLElement;
export const paste = async (input: HTMLElement, text: string) => {
  await user.click(input);
  await user.paste(text);
};

