import { loadConfig } from '../config/env';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { decideStatement, type OperatorAction } from '../wallet/statements';
import { runCommand, UsageError } from './run-command';

const USAGE = `Usage: pnpm --filter @casino/api statements <command>
  list                  open deposit and withdrawal requests (request, waiting)
  approve <id>          approve: a deposit credits cash, a withdrawal pays out its hold
  wait <id>             mark a new request as being handled
  reject <id>           reject: a withdrawal's hold returns to cash`;

/** The operator's command line for statements, until the partner back-office screens arrive. */
async function main(args: string[]) {
  const [command, idText] = args;
  const actions: OperatorAction[] = ['approve', 'wait', 'reject'];
  if (command !== 'list' && !actions.includes(command as OperatorAction)) throw new UsageError();
  const id = /^[1-9]\d{0,15}$/.test(idText ?? '') ? Number(idText) : NaN;
  if (command !== 'list' && !Number.isSafeInteger(id)) throw new UsageError();

  const database = await openDatabase(loadConfig(), { joinRunning: true });
  try {
    await migrate(database.db);
    if (command === 'list') {
      const rows = await database.db
        .selectFrom('statements as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['s.id', 's.type', 's.amount', 's.status', 's.created_at', 'u.username', 'u.bank_name', 'u.account_number'])
        .where('s.status', 'in', ['request', 'waiting'])
        .orderBy('s.created_at')
        .execute();
      if (rows.length === 0) console.log('No open requests.');
      for (const r of rows) {
        console.log(`#${r.id}  ${r.type.padEnd(8)} ${r.amount.toLocaleString('en-US').padStart(14)} KRW  ${r.status.padEnd(7)}  ${r.username}  ${r.bank_name} ${r.account_number}  ${r.created_at.toISOString()}`);
      }
      return;
    }
    const statement = await database.db.transaction().execute((trx) => decideStatement(trx, null, id, command as OperatorAction));
    console.log(`#${statement.id} ${statement.type} ${statement.amount.toLocaleString('en-US')} KRW: ${statement.status}`);
  } finally {
    await database.close();
  }
}

runCommand(USAGE, main);
