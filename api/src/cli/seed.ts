import { EnvError, loadConfig } from '../config/env';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { DEMO_PASSWORD, DEMO_USERS, DEMO_WITHDRAW_PASSWORD } from '../seed/demo-world';
import { seedDemoWorld } from '../seed/seed';

/** `pnpm --filter @casino/api seed`: migrates, then adds whatever part of the demo world is missing. */
async function main() {
  const database = await openDatabase(loadConfig());
  try {
    console.log(`Database: ${database.description}`);
    await migrate(database.db);
    const report = await seedDemoWorld(database.db);
    console.log(`Accounts created: ${report.usersCreated.join(', ') || 'none (already there)'}`);
    console.log(`Ledger fundings posted: ${report.fundingPosted}`);
    console.log(`Content seeded: ${report.contentSeeded.join(', ') || 'none (already there)'}`);
    console.log(`Demo logins: ${DEMO_USERS.map((u) => u.username).join(', ')} / password ${DEMO_PASSWORD}, withdrawal password ${DEMO_WITHDRAW_PASSWORD}`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof EnvError ? err.message : err);
  process.exitCode = 1;
});
