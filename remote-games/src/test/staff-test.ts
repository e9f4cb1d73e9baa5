import type { Endpoint } from '@casino/contract';
import { bodyOf, sentTo } from '@casino/platform/testing';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * A user for the staff pages' tests. It skips the check that a clicked element takes pointer
 * events: under jsdom that check reads the computed style of the element and every ancestor
 * against all of antd's style sheets, seconds per click on a page of tables and dialogs.
 */
export const staffUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** The JSON body of the first request to `endpoint`; fails the test when there was none. */
export async function firstBody(requests: Request[], endpoint: Endpoint): Promise<unknown> {
  const [request] = sentTo(requests, endpoint);
  if (!request) throw new Error(`no ${endpoint.method} ${endpoint.path} was sent`);
  return bodyOf(request);
}
