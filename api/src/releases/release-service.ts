import path from 'node:path';
import type { RegistryChange, RemoteChannels } from '@casino/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../db/pool';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import { compatibilityProblems } from './compatibility';
import { incompatible, publishRelease, type PublishInput, type Published } from './publish';
import { promote, rollback, setCanary, type ChangeAuthor, type ChangeOutcome } from './registry-changes';
import { channelsOf, registryChanges } from './registry-reads';
import { readRemoteDist } from './release-dist';
import { readShellFacts } from './shell-facts';
import type { SmokeChecker } from './smoke-check';

export interface ReleaseServiceOptions {
  db: Db;
  /** Where published versions' folders live (`<dir>/<remote>/<version>/`). */
  releasesDir: string;
  /** The deployed shell's build: what the compatibility gate holds a version to. */
  shellDist: string;
  smokeCheck: SmokeChecker;
}

export interface ChangeResult {
  remote: RemoteChannels;
  change: RegistryChange;
}

/**
 * The release commands, for the `pnpm release` command line and the master's API routes alike:
 * publish behind the compatibility gate; promote and canary behind the gate and the smoke check;
 * rollback at once. Each registry change is one transaction, recorded in the history.
 */
export class ReleaseService {
  constructor(private readonly options: ReleaseServiceOptions) {}

  async publish(input: Omit<PublishInput, 'dist'> & { distDir: string }, author: ChangeAuthor): Promise<Published> {
    const { db, releasesDir, shellDist } = this.options;
    const dist = await readRemoteDist(input.distDir, input.remote);
    return publishRelease(db, releasesDir, await readShellFacts(shellDist), { ...input, dist }, author);
  }

  async promote(remote: string, version: string, author: ChangeAuthor): Promise<ChangeResult> {
    await this.check(remote, version);
    return this.change(remote, (trx) => promote(trx, remote, version, author));
  }

  /** A canary reaches real people: it passes the same checks as a promotion (ending one does not need them). */
  async canary(remote: string, version: string, percent: number, author: ChangeAuthor): Promise<ChangeResult> {
    if (percent > 0) await this.check(remote, version);
    return this.change(remote, (trx) => setCanary(trx, remote, version, percent, author));
  }

  async rollback(remote: string, author: ChangeAuthor): Promise<ChangeResult> {
    return this.change(remote, (trx) => rollback(trx, remote, author));
  }

  /** The gate again (the shell may have moved on since it was published), then the smoke check. */
  private async check(remote: string, version: string): Promise<void> {
    const { db, releasesDir, shellDist, smokeCheck } = this.options;
    const release = await db.selectFrom('remote_releases').select(['manifest', 'exposes']).where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
    if (!release) throw new AppError(404, 'NOT_FOUND', 'release.not_found', { remote, version });
    const dist = await readRemoteDist(path.join(releasesDir, remote, version), remote).catch((error: unknown) => {
      throw new AppError(409, 'CONFLICT', 'release.files_missing', { remote, version, problem: error instanceof Error ? error.message : String(error) });
    });
    const problems = compatibilityProblems(remote, dist, await readShellFacts(shellDist));
    if (problems.length > 0) throw incompatible(remote, version, problems);
    const smoke = await smokeCheck({ remote, version, manifest: release.manifest, modules: release.exposes }).catch((error: unknown) => [
      `it could not run (${error instanceof Error ? error.message : String(error)})`,
    ]);
    if (smoke.length > 0) throw new AppError(409, 'CONFLICT', 'release.smoke_failed', { remote, version, problems: smoke.join('; ') });
  }

  private async change(remote: string, apply: (trx: Transaction<Database>) => Promise<ChangeOutcome>): Promise<ChangeResult> {
    const { db } = this.options;
    const outcome = await db.transaction().execute(apply);
    const [channels, [change]] = await Promise.all([channelsOf(db, remote), registryChanges(db, remote, [outcome.changeId])]);
    return { remote: channels, change: change! };
  }
}
