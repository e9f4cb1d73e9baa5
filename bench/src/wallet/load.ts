// The load: concurrent providers' clients over keep-alive HTTP, each playing rounds (a bet, then
// a win of 0 or 2x) with signed callbacks, timed per callback.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { Player } from './setup';

export interface LoadOptions {
  port: number;
  secret: string;
  players: Player[];
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  bet: number;
}

export interface LoadResult {
  bets: number;
  wins: number;
  /** Every callback's latency in the measured window, in ms. */
  latencies: number[];
  errors: Map<string, number>;
  durationMs: number;
}

interface Reply {
  status: number;
  body: string;
}

function send(agent: http.Agent, port: number, secret: string, name: string, payload: string): Promise<Reply> {
  const timestamp = String(Date.now());
  const path = `/api/v1/provider/demo/wallet/${name}`;
  // As api/src/games/provider/callback-signature.ts: HMAC-SHA256 of `<timestamp>.<path>.<body>`.
  const signature = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${path}.${payload}`).digest('hex')}`;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-casino-timestamp': timestamp,
          'x-casino-signature': signature,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Runs `concurrency` clients for warm-up + duration; only the measured window is counted. */
export async function runLoad(o: LoadOptions, runId: string): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.concurrency });
  const result: LoadResult = { bets: 0, wins: 0, latencies: [], errors: new Map(), durationMs: o.durationMs };
  const start = performance.now();
  const measureFrom = start + o.warmupMs;
  const end = measureFrom + o.durationMs;
  const error = (key: string) => result.errors.set(key, (result.errors.get(key) ?? 0) + 1);

  const timed = async (name: string, body: object): Promise<boolean> => {
    const t0 = performance.now();
    let reply: Reply;
    try {
      reply = await send(agent, o.port, o.secret, name, JSON.stringify(body));
    } catch (e) {
      if (t0 >= measureFrom && t0 < end) error(`${name}: ${(e as Error).message}`);
      return false;
    }
    const t1 = performance.now();
    // A call counts when it started inside the window; the window's last calls finish after it.
    if (t0 < measureFrom || t0 >= end) return reply.status === 200;
    result.latencies.push(t1 - t0);
    if (reply.status !== 200) {
      error(`${name}: ${reply.status} ${reply.body.slice(0, 120)}`);
      return false;
    }
    if (name === 'bet') result.bets++;
    else result.wins++;
    return true;
  };

  // Client c plays members c, c + C, c + 2C...: one member is never in two rounds at once.
  const client = async (c: number) => {
    const mine = o.players.filter((_, i) => i % o.concurrency === c);
    for (let n = 0; performance.now() < end; n++) {
      const player = mine[n % mine.length]!;
      const round = `${runId}-${c}-${n}`;
      const placed = await timed('bet', { session: player.session, txn_id: `bet-${round}`, round_id: round, amount: o.bet });
      if (!placed) continue;
      const prize = Math.random() < 0.5 ? 0 : 2 * o.bet;
      await timed('win', { session: player.session, txn_id: `win-${round}`, round_id: round, amount: prize });
    }
  };
  await Promise.all(Array.from({ length: o.concurrency }, (_, c) => client(c)));
  agent.destroy();
  return result;
}
