import { REMOTE_MODULES, type RemoteModuleRef, type RemoteName } from '@casino/contract';
import { MODALS } from '../../modals/modal-table';

/** What the release check renders: one exposed module, with the props a modal gets. */
export interface ReleaseCheckTarget {
  ref: RemoteModuleRef;
  isModal: boolean;
}

const isRemoteName = (name: string): name is RemoteName => Object.hasOwn(REMOTE_MODULES, name);

/** `games/HomePage` as a module the contract says the remote exposes, or null. */
export function releaseCheckTarget(requestId: string | null): ReleaseCheckTarget | null {
  const [remote, module, ...rest] = (requestId ?? '').split('/');
  if (!remote || !module || rest.length > 0 || !isRemoteName(remote)) return null;
  const exposed: readonly string[] = REMOTE_MODULES[remote];
  const name = `./${module}`;
  if (!exposed.includes(name)) return null;
  const ref = { remote, module: name } as RemoteModuleRef;
  const isModal = Object.values(MODALS).some((entry) => entry.kind === 'remote' && entry.target.remote === remote && entry.target.module === name);
  return { ref, isModal };
}
