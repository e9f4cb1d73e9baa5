// The single-bundle build's stand-in for `@module-federation/enhanced/runtime`: the shell's code
// runs unchanged, and `loadRemote('games/HomePage')` imports that module from the same build.
// Used by the bench only, as the floor for federation's cost.
import { remoteModules } from 'casino-single-bundle-remotes';

export function registerRemotes() {}

// No federation instance: nothing shared to repair (shell/src/remotes/share-scope-repair.ts).
export function getInstance() {
  return undefined;
}

export async function loadRemote(id) {
  const load = remoteModules[id];
  return load ? load() : null;
}
