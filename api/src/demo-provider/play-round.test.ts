import { verifyCallback } from '../games/provider/callback-signature';
import { OperatorWallet, WalletUnreachableError, type WalletTransport } from './operator-wallet';
import { playRound } from './play-round';

const SECRET = 'play-round-secret';
const SESSION = 'operator-session';

type Call = { name: string; body: Record<string, unknown> };
type Answer = { status: number; body: unknown } | Error;

/**
 * A fake operator: records every callback (after checking its signature) and answers from a script
 * per callback name, falling back to an accepting wallet that tracks a balance.
 */
function fakeOperator(script: Partial<Record<'bet' | 'win' | 'rollback', Answer[]>> = {}, credit = 100_000) {
  const calls: Call[] = [];
  let balance = credit;
  const transport: WalletTransport = async (path, rawBody, headers) => {
    const name = path.split('/').pop()!;
    expect(path).toBe(`/api/v1/provider/demo/wallet/${name}`);
    expect(verifyCallback(SECRET, headers['x-casino-timestamp'], headers['x-casino-signature'], path, rawBody)).toBe(true);
    const body = JSON.parse(rawBody) as Record<string, unknown>;
    calls.push({ name, body });
    const scripted = script[name as keyof typeof script]?.shift();
    if (scripted instanceof Error) throw scripted;
    if (scripted) return scripted;
    if (name === 'bet') balance -= body.amount as number;
    if (name === 'win') balance += body.amount as number;
    return { status: 200, body: { data: { balance } } };
  };
  return { calls, wallet: new OperatorWallet('demo', SECRET, transport) };
}

const outcome = (prize: number) => jest.fn(() => ({ prize, label: 'decided' }));

