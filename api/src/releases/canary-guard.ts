import { sql } from 'kysely';
import type { Db } from '../db/pool';
import { haltCanary } from './registry-changes';

/** The actor the history names for a canary that halted itself. */
export const CANARY_GUARD_ACTOR = 'canary guard';

/** A canary's signed-in visitors since it started, and those of them who met a failure. */
export interface CanaryFigures {
  visitors: number;
  failing: number;
}

export interface CanaryThresholds {
  halt_at_percent: number;
  min_visitors: number;
}

/** Whether `figures` pass the thresholds: enough visitors to judge, and a failing share at or past the limit. */
export function passesThreshold(figures: CanaryFigures, thresholds: CanaryThresholds): boolean {
  return figures.visitors >= thresholds.min_visitors && figures.failing * 100 >= thresholds.halt_at_percent * figures.visitors;
}

export function haltReason(figures: CanaryFigures, thresholds: CanaryThresholds): string {
  const share = Math.round((figures.failing * 1000) / figures.visitors) / 10;
  return (
    `halted by itself: ${figures.failing} of ${figures.visitors} signed-in visitors met a failed load or a render error (${share} %), ` +
    `at or past its threshold of ${thresholds.halt_at_percent} % over at least ${thresholds.min_visitors}`
  );
}

/**
 * After a report of `version`: when it is `remote`'s live canary and its signed-in visitors since
 * the canary started pass the canary's thresholds, the canary ends (a rollback by the guard, with
 * its figures as the reason). Guests' reports never count here: anyone can be a new guest, so
 * only signed-in figures can halt a release. Answers whether this call halted it.
 */
export async function judgeCanary(db: Db, remote: string, version: string): Promise<boolean> {
  const canary = await db
    .selectFrom('remote_channels')
    .select(['canary_halt_percent', 'canary_min_visitors', 'canary_since'])
    .where('remote', '=', remote)
    .where('canary', '=', version)
    .executeTakeFirst();
  if (!canary) return false;
  const thresholds = { halt_at_percent: canary.canary_halt_percent, min_visitors: canary.canary_min_visitors };
  const row = await db
    .selectFrom('remote_load_reports')
    .select([sql<number>`count(DISTINCT visitor)`.as('visitors'), sql<number>`count(DISTINCT visitor) FILTER (WHERE failed)`.as('failing')])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('signed_in', '=', true)
    .$if(canary.canary_since !== null, (q) => q.where('created_at', '>=', canary.canary_since!))
    .executeTakeFirstOrThrow();
  const figures = { visitors: Number(row.visitors), failing: Number(row.failing) };
  if (!passesThreshold(figures, thresholds)) return false;
  return db.transaction().execute((trx) => haltCanary(trx, remote, version, { actor: CANARY_GUARD_ACTOR, reason: haltReason(figures, thresholds) }));
}
