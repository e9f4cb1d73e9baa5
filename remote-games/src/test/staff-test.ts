import { bodyOf, sentTo } from '@casino/platform/testing';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * A user for the staff pages' tests. It skips the check that a clicked element takes pointer
 * events: under jsdom that check reads the computed style of the element and every ancestor
 * against all of antd's style sheets, seconds per click on a page of tables and dialogs.
 */
export const staffUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** The requests sent to `path` with `method`. */
export const sentWith = (requests: Request[], method: string, path: string) => sentTo(requests, path).filter((request) => request.method === method);

/** The JSON body of the first `method path` request; fails the test when there was none. */
export async function firstBody(requests: Request[], method: string, path: string): Promise<unknown> {
  const [request] = sentWith(requests, method, path);
  if (!request) throw new Error(`no ${method} ${path} was sent`);
  return bodyOf(request);
}
