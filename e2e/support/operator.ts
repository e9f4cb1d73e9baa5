import { expect } from '@playwright/test';
import { MASTER } from './demo';
import { staffRequest } from './staff-session';

/**
 * The master's API, as the back-office (or the operator CLI) uses it: a client of its own, so its
 * login neither rides on nor replaces the session cookie of the page under test.
 */
export async function operatorApi() {
  const request = await staffRequest(MASTER.username);

  const send = async <T>(method: 'get' | 'post' | 'put', path: string, body?: unknown): Promise<T> => {
    const response = await request[method](path, body === undefined ? {} : { data: body });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };

  return {
    publish: (type: 'notice' | 'event' | 'popup', title: string, content: string) =>
      send<{ id: number; content: string }>('post', '/api/v1/core/admin/board-message/create', { type, title, content }),
    sendMessage: (userId: number, title: string, content: string) => send<{ sent: number }>('post', '/api/v1/core/admin/note/send', { target: { kind: 'user', user_id: userId }, title, content }),
    newStatements: (type: 'deposit' | 'withdraw') =>
      send<{ items: { id: number; username: string; amount: number }[] }>('get', `/api/v1/wallet/statement/admin/list?status=request&type=${type}`),
    approveStatement: (id: number) => send<unknown>('post', `/api/v1/wallet/statement/admin/approve/${id}`),
    answerTicket: (ticketId: number, answer: string) => send<{ id: number; answered_at: string }>('put', '/api/v1/core/admin/ticket/answer', { ticket_id: ticketId, answer }),
  };
}
