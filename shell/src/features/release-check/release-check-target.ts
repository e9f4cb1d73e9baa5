import { REMOTE_MODULES, type RemoteModuleRef, type RemoteName } from '@casino/contract';
import { MODALS } from '../../modals/modal-table';
import { ROUTES } from '../../routes/route-table';

/**
 * Who the module is for: a guarded page (back-office, operator console, windows) is for a
 * partner; the member pages and the modals for members and guests. The smoke check renders it
 * signed in as one of them too.
 */
export type ReleaseCheckAudience = 'member' | 'partner';

/** What the release check renders: one exposed module, with the props a modal gets. */
export interface ReleaseCheckTarget {
  ref: RemoteModuleRef;
  isModal: boolean;
  audience: ReleaseCheckAudience;
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
  const guarded = ROUTES.some((entry) => entry.kind === 'remote' && entry.guard !== undefined && entry.page.remote === remote && entry.page.module === name);
  return { ref, isModal, audience: guarded ? 'partner' : 'member' };
}
