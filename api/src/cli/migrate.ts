import { EnvError, loadConfig } from '../config/env';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';

/** `pnpm --filter @casino/api migrate`: applies pending migrations and exits. */
async function main() {
  const database = await openDatabase(loadConfig());
  try {
    console.log(`Database: ${database.description}`);
    const applied = await migrate(database.db);
    console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Up to date');
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof EnvError ? err.message : err);
  process.exitCode = 1;
});
