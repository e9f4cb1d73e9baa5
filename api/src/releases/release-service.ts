import path from 'node:path';
import { CANARY_HALT_DEFAULTS, type RegistryChange, type RemoteChannels } from '@casino/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../db/pool';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import { compatibilityProblems } from './compatibility';
import { incompatible, publishRelease, type PublishInput, type Published } from './publish';
import { promote, rollback, setCanary, type ChangeAuthor, type ChangeOutcome, type HaltThresholds } from './registry-changes';
import { channelsOf, registryChanges } from './registry-reads';
import { DistError, readRemoteDist } from './release-dist';
import { readShellBuild, readShellFacts } from './shell-facts';
import { currentSmokeCheck, recordSmokeCheck, SMOKE_CHECK_VALID_HOURS } from './smoke-checks';

/** Runs the smoke check of one version (the release command's `release/src/smoke-check.ts`): problems found, one per module that failed. */
export type SmokeChecker = (target: SmokeTarget) => Promise<string[]>;

/** One version to try before anyone gets it: each module it exposes, rendered by the running site's shell. */
export interface SmokeTarget {
  remote: string;
  version: string;
  manifest: string;
  modules: readonly string[];
}

export interface ReleaseServiceOptions {
  db: Db;
  /** Where published versions' folders live (`<dir>/<remote>/<version>/`). */
  releasesDir: string;
  /** The deployed shell's build: what the compatibility gate holds a version to. */
  shellDist: string;
}

export interface ChangeResult {
  remote: RemoteChannels;
  change: RegistryChange;
}

/** A shell build that cannot be read is the deployment's problem, said in one line: not a server error. */
const shellUnreadable = (error: unknown) => {
  throw error instanceof DistError ? new AppError(409, 'CONFLICT', 'release.shell_unreadable', { problem: error.message }) : error;
};
const shellFactsOf = (shellDist: string) => readShellFacts(shellDist).catch(shellUnreadable);
const shellBuildOf = (shellDist: string) => readShellBuild(shellDist).catch(shellUnreadable);

/**
 * The release commands, for the `pnpm release` command line and the master's API routes alike:
 * publish behind the compatibility gate; promote and canary behind the gate and a passed smoke
 * check of that version against the deployed shell; rollback at once. Each registry change is
 * one transaction, recorded in the history. The smoke check itself runs a browser, so only the
 * command line runs it (`smokeCheck`), never the API process; the API reads its record.
 */
export class ReleaseService {
  constructor(private readonly options: ReleaseServiceOptions) {}

  async publish(input: Omit<PublishInput, 'dist'> & { distDir: string }, author: ChangeAuthor): Promise<Published> {
    const { db, releasesDir, shellDist } = this.options;
    const dist = await readRemoteDist(input.distDir, input.remote).catch((error: unknown) => {
      throw error instanceof DistError ? new AppError(400, 'VALIDATION', 'release.invalid', { problem: error.message }) : error;
    });
    return publishRelease(db, releasesDir, await shellFactsOf(shellDist), { ...input, dist }, author);
  }

  async promote(remote: string, version: string, author: ChangeAuthor): Promise<ChangeResult> {
    await this.requireChecked(remote, version);
    return this.change(remote, (trx) => promote(trx, remote, version, author));
  }

  /** A canary reaches real people: it passes the same checks as a promotion (ending one does not need them). */
  async canary(remote: string, version: string, percent: number, author: ChangeAuthor, thresholds: Partial<HaltThresholds> = {}): Promise<ChangeResult> {
    if (percent > 0) await this.requireChecked(remote, version);
    return this.change(remote, (trx) => setCanary(
        trx,
        remote,
        version,
        percent,
        { halt_at_percent: thresholds.halt_at_percent ?? CANARY_HALT_DEFAULTS.halt_at_percent, min_visitors: thresholds.min_visitors ?? CANARY_HALT_DEFAULTS.min_visitors },
        author,
      ));
  }

  async rollback(remote: string, author: ChangeAuthor): Promise<ChangeResult> {
    return this.change(remote, (trx) => rollback(trx, remote, author));
  }

  /**
   * The gate again (the shell may have moved on since it was published), then `checker` against
   * the running site, recorded passed or not. Throws the problems it found.
   */
  async smokeCheck(remote: string, version: string, checker: SmokeChecker, run: { site: string; checkedBy: string }): Promise<void> {
    const { db, shellDist } = this.options;
    const release = await this.gate(remote, version);
    const problems = await checker({ remote, version, manifest: release.manifest, modules: release.exposes }).catch((error: unknown) => [
      `it could not run (${error instanceof Error ? error.message : String(error)})`,
    ]);
    await recordSmokeCheck(db, { remote, version, shellBuild: await shellBuildOf(shellDist), site: run.site, problems, checkedBy: run.checkedBy });
    if (problems.length > 0) throw new AppError(409, 'CONFLICT', 'release.smoke_failed', { remote, version, problems: problems.join('; ') });
  }

  private async gate(remote: string, version: string) {
    const { db, releasesDir, shellDist } = this.options;
    const release = await db.selectFrom('remote_releases').select(['manifest', 'exposes']).where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
    if (!release) throw new AppError(404, 'NOT_FOUND', 'release.not_found', { remote, version });
    const dist = await readRemoteDist(path.join(releasesDir, remote, version), remote).catch((error: unknown) => {
      throw new AppError(409, 'CONFLICT', 'release.files_missing', { remote, version, problem: error instanceof Error ? error.message : String(error) });
    });
    const problems = compatibilityProblems(remote, dist, await shellFactsOf(shellDist));
    if (problems.length > 0) throw incompatible(remote, version, problems);
    return release;
  }

  /** The gate, and the newest smoke check of the version against the deployed shell, passed and recent. */
  private async requireChecked(remote: string, version: string): Promise<void> {
    const { db, shellDist } = this.options;
    await this.gate(remote, version);
    const check = await currentSmokeCheck(db, remote, version, await shellBuildOf(shellDist));
    if (!check) throw new AppError(409, 'CONFLICT', 'release.check_needed', { remote, version, hours: SMOKE_CHECK_VALID_HOURS });
    if (!check.passed) throw new AppError(409, 'CONFLICT', 'release.smoke_failed', { remote, version, problems: check.problems });
  }

  private async change(remote: string, apply: (trx: Transaction<Database>) => Promise<ChangeOutcome>): Promise<ChangeResult> {
    const { db } = this.options;
    const outcome = await db.transaction().execute(apply);
    const [channels, [change]] = await Promise.all([channelsOf(db, remote), registryChanges(db, remote, [outcome.changeId])]);
    return { remote: channels, change: change! };
  }
}
