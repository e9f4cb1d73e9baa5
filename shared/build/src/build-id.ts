import { execSync } from 'node:child_process';

/** A build id that changes on every build: the commit (when there is one) and the build time. */
export function createBuildId(): string {
  let commit = 'local';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    // Not a git checkout (a tarball deploy): the time alone still tells builds apart.
  }
  return `${commit}-${Date.now().toString(36)}`;
}
