import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_MODULES } from '@casino/contract';
import { Value } from '@sinclair/typebox/value';
import { REPO_ROOT } from '../config/paths';
import { gatedPackage, type ShellFacts } from './compatibility';
import { DistError, RemoteManifest } from './release-dist';
import { MANIFEST_FILE } from '@casino/build/federation-files';

const CONTRACT_PACKAGE = path.join(REPO_ROOT, 'shared/contract/package.json');

/**
 * What the deployed shell offers remotes: the singleton versions its build provides (its
 * federation manifest), the modules its tables map to each remote (the contract's
 * REMOTE_MODULES, which those tables are typed against) and the contract version the site runs.
 */
export async function readShellFacts(shellDist: string): Promise<ShellFacts> {
  const file = path.join(shellDist, MANIFEST_FILE);
  let manifest: unknown;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new DistError(`The shell is not built (${file} is missing): run \`pnpm build\` first`);
  }
  if (!Value.Check(RemoteManifest, manifest)) throw new DistError(`${file} is not a Module Federation manifest`);
  const provides: Record<string, string> = {};
  for (const shared of manifest.shared) {
    const gated = gatedPackage(shared.name);
    if (gated && shared.version && !provides[gated]) provides[gated] = shared.version;
  }
  const contract = JSON.parse(await readFile(CONTRACT_PACKAGE, 'utf8')) as { version: string };
  return { provides, requiredExposes: REMOTE_MODULES, contractVersion: contract.version };
}

/** The deployed shell's build id (its `build.json`): what a smoke check is bound to. */
export async function readShellBuild(shellDist: string): Promise<string> {
  const file = path.join(shellDist, 'build.json');
  try {
    const info = JSON.parse(await readFile(file, 'utf8')) as { buildId?: unknown };
    if (typeof info.buildId === 'string' && info.buildId !== '') return info.buildId;
  } catch {
    // Said below, as for a shell that was never built.
  }
  throw new DistError(`The shell is not built (${file} does not name its build): run \`pnpm build\` first`);
}
