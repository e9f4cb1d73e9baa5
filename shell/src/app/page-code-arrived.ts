import { settleWithin } from '../lib/settle-within';
import { isFallbackModule } from '../remotes/fallback-module';
import { type RemoteLoader } from '../remotes/remote-loader';
import { remoteRequestId, routeMatchAt } from '../routes/route-table';

/**
 * Whether the code of the page at `pathname` (its remote's module) is here within `withinMs`:
 * true at once for a page of the shell's own. The shell hydrates a served page only then (all
 * of it: a part of server markup left waiting for its code would answer no click); a remote that fails or is late gets the page rendered afresh, its area showing the
 * spinner and the retry box as for any slow remote, instead of server markup that answers no click.
 */
export async function pageCodeArrived(loader: RemoteLoader, pathname: string, withinMs: number): Promise<boolean> {
  const { entry } = routeMatchAt(pathname);
  if (entry.kind !== 'remote') return true;
  const arrived = loader.load(entry.page.remote, remoteRequestId(entry.page)).then(
    (module) => !isFallbackModule(module),
    () => false,
  );
  return settleWithin(arrived, withinMs, () => false);
}
