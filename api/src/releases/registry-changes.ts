import { sql, type Transaction } from 'kysely';
import { AppError } from '../http/app-error';
import type { Database } from '../db/schema';
import type { RegistryChangeAction } from '../db/schema-releases';

type Trx = Transaction<Database>;

/** Who changed the registry and why: a master's login ID, or the operator's name for a server command. */
export interface ChangeAuthor {
  actor: string;
  reason?: string;
}

export interface ChannelState {
  remote: string;
  promoted: string | null;
  previous: string | null;
  canary: string | null;
  canary_percent: number;
}

/** A canary's own thresholds for halting itself (`canary-guard.ts`). */
export interface HaltThresholds {
  halt_at_percent: number;
  min_visitors: number;
}

const notFound = (remote: string, version: string) => new AppError(404, 'NOT_FOUND', 'release.not_found', { remote, version });
const conflict = (key: 'release.already_promoted' | 'release.no_promoted' | 'release.canary_is_promoted' | 'release.no_canary' | 'release.nothing_to_roll_back', params: Record<string, string>) =>
  new AppError(409, 'CONFLICT', key, params);

async function assertPublished(trx: Trx, remote: string, version: string): Promise<void> {
  const row = await trx.selectFrom('remote_releases').select('version').where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
  if (!row) throw notFound(remote, version);
}

/** The remote's channel row, locked for this transaction: changes to one remote happen one at a time. */
async function lockChannel(trx: Trx, remote: string): Promise<ChannelState> {
  await trx.insertInto('remote_channels').values({ remote }).onConflict((oc) => oc.column('remote').doNothing()).execute();
  return trx
    .selectFrom('remote_channels')
    .select(['remote', 'promoted', 'previous', 'canary', 'canary_percent'])
    .where('remote', '=', remote)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

async function writeChannel(trx: Trx, next: ChannelState): Promise<void> {
  await trx
    .updateTable('remote_channels')
    .set({ promoted: next.promoted, previous: next.previous, canary: next.canary, canary_percent: next.canary_percent, updated_at: new Date() })
    .where('remote', '=', next.remote)
    .execute();
}

export interface ChangeRecord {
  remote: string;
  action: RegistryChangeAction;
  from_version: string | null;
  to_version: string | null;
  percent?: number | null;
}

export async function recordChange(trx: Trx, change: ChangeRecord, author: ChangeAuthor): Promise<number> {
  const row = await trx
    .insertInto('remote_registry_changes')
    .values({ ...change, percent: change.percent ?? null, actor: author.actor, reason: author.reason ?? '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The result of a change: the remote's channels after it, and the history row that records it. */
export interface ChangeOutcome {
  channel: ChannelState;
  changeId: number;
}

/** Everyone gets `version` from now on; a canary ends; the version promoted until now is what a rollback returns to. */
export async function promote(trx: Trx, remote: string, version: string, author: ChangeAuthor): Promise<ChangeOutcome> {
  await assertPublished(trx, remote, version);
  const current = await lockChannel(trx, remote);
  if (current.promoted === version && current.canary === null) throw conflict('release.already_promoted', { remote, version });
  const next: ChannelState = {
    remote,
    promoted: version,
    previous: current.promoted === version ? current.previous : current.promoted,
    canary: null,
    canary_percent: 0,
  };
  await writeChannel(trx, next);
  const changeId = await recordChange(trx, { remote, action: 'promote', from_version: current.promoted, to_version: version }, author);
  return { channel: next, changeId };
}

/**
 * A stable `percent` of people get `version` instead of the promoted one; 0 ends the canary.
 * `thresholds` are the canary's from now on; its health is judged from when its version started.
 */
export async function setCanary(trx: Trx, remote: string, version: string, percent: number, thresholds: HaltThresholds, author: ChangeAuthor): Promise<ChangeOutcome> {
  await assertPublished(trx, remote, version);
  const current = await lockChannel(trx, remote);
  if (current.promoted === null) throw conflict('release.no_promoted', { remote });
  if (current.promoted === version) throw conflict('release.canary_is_promoted', { remote, version });
  if (percent === 0 && current.canary !== version) throw conflict('release.no_canary', { remote, version });
  const next: ChannelState = { ...current, canary: percent === 0 ? null : version, canary_percent: percent };
  await writeChannel(trx, next);
  await trx
    .updateTable('remote_channels')
    .set({
      canary_halt_percent: thresholds.halt_at_percent,
      canary_min_visitors: thresholds.min_visitors,
      ...(current.canary === next.canary ? {} : { canary_since: next.canary === null ? null : sql<Date>`now()` }),
    })
    .where('remote', '=', remote)
    .execute();
  const changeId = await recordChange(trx, { remote, action: 'canary', from_version: current.canary, to_version: version, percent }, author);
  return { channel: next, changeId };
}

/**
 * Undoes the last step of a rollout: a live canary ends (everyone back on the promoted version);
 * without one, everyone returns to the version promoted before the current one, and a second
 * rollback goes one step further back.
 */
export async function rollback(trx: Trx, remote: string, author: ChangeAuthor): Promise<ChangeOutcome> {
  const current = await lockChannel(trx, remote);
  if (current.canary !== null) return endCanary(trx, current, author);
  if (current.previous === null) throw conflict('release.nothing_to_roll_back', { remote });
  // The step before `previous`: what was promoted when `previous` was last promoted (a rollback
  // onto it says nothing about what came before it).
  const before = await trx
    .selectFrom('remote_registry_changes')
    .select('from_version')
    .where('remote', '=', remote)
    .where('action', '=', 'promote')
    .where('to_version', '=', current.previous)
    // A promotion of the version already promoted (it ended a canary) says nothing about before.
    .where((eb) => eb.or([eb('from_version', 'is', null), eb('from_version', '!=', eb.ref('to_version'))]))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const earlier = before?.from_version ?? null;
  const next: ChannelState = { remote, promoted: current.previous, previous: earlier === current.previous ? null : earlier, canary: null, canary_percent: 0 };
  await writeChannel(trx, next);
  const changeId = await recordChange(trx, { remote, action: 'rollback', from_version: current.promoted, to_version: current.previous }, author);
  return { channel: next, changeId };
}

async function endCanary(trx: Trx, current: ChannelState, author: ChangeAuthor): Promise<ChangeOutcome> {
  const next: ChannelState = { ...current, canary: null, canary_percent: 0 };
  await writeChannel(trx, next);
  const changeId = await recordChange(trx, { remote: current.remote, action: 'rollback', from_version: current.canary, to_version: current.promoted, percent: 0 }, author);
  return { channel: next, changeId };
}

/**
 * The canary guard's rollback: ends the canary of `version` if it is still live (another process
 * or a person may have ended or replaced it meanwhile). Answers whether it ended it.
 */
export async function haltCanary(trx: Trx, remote: string, version: string, author: ChangeAuthor): Promise<boolean> {
  const current = await lockChannel(trx, remote);
  if (current.canary !== version) return false;
  await endCanary(trx, current, author);
  return true;
}
