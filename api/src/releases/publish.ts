import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ReleaseVersionField, RemoteNameField } from '@casino/contract';
import { Value } from '@sinclair/typebox/value';
import type { Db } from '../db/pool';
import { AppError } from '../http/app-error';
import { compatibilityProblems, type ShellFacts } from './compatibility';
import { recordChange, type ChangeAuthor } from './registry-changes';
import type { RemoteDist } from './release-dist';

/** Written beside a published version's files: what it is, for whoever looks at the folder or a CDN. */
export const RELEASE_FILE = 'release.json';

export interface PublishInput {
  remote: string;
  version: string;
  commit: string;
  dist: RemoteDist;
  /** Where the versions' folders are served from when not from this site (a CDN); the site's `/remotes` otherwise. */
  baseUrl?: string;
}

export interface Published {
  remote: string;
  version: string;
  manifest: string;
  /** False when this very build was already published under this version (publishing is idempotent). */
  created: boolean;
}

export function incompatible(remote: string, version: string, problems: string[]): AppError {
  return new AppError(409, 'CONFLICT', 'release.incompatible', { remote, version, problems: problems.join('; ') });
}

const versionTaken = (remote: string, version: string) => new AppError(409, 'CONFLICT', 'release.version_taken', { remote, version });

function inputProblem({ remote, version, baseUrl }: PublishInput): string | null {
  if (!Value.Check(RemoteNameField, remote)) return `"${remote}" is not a remote name (lower-case letters, digits and -)`;
  if (!Value.Check(ReleaseVersionField, version)) return `"${version}" is not a version (letters, digits, '.', '_' and '-', at most 64)`;
  if (baseUrl === undefined) return null;
  const url = URL.canParse(baseUrl) ? new URL(baseUrl) : null;
  return url && /^https?:$/.test(url.protocol) && !url.search && !url.hash ? null : `the base URL must be an absolute http(s) URL without a query (got "${baseUrl}")`;
}

export function manifestUrl(remote: string, version: string, baseUrl?: string): string {
  const base = baseUrl ? baseUrl.replace(/\/+$/, '') : '/remotes';
  return `${base}/${remote}/${version}/mf-manifest.json`;
}

async function storedDigest(folder: string): Promise<string | null> {
  try {
    const info = JSON.parse(await readFile(path.join(folder, RELEASE_FILE), 'utf8')) as { digest?: unknown };
    return typeof info.digest === 'string' ? info.digest : '';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    return '';
  }
}

/**
 * Copies the build into its version's own folder, never over other content: a folder is written
 * aside and moved into place in one step, so a page never sees half a version.
 */
async function storeFiles(releasesDir: string, input: PublishInput, publishedAt: Date): Promise<void> {
  const { remote, version, dist } = input;
  const folder = path.join(releasesDir, remote, version);
  const existing = await storedDigest(folder);
  if (existing !== null) {
    if (existing !== dist.digest) throw versionTaken(remote, version);
    return;
  }
  const staging = path.join(releasesDir, remote, `.staging-${randomBytes(6).toString('hex')}`);
  await mkdir(staging, { recursive: true });
  try {
    for (const file of dist.files) await cp(path.join(dist.dir, file), path.join(staging, file));
    const info = { remote, version, commit: input.commit, contractVersion: dist.buildInfo.contractVersion, digest: dist.digest, publishedAt: publishedAt.toISOString() };
    await writeFile(path.join(staging, RELEASE_FILE), `${JSON.stringify(info, null, 2)}\n`);
    await rename(staging, folder);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    // Another publisher moved the same version in first: the same build is fine, another is not.
    if ((await storedDigest(folder)) === dist.digest) return;
    throw error;
  }
}

/**
 * Publishes a build as an immutable version, after the compatibility gate: its files in their
 * folder, then its row and the history's 'publish' row in one transaction. The same build again
 * is a no-op; other content under a published version is refused.
 */
export async function publishRelease(db: Db, releasesDir: string, shell: ShellFacts, input: PublishInput, author: ChangeAuthor): Promise<Published> {
  const { remote, version, dist } = input;
  // Before anything touches the disk: the version becomes a folder name.
  const problem = inputProblem(input);
  if (problem) throw new AppError(400, 'VALIDATION', 'release.invalid', { problem });
  const problems = compatibilityProblems(remote, dist, shell);
  if (problems.length > 0) throw incompatible(remote, version, problems);
  const known = await db.selectFrom('remote_releases').select(['digest', 'manifest']).where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
  if (known) {
    if (known.digest !== dist.digest) throw versionTaken(remote, version);
    return { remote, version, manifest: known.manifest, created: false };
  }
  const publishedAt = new Date();
  await storeFiles(releasesDir, input, publishedAt);
  const manifest = manifestUrl(remote, version, input.baseUrl);
  const created = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('remote_releases')
      .values({
        remote,
        version,
        commit: input.commit,
        manifest,
        digest: dist.digest,
        contract_version: dist.buildInfo.contractVersion ?? '',
        exposes: dist.manifest.exposes.map((e) => e.path),
        published_by: author.actor,
        published_at: publishedAt,
      })
      .onConflict((oc) => oc.columns(['remote', 'version']).doNothing())
      .returning('digest')
      .executeTakeFirst();
    if (!row) return false;
    await recordChange(trx, { remote, action: 'publish', from_version: null, to_version: version }, author);
    return true;
  });
  if (!created) {
    // Published by someone else between the check and the insert: only the same build is fine.
    const raced = await db.selectFrom('remote_releases').select('digest').where('remote', '=', remote).where('version', '=', version).executeTakeFirstOrThrow();
    if (raced.digest !== dist.digest) throw versionTaken(remote, version);
  }
  return { remote, version, manifest, created };
}
