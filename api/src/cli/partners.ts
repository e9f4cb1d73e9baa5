import { loadConfig } from '../config/env';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { resetTwoFactor } from '../auth/two-factor/reset-two-factor';
import { fundMaster } from '../partners/fund-master';
import { runCommand, UsageError } from './run-command';

const USAGE = `Usage: pnpm --filter @casino/api partners <command>
  fund <master> <amount>        pay a master's balance from the house (KRW, whole number)
  two-factor-reset <partner>    remove a partner's authenticator key and recovery codes, end its
                                sessions: its next sign-in sets up a new key (a lost phone)`;

/** The server operator's command line for partner accounts. */
async function main(args: string[]) {
  const [command, username, amountText] = args;
  const amount = /^[1-9]\d{0,14}$/.test(amountText ?? '') ? Number(amountText) : NaN;
  const valid = command === 'fund' ? Boolean(username) && Number.isSafeInteger(amount) : command === 'two-factor-reset' && Boolean(username) && args.length === 2;
  if (!valid) throw new UsageError();
  const database = await openDatabase(loadConfig(), { joinRunning: true });
  try {
    await migrate(database.db);
    if (command === 'fund') {
      const { balance } = await database.db.transaction().execute((trx) => fundMaster(trx, username!, amount));
      console.log(`${username}: +${amount.toLocaleString('en-US')} KRW, balance ${balance.toLocaleString('en-US')} KRW`);
    } else {
      const reset = await database.db.transaction().execute((trx) => resetTwoFactor(trx, username!));
      if (!reset) throw new UsageError();
      console.log(`${username}: two-factor removed, ${reset.sessionsEnded} session(s) ended; the next sign-in sets up a new key.`);
    }
  } finally {
    await database.close();
  }
}

runCommand(USAGE, main);
