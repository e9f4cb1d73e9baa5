import { sql, type Kysely, type Transaction } from 'kysely';
import { seoulDayEnd, seoulDayStart } from '../db/seoul-day';
import type { Database, LedgerAccountKind, TradeDirection } from '../db/schema';
import { AppError } from '../http/app-error';
import { findAccountId } from '../wallet/accounts';
import { InsufficientFundsError, post } from '../wallet/ledger';
import { holdDepositLimit } from '../protection/deposit-limit';
import { exclusionInForce } from '../protection/exclusions';
import { recordAudit } from './audit';
import { directChild } from './scope';
import { readPage } from '../db/paging';

type Trx = Transaction<Database>;

export interface TradeInput {
  partnerId: number;
  childId: number;
  direction: TradeDirection;
  amount: number;
  memo: string;
  ip: string;
}

/** What a child holds that a partner pays into and recovers from: a member's cash, a partner's balance. */
const heldKind = (role: 'member' | 'partner'): LedgerAccountKind => (role === 'member' ? 'member_cash' : 'partner_balance');

async function balanceOf(trx: Trx, accountId: number): Promise<number> {
  const row = await trx.selectFrom('ledger_balances').select('balance').where('id', '=', accountId).executeTakeFirstOrThrow();
  return row.balance;
}

/**
 * A partner pays to (top-up) or recovers from (refund) a direct child: one ledger transaction,
 * so `ledger_post` locks both accounts and refuses a balance below zero whatever runs beside it.
 * A payment is capped by the partner's balance, a recovery by the child's.
 */
export async function trade(trx: Trx, input: TradeInput) {
  const child = await directChild(trx, input.partnerId, input.childId);
  const mine = await findAccountId(trx, input.partnerId, 'partner_balance');
  const theirs = await findAccountId(trx, child.id, heldKind(child.role));
  const signed = input.direction === 'pay' ? input.amount : -input.amount;
  let transactionId: number;
  try {
    ({ transactionId } = await post(trx, {
      kind: input.direction === 'pay' ? 'partner_pay' : 'partner_recover',
      memo: input.memo || undefined,
      entries: [
        { accountId: mine, amount: -signed },
        { accountId: theirs, amount: signed },
      ],
    }));
  } catch (error) {
    if (!(error instanceof InsufficientFundsError)) throw error;
    if (input.direction === 'pay') throw new AppError(409, 'INSUFFICIENT_FUNDS', 'partner.balance_short');
    throw new AppError(409, 'INSUFFICIENT_FUNDS', 'partner.child_balance_short', { balance: error.balance.toLocaleString('en-US') });
  }
  // After the posting, which locked the member's cash row: a payment counts as a deposit.
  if (input.direction === 'pay' && child.role === 'member') {
    await holdDepositLimit(trx, child.id, input.amount, 'partner');
    // A member taking a break from play is paid nothing (what it has can still be collected).
    if (await exclusionInForce(trx, child.id)) throw new AppError(403, 'ACCOUNT_EXCLUDED', 'protection.member_excluded');
  }
  const [balance, childBalance] = [await balanceOf(trx, mine), await balanceOf(trx, theirs)];
  const row = await trx
    .insertInto('partner_trades')
    .values({ partner_id: input.partnerId, child_id: child.id, direction: input.direction, amount: input.amount, memo: input.memo, ledger_tx: transactionId })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  await recordAudit(trx, {
    actorId: input.partnerId,
    actorIp: input.ip,
    action: input.direction === 'pay' ? 'trade.pay' : 'trade.recover',
    targetId: child.id,
    before: { balance: childBalance - signed },
    after: { balance: childBalance, amount: input.amount, trade_id: row.id },
  });
  const partner = await trx.selectFrom('users').select(['id', 'username']).where('id', '=', input.partnerId).executeTakeFirstOrThrow();
  return {
    trade: {
      id: row.id,
      direction: input.direction,
      amount: input.amount,
      memo: input.memo,
      created_at: row.created_at.toISOString(),
      partner,
      child: { id: child.id, username: child.username, nickname: child.nickname, level: child.level },
    },
    balance,
    child_balance: childBalance,
  };
}

export interface TradeFilter {
  direction?: TradeDirection;
  username?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** The partner's trades with its direct children, newest first; days are Seoul days. */
export async function listTrades(db: Kysely<Database>, partnerId: number, filter: TradeFilter) {
  let base = db
    .selectFrom('partner_trades as t')
    .innerJoin('users as c', 'c.id', 't.child_id')
    .innerJoin('users as p', 'p.id', 't.partner_id')
    .where('t.partner_id', '=', partnerId);
  if (filter.direction) base = base.where('t.direction', '=', filter.direction);
  if (filter.username) base = base.where(sql<string>`lower(c.username)`, '=', filter.username.toLowerCase());
  if (filter.from) base = base.where('t.created_at', '>=', seoulDayStart(filter.from));
  if (filter.to) base = base.where('t.created_at', '<', seoulDayEnd(filter.to));
  const { items: rows, total } = await readPage(
    base
      .select(['t.id', 't.direction', 't.amount', 't.memo', 't.created_at', 'p.id as partner_id', 'p.username as partner_username', 'c.id as child_id', 'c.username as child_username', 'c.nickname as child_nickname', 'c.level as child_level'])
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc'),
    base,
    filter,
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      direction: r.direction,
      amount: r.amount,
      memo: r.memo,
      created_at: r.created_at.toISOString(),
      partner: { id: r.partner_id, username: r.partner_username },
      child: { id: r.child_id, username: r.child_username, nickname: r.child_nickname, level: r.child_level },
    })),
    total,
  };
}
