import { sql } from 'kysely';
import type { Db } from '../db/pool';

/** How long a passed smoke check stands for a promotion through the API (other remotes move on meanwhile). */
export const SMOKE_CHECK_VALID_HOURS = 24;

export interface SmokeCheckRun {
  remote: string;
  version: string;
  /** The deployed shell's build it ran against. */
  shellBuild: string;
  site: string;
  /** Empty when every module rendered. */
  problems: string[];
  checkedBy: string;
}

export async function recordSmokeCheck(db: Db, run: SmokeCheckRun): Promise<void> {
  await db
    .insertInto('remote_smoke_checks')
    .values({ remote: run.remote, version: run.version, shell_build: run.shellBuild, site: run.site, passed: run.problems.length === 0, problems: run.problems.join('; '), checked_by: run.checkedBy })
    .execute();
}

/** The newest check of the version against this shell within the time it stands, or undefined. */
export async function currentSmokeCheck(db: Db, remote: string, version: string, shellBuild: string) {
  return db
    .selectFrom('remote_smoke_checks')
    .select(['passed', 'problems', 'checked_at'])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('shell_build', '=', shellBuild)
    .where('checked_at', '>', sql<Date>`now() - make_interval(hours => ${SMOKE_CHECK_VALID_HOURS})`)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
