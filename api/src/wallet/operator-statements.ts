import type { Kysely } from 'kysely';
import type { Database, StatementStatus, StatementType } from '../db/schema';
import { AppError } from '../http/app-error';
import { downlineOf } from '../users/downline';
import { toView } from './statements';
import { readPage } from '../db/paging';

function withUsers(db: Kysely<Database>, partnerId: number) {
  return db
    .selectFrom('statements as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .where('s.user_id', 'in', downlineOf(partnerId))
    .select(['s.id', 's.type', 's.amount', 's.status', 's.created_at', 's.processed_at', 's.user_id', 'u.username', 'u.nickname', 'u.bank_name', 'u.account_number']);
}

type Row = Awaited<ReturnType<ReturnType<typeof withUsers>['executeTakeFirstOrThrow']>>;

export const operatorRow = (r: Row) => ({
  ...toView(r),
  user_id: r.user_id,
  username: r.username,
  nickname: r.nickname,
  bank_name: r.bank_name,
  account_number: r.account_number,
});

export async function listOperatorStatements(db: Kysely<Database>, partnerId: number, filter: { type?: StatementType; status?: StatementStatus; page: number; pageSize: number }) {
  let base = withUsers(db, partnerId);
  if (filter.type) base = base.where('s.type', '=', filter.type);
  if (filter.status) base = base.where('s.status', '=', filter.status);
  const { items: rows, total } = await readPage(
    base
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc'),
    base,
    filter,
  );
  return { items: rows.map(operatorRow), total };
}

/** One statement of the partner's downline; any other id is not found. */
export async function operatorView(db: Kysely<Database>, partnerId: number, id: number) {
  const row = await withUsers(db, partnerId).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(404, 'NOT_FOUND', 'wallet.statement_not_found');
  return operatorRow(row);
}
