import type { LiveServerMessage } from '@casino/contract';
import { LiveHub, type LiveConnection } from './live-hub';

/** A page's channel that records what it was sent and how it was closed. */
function page(userId: number, sessionId: number) {
  const sent: LiveServerMessage[] = [];
  const closed: Array<[number, string]> = [];
  const connection: LiveConnection = { userId, sessionId, send: (frame) => sent.push(JSON.parse(frame) as LiveServerMessage), close: (code, reason) => closed.push([code, reason]) };
  return { connection, sent, closed };
}

const balance = (user: number, account: string, amount: number, version: number) => JSON.stringify({ kind: 'balance', user, account, balance: amount, version });
const ended = (session: number, user: number, stopped = false) => JSON.stringify({ kind: 'session_ended', session, user, stopped });

describe('the live hub', () => {
  it("closes the pages of the session that ended, by its reason, and no one else's", () => {
    const hub = new LiveHub();
    const [a, b, c] = [page(1, 10), page(1, 11), page(2, 20)];
    for (const p of [a, b, c]) hub.attach(p.connection);
    hub.live(ended(10, 1));
    hub.live(ended(20, 2, true));
    expect([a.closed, b.closed, c.closed]).toEqual([[[4401, 'session ended']], [], [[4403, 'stopped']]]);
  });

  it("sends a member's changed figure to every page of that member, and to no one else", () => {
    const hub = new LiveHub();
    const [a, b, c] = [page(1, 10), page(1, 11), page(2, 20)];
    for (const p of [a, b, c]) hub.attach(p.connection);
    hub.live(balance(1, 'member_credit', 4_500, 7));
    hub.live(balance(1, 'rolling_point', 12, 3));
    const expected = [
      { type: 'balance', figure: 'credit', amount: 4_500, version: 7 },
      { type: 'balance', figure: 'rolling_point', amount: 12, version: 3 },
    ];
    expect([a.sent, b.sent, c.sent]).toEqual([expected, expected, []]);
  });

  it('tells a changed list to the pages of the accounts the event names, and to no others', () => {
    const hub = new LiveHub();
    const [a, b, c] = [page(1, 10), page(2, 20), page(3, 30)];
    for (const p of [a, b, c]) hub.attach(p.connection);
    hub.live(JSON.stringify({ kind: 'changed', topic: 'request_new', users: [2, 1, 99] }));
    expect([a.sent, b.sent, c.sent]).toEqual([[{ type: 'changed', topic: 'request_new' }], [{ type: 'changed', topic: 'request_new' }], []]);
  });

  it('passes over what it does not know, and forgets a page that left', () => {
    const hub = new LiveHub();
    const a = page(1, 10);
    const detach = hub.attach(a.connection);
    const unknown = ['not json', 'null', '{"kind":"balance","member":1}', '{"kind":"session_ended","session":"10","user":1}', balance(1, 'withdraw_hold', 5, 1), balance(1, 'toString', 5, 1), balance(1, 'member_cash', 1.5, 1), '{"kind":"changed","topic":"everything","users":[1]}', '{"kind":"changed","topic":"inbox","users":"1"}', '{"kind":"changed","topic":"inbox","users":[1.5]}'];
    for (const payload of unknown) hub.live(payload);
    expect(a.sent).toEqual([]);
    detach();
    hub.live(ended(10, 1));
    hub.live(balance(1, 'member_cash', 5, 1));
    expect([a.closed, a.sent]).toEqual([[], []]);
  });

  it('tells every page to read again when the process stopped hearing the database', () => {
    const hub = new LiveHub();
    const [a, b] = [page(1, 10), page(2, 20)];
    hub.attach(a.connection);
    hub.attach(b.connection);
    hub.lost();
    expect([a.sent, b.sent]).toEqual([[{ type: 'resync' }], [{ type: 'resync' }]]);
  });
});
