import type { PublishedRelease, RegistryChange, RemoteChannels, VersionHealth } from '@casino/contract';
import { sql } from 'kysely';
import type { Db } from '../db/pool';
import { AppError } from '../http/app-error';

const releaseColumns = ['version', 'commit', 'manifest', 'contract_version', 'published_at', 'published_by'] as const;

function published(row: { version: string; commit: string; manifest: string; contract_version: string; published_at: Date; published_by: string }): PublishedRelease {
  return { ...row, published_at: row.published_at.toISOString() };
}

/** Every remote that has a published version (or only `only`): its channels and versions, newest first. */
export async function listChannels(db: Db, only?: string): Promise<RemoteChannels[]> {
  let releaseRows = db.selectFrom('remote_releases').select(['remote', ...releaseColumns]);
  let channelRows = db.selectFrom('remote_channels').selectAll();
  if (only !== undefined) {
    releaseRows = releaseRows.where('remote', '=', only);
    channelRows = channelRows.where('remote', '=', only);
  }
  const [releases, channels] = await Promise.all([releaseRows.orderBy('remote').orderBy('published_at', 'desc').orderBy('version', 'desc').execute(), channelRows.execute()]);
  const byRemote = new Map<string, RemoteChannels>();
  for (const { remote, ...release } of releases) {
    let entry = byRemote.get(remote);
    if (!entry) {
      const channel = channels.find((c) => c.remote === remote);
      entry = {
        remote,
        promoted: channel?.promoted ?? null,
        previous: channel?.previous ?? null,
        canary: channel?.canary
          ? { version: channel.canary, percent: channel.canary_percent, halt_at_percent: channel.canary_halt_percent, min_visitors: channel.canary_min_visitors }
          : null,
        releases: [],
      };
      byRemote.set(remote, entry);
    }
    entry.releases.push(published(release));
  }
  return [...byRemote.values()];
}

export async function channelsOf(db: Db, remote: string): Promise<RemoteChannels> {
  const [found] = await listChannels(db, remote);
  if (!found) throw new AppError(404, 'NOT_FOUND', 'release.remote_not_found', { remote });
  return found;
}

/** How many history rows `release history` shows. */
const HISTORY_ROWS = 200;

export async function registryChanges(db: Db, remote: string, ids?: number[]): Promise<RegistryChange[]> {
  let query = db
    .selectFrom('remote_registry_changes')
    .select(['id', 'action', 'from_version', 'to_version', 'percent', 'actor', 'reason', 'created_at'])
    .where('remote', '=', remote);
  if (ids) query = query.where('id', 'in', ids);
  const rows = await query.orderBy('id', 'desc').limit(HISTORY_ROWS).execute();
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

/** `release history`: the remote's changes, newest first, and each version's load reports; 404 for a remote never published. */
export async function releaseHistoryOf(db: Db, remote: string): Promise<{ remote: string; changes: RegistryChange[]; health: VersionHealth[] }> {
  await channelsOf(db, remote);
  const [changes, health] = await Promise.all([registryChanges(db, remote), versionHealth(db, remote)]);
  return { remote, changes, health };
}

/** Per published version (newest first): what pages reported of it, and the visitors behind the reports. */
export async function versionHealth(db: Db, remote: string): Promise<VersionHealth[]> {
  const rows = await db
    .selectFrom('remote_releases as r')
    .leftJoin('remote_load_reports as l', (join) => join.onRef('l.remote', '=', 'r.remote').onRef('l.version', '=', 'r.version'))
    .select([
      'r.version',
      sql<number>`count(l.id) FILTER (WHERE l.outcome = 'loaded')`.as('loads'),
      sql<number>`count(l.id) FILTER (WHERE l.outcome = 'failed')`.as('failures'),
      sql<number>`count(l.id) FILTER (WHERE l.outcome = 'render_error')`.as('render_errors'),
      sql<number>`count(DISTINCT l.visitor)`.as('visitors'),
      sql<number>`count(DISTINCT l.visitor) FILTER (WHERE l.signed_in)`.as('signed_in_visitors'),
      sql<number>`count(DISTINCT l.visitor) FILTER (WHERE l.failed)`.as('failing_visitors'),
      sql<number>`count(DISTINCT l.visitor) FILTER (WHERE l.failed AND l.signed_in)`.as('failing_signed_in_visitors'),
      sql<Date | null>`max(l.created_at) FILTER (WHERE l.failed)`.as('last_failure_at'),
      sql<string | null>`(SELECT coalesce(e.module || ': ', '') || e.error FROM remote_load_reports e WHERE e.remote = r.remote AND e.version = r.version AND e.failed ORDER BY e.id DESC LIMIT 1)`.as(
        'last_error',
      ),
    ])
    .where('r.remote', '=', remote)
    .groupBy(['r.remote', 'r.version', 'r.published_at'])
    .orderBy('r.published_at', 'desc')
    .orderBy('r.version', 'desc')
    .execute();
  return rows.map((r) => {
    const visitors = Number(r.visitors);
    const failingVisitors = Number(r.failing_visitors);
    return {
      version: r.version,
      loads: Number(r.loads),
      failures: Number(r.failures),
      render_errors: Number(r.render_errors),
      visitors,
      signed_in_visitors: Number(r.signed_in_visitors),
      failing_visitors: failingVisitors,
      failing_signed_in_visitors: Number(r.failing_signed_in_visitors),
      failure_rate: visitors === 0 ? 0 : failingVisitors / visitors,
      last_error: r.last_error,
      last_failure_at: r.last_failure_at ? new Date(r.last_failure_at).toISOString() : null,
    };
  });
}
