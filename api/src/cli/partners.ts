import { loadConfig } from '../config/env';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { fundMaster } from '../partners/fund-master';
import { runCommand, UsageError } from './run-command';

const USAGE = `Usage: pnpm --filter @casino/api partners <command>
  fund <master> <amount>   pay a master's balance from the house (KRW, whole number)`;

/** The server operator's command line for partner money. */
async function main(args: string[]) {
  const [command, username, amountText] = args;
  const amount = /^[1-9]\d{0,14}$/.test(amountText ?? '') ? Number(amountText) : NaN;
  if (command !== 'fund' || !username || !Number.isSafeInteger(amount)) throw new UsageError();
  const database = await openDatabase(loadConfig(), { joinRunning: true });
  try {
    await migrate(database.db);
    const { balance } = await database.db.transaction().execute((trx) => fundMaster(trx, username, amount));
    console.log(`${username}: +${amount.toLocaleString('en-US')} KRW, balance ${balance.toLocaleString('en-US')} KRW`);
  } finally {
    await database.close();
  }
}

runCommand(USAGE, main);
