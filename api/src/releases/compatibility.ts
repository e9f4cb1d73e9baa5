import semver from 'semver';
import type { RemoteDist } from './release-dist';

/**
 * The packages the shell provides as singletons that a remote must accept (issue 14's gate):
 * one React, one router, one MobX, one i18n, one antd and one platform on the page.
 */
export const GATED_SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'mobx', 'mobx-react-lite', 'i18next', 'react-i18next', 'antd', '@casino/platform'] as const;

/** What the deployed shell offers a remote: read from its build and the contract it was built with. */
export interface ShellFacts {
  /** The version of each gated singleton the shell provides. */
  provides: Record<string, string>;
  /** The modules the shell's route and modal tables map to each remote. */
  requiredExposes: Readonly<Record<string, readonly string[]>>;
  contractVersion: string;
}

/** The gated package a shared module belongs to (`react-dom/client` to react-dom, `antd/es/button` to antd). */
export function gatedPackage(sharedName: string): string | null {
  for (const name of GATED_SINGLETONS) if (sharedName === name || sharedName.startsWith(`${name}/`)) return name;
  return null;
}

/**
 * Every rule `dist` breaks, each said in a sentence a release engineer can act on; empty when
 * it may be published and promoted.
 */
export function compatibilityProblems(remote: string, dist: Pick<RemoteDist, 'manifest' | 'buildInfo'>, shell: ShellFacts): string[] {
  const problems: string[] = [];
  for (const shared of dist.manifest.shared) {
    const name = gatedPackage(shared.name);
    if (!name) continue;
    const provided = shell.provides[name];
    if (!provided) {
      problems.push(`shared ${shared.name}: the shell does not provide ${name}`);
      continue;
    }
    if (shared.singleton !== true) problems.push(`shared ${shared.name}: must be a singleton (the shell provides one ${name} for the page)`);
    const range = shared.requiredVersion;
    if (!range || !semver.validRange(range)) problems.push(`shared ${shared.name}: requires no version range the shell can check (got ${JSON.stringify(range ?? null)})`);
    else if (!semver.satisfies(provided, range)) problems.push(`shared ${shared.name}: requires ${range}, the shell provides ${name} ${provided}`);
  }
  // A package left out of `shared` altogether is not in the manifest at all: the build's
  // dependencies say the remote uses it, so it would run its own copy.
  const shared = new Set(dist.manifest.shared.map((entry) => gatedPackage(entry.name)));
  for (const dependency of dist.buildInfo.dependencies ?? []) {
    const name = gatedPackage(dependency);
    if (name && !shared.has(name)) problems.push(`not shared ${name}: the remote depends on it but does not share it, so it would bundle a second ${name} for the page; add it to the remote's shared modules`);
  }
  const exposed = new Set(dist.manifest.exposes.map((expose) => expose.path));
  for (const module of shell.requiredExposes[remote] ?? []) {
    if (!exposed.has(module)) problems.push(`exposes: ${module} is missing (the shell maps a page or modal to ${remote}/${module.replace(/^\.\//, '')})`);
  }
  const built = dist.buildInfo.contractVersion;
  const builtMajor = built ? semver.parse(built)?.major : undefined;
  const shellMajor = semver.parse(shell.contractVersion)?.major;
  if (builtMajor === undefined) problems.push(`@casino/contract: build.json does not say which contract version it was built against`);
  else if (builtMajor !== shellMajor) problems.push(`@casino/contract: built against ${built}, the site runs ${shell.contractVersion} (the major must match)`);
  return problems;
}
