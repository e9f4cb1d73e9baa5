import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import { findAccountId, houseAccountId } from '../wallet/accounts';
import { post } from '../wallet/ledger';
import { recordAudit } from './audit';

/**
 * The server operator funds a master's balance from the house (DESIGN.md section 5): the only
 * way partner money enters a line. Masters only: every other partner is paid by its parent.
 */
export async function fundMaster(trx: Transaction<Database>, username: string, amount: number): Promise<{ balance: number }> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new AppError(400, 'VALIDATION', 'partner.fund_amount');
  const master = await trx.selectFrom('users').select(['id', 'level']).where('username', '=', username).executeTakeFirst();
  if (!master || master.level !== 'master') throw new AppError(404, 'NOT_FOUND', 'partner.master_not_found');
  const account = await findAccountId(trx, master.id, 'partner_balance');
  const before = (await trx.selectFrom('ledger_balances').select('balance').where('id', '=', account).executeTakeFirstOrThrow()).balance;
  await post(trx, { kind: 'partner_funding', entries: [{ accountId: await houseAccountId(trx), amount: -amount }, { accountId: account, amount }] });
  await recordAudit(trx, { actorId: null, actorIp: '', action: 'partner.fund', targetId: master.id, before: { balance: before }, after: { balance: before + amount, amount } });
  return { balance: before + amount };
}