describe('playRound', () => {
  it('bets, then pays the prize under the same round with its own transaction id, and answers the win’s balance', async () => {
    const { calls, wallet } = fakeOperator();
    const decide = outcome(7_500);
    const result = await playRound(wallet, SESSION, 2_500, decide);

    expect(result).toEqual({ ok: true, outcome: { prize: 7_500, label: 'decided' }, balance: 100_000 - 2_500 + 7_500 });
    expect(decide).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.name)).toEqual(['bet', 'win']);
    const [bet, win] = calls.map((c) => c.body) as [Record<string, unknown>, Record<string, unknown>];
    expect(bet).toEqual({ session: SESSION, txn_id: expect.stringMatching(/^demo-/), round_id: expect.any(String), amount: 2_500 });
    expect(win).toEqual({ session: SESSION, txn_id: expect.stringMatching(/^demo-/), round_id: bet.round_id, amount: 7_500 });
    expect(win.txn_id).not.toBe(bet.txn_id);
  });

  it('closes a lost round with a zero win', async () => {
    const { calls, wallet } = fakeOperator();
    const result = await playRound(wallet, SESSION, 1_000, outcome(0));
    expect(result).toEqual({ ok: true, outcome: expect.objectContaining({ prize: 0 }), balance: 99_000 });
    expect(calls.map((c) => [c.name, c.body.amount])).toEqual([['bet', 1_000], ['win', 0]]);
  });

  it('gives each round its own round id and transaction ids', async () => {
    const { calls, wallet } = fakeOperator();
    await playRound(wallet, SESSION, 1_000, outcome(0));
    await playRound(wallet, SESSION, 1_000, outcome(0));
    expect(new Set(calls.map((c) => c.body.round_id)).size).toBe(2);
    expect(new Set(calls.map((c) => c.body.txn_id)).size).toBe(4);
  });

  it.each([
    [400, 'INSUFFICIENT_FUNDS', 'Not enough game credit for this bet'],
    [404, 'SESSION_NOT_FOUND', 'The game session was not found'],
  ])('answers a refused bet (%i %s) as it is, decides no outcome and sends nothing more', async (status, code, message) => {
    const { calls, wallet } = fakeOperator({ bet: [{ status, body: { code, message } }] });
    const decide = outcome(5_000);
    const result = await playRound(wallet, SESSION, 1_000, decide);
    expect(result).toEqual({ ok: false, status, code, message });
    expect(decide).not.toHaveBeenCalled();
    expect(calls.map((c) => c.name)).toEqual(['bet']);
  });

  it.each([
    ['the transport throws', new Error('socket hang up')],
    ['the operator answers 500', { status: 500, body: { code: 'INTERNAL', message: 'boom' } }],
    ['the operator answers 503', { status: 503, body: {} }],
  ])('rolls back a bet whose fate is unknown (%s) and lets the error through', async (_case, answer) => {
    const { calls, wallet } = fakeOperator({ bet: [answer] });
    const decide = outcome(5_000);
    await expect(playRound(wallet, SESSION, 1_000, decide)).rejects.toBeInstanceOf(WalletUnreachableError);
    expect(decide).not.toHaveBeenCalled();
    expect(calls.map((c) => c.name)).toEqual(['bet', 'rollback']);
    const [bet, rollback] = calls.map((c) => c.body) as [Record<string, unknown>, Record<string, unknown>];
    expect(rollback).toEqual({ session: SESSION, txn_id: expect.stringMatching(/^demo-/), round_id: bet.round_id, ref_txn_id: bet.txn_id });
    expect(rollback.txn_id).not.toBe(bet.txn_id);
  });

  it('resends a rollback that fails, with the same transaction id', async () => {
    const { calls, wallet } = fakeOperator({ bet: [new Error('down')], rollback: [new Error('still down')] });
    await expect(playRound(wallet, SESSION, 1_000, outcome(0))).rejects.toThrow('wallet bet failed');
    const rollbacks = calls.filter((c) => c.name === 'rollback');
    expect(rollbacks).toHaveLength(2);
    expect(rollbacks[1]!.body).toEqual(rollbacks[0]!.body);
  });

  it('resends a win that failed twice with the SAME transaction id, and answers its balance', async () => {
    const { calls, wallet } = fakeOperator({ win: [new Error('timeout'), { status: 502, body: {} }] });
    const result = await playRound(wallet, SESSION, 1_000, outcome(3_000));
    expect(result).toEqual({ ok: true, outcome: expect.objectContaining({ prize: 3_000 }), balance: 102_000 });
    const wins = calls.filter((c) => c.name === 'win');
    expect(wins).toHaveLength(3);
    expect(new Set(wins.map((w) => w.body.txn_id)).size).toBe(1);
    expect(wins.every((w) => w.body.round_id === calls[0]!.body.round_id && w.body.amount === 3_000)).toBe(true);
    expect(calls.some((c) => c.name === 'rollback')).toBe(false);
  });

  it('after three failures lets the error through and leaves the win to be resent later with the same id, never rolling back the played bet', async () => {
    const { calls, wallet } = fakeOperator({ win: [new Error('a'), new Error('b'), new Error('c'), { status: 200, body: { data: { balance: 1 } } }] });
    const later: (() => Promise<unknown>)[] = [];
    await expect(playRound(wallet, SESSION, 1_000, outcome(3_000), (send) => later.push(send))).rejects.toBeInstanceOf(WalletUnreachableError);
    expect(calls.map((c) => c.name)).toEqual(['bet', 'win', 'win', 'win']);
    expect(later).toHaveLength(1);
    await later[0]!();
    expect(calls.map((c) => c.name)).toEqual(['bet', 'win', 'win', 'win', 'win']);
    expect(new Set(calls.filter((c) => c.name === 'win').map((c) => c.body.txn_id)).size).toBe(1);
  });

  it('answers a win the operator refuses as it is, without resending it', async () => {
    const { calls, wallet } = fakeOperator({ win: [{ status: 404, body: { code: 'ROUND_NOT_FOUND', message: 'no round' } }] });
    const result = await playRound(wallet, SESSION, 1_000, outcome(3_000));
    expect(result).toEqual({ ok: false, status: 404, code: 'ROUND_NOT_FOUND', message: 'no round' });
    expect(calls.map((c) => c.name)).toEqual(['bet', 'win']);
  });
});
