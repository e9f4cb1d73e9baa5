// The single-bundle build's stand-in for the shell's container runtime
// (shell/src/remotes/container-runtime.ts): the shell's code runs unchanged, and
// `loadRemote('games/HomePage')` imports that module from the same build.
// Used by the bench only, as the floor for federation's cost.
import { remoteModules } from 'casino-single-bundle-remotes';

export function createContainerRuntime() {
  return {
    registerRemotes() {},
    async loadRemote(id) {
      const load = remoteModules[id];
      return load ? load() : null;
    },
  };
}
