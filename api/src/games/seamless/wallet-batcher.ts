import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { hashToken } from '../../auth/tokens';
import type { Db } from '../../db/pool';
import type { WalletAnswer } from './wallet-answer';
import { answerFor, memberMovedBy, runWalletFunction, type WalletRequest, type WalletRow } from './wallet-function';

interface Pending extends WalletRequest {
  resolve(answer: WalletAnswer): void;
  reject(error: unknown): void;
}

interface Lane {
  queue: Pending[];
  busy: boolean;
}

export interface WalletBatcherOptions {
  /** Batches in flight at once: one per lane. */
  lanes?: number;
  /** Calls per batch at most. */
  maxBatch?: number;
  /** Told when a batch failed as a whole and its calls are being run one by one. */
  onBatchError?: (error: unknown) => void;
  /** Told of each member whose money a call moved, once it committed. */
  onMoved?: (userId: number) => void;
}

/**
 * Sends bet and win calls to the database in batches (migration 009): while one batch of a
 * lane runs, the calls that arrive wait and go together in the next, sharing its round trip and
 * COMMIT. A call's lane follows its game session, so calls of one session stay in order. If a
 * batch fails as a whole (a deadlock with another batch, a lost connection), nothing of it was
 * committed and each of its calls is run again alone, which is safe: a call moves money at most
 * once per transaction id.
 */
export class WalletBatcher {
  private readonly lanes: Lane[];
  private readonly maxBatch: number;
  private readonly onBatchError: (error: unknown) => void;
  private readonly onMoved: (userId: number) => void;

  constructor(
    private readonly db: Db,
    options: WalletBatcherOptions = {},
  ) {
    this.lanes = Array.from({ length: options.lanes ?? 4 }, () => ({ queue: [], busy: false }));
    this.maxBatch = options.maxBatch ?? 64;
    this.onBatchError = options.onBatchError ?? (() => {});
    this.onMoved = options.onMoved ?? (() => {});
  }

  run(request: WalletRequest): Promise<WalletAnswer> {
    const lane = this.lanes[createHash('sha256').update(request.call.session).digest()[0]! % this.lanes.length]!;
    return new Promise((resolve, reject) => {
      lane.queue.push({ ...request, resolve, reject });
      void this.drain(lane);
    });
  }

  private async drain(lane: Lane) {
    if (lane.busy) return;
    lane.busy = true;
    try {
      while (lane.queue.length > 0) await this.runBatch(lane.queue.splice(0, this.maxBatch));
    } finally {
      lane.busy = false;
    }
  }

  private async runBatch(batch: Pending[]) {
    const alone = (p: Pending) => runWalletFunction(this.db, p, this.onMoved).then(p.resolve, p.reject);
    if (batch.length === 1) return alone(batch[0]!);
    let rows: WalletRow[];
    try {
      const calls = batch.map((p) => ({
        fn: p.fn.kind,
        provider: p.provider,
        txn_id: p.call.txn_id,
        token_hash: hashToken(p.call.session).toString('hex'),
        round_id: p.call.round_id,
        amount: p.call.amount,
      }));
      rows = (await sql<WalletRow>`SELECT * FROM wallet_batch(${JSON.stringify(calls)}::jsonb) ORDER BY o_index`.execute(this.db)).rows;
    } catch (error) {
      this.onBatchError(error);
      // In the batch's order: a session's calls keep their order (which bet a short credit refuses).
      for (const p of batch) await alone(p);
      return;
    }
    for (const row of rows) {
      const moved = memberMovedBy(row);
      if (moved !== null) this.onMoved(Number(moved));
    }
    await Promise.all(batch.map((p, i) => answerFor(this.db, p, rows[i]!).then(p.resolve, p.reject)));
  }
}
