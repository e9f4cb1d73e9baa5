import { sql } from 'kysely';
import type { Db } from '../db/pool';
import { AppError } from '../http/app-error';

/** Reports one address (an IPv6 /64) may send per hour: a page view reports each remote it loads once, so a busy office stays far below. */
export const REPORTS_PER_IP_PER_HOUR = 600;

export interface LoadReport {
  remote: string;
  version: string;
  outcome: 'loaded' | 'failed';
  error?: string;
}

/**
 * Counts one page's load of a remote version. A report of a version that was never published is
 * dropped (answered `false`): browsers only know versions the registry gave them, so it is noise
 * or mischief. No lock: a burst may pass the limit by a few reports, which costs nothing.
 */
/**
 * Whose reports count together: an IPv4 address, or an IPv6 client's /64 (one subscriber's
 * network, whose addresses it may change at will).
 */
export function reporterOf(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const [head = ''] = ip.split('::');
  const groups = head.split(':').filter(Boolean);
  return `${[...groups, '0', '0', '0', '0'].slice(0, 4).join(':')}::/64`;
}

/** The error as the history shows it: no control characters (it reaches a terminal), one line. */
const cleanError = (error: string) => error.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();

export async function recordLoadReport(db: Db, report: LoadReport, clientIp: string): Promise<boolean> {
  const ip = reporterOf(clientIp);
  const recent = await db
    .selectFrom('remote_load_reports')
    .select(sql<number>`count(*)`.as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= REPORTS_PER_IP_PER_HOUR) throw new AppError(429, 'RATE_LIMITED', 'release.too_many_reports', {}, { 'retry-after': '3600' });
  const failed = report.outcome === 'failed';
  const inserted = await db
    .insertInto('remote_load_reports')
    .columns(['remote', 'version', 'failed', 'error', 'ip'])
    .expression(
      db
        .selectFrom('remote_releases')
        .select([
          'remote',
          'version',
          sql<boolean>`${failed}`.as('failed'),
          sql<string | null>`${failed ? cleanError(report.error ?? '') : null}`.as('error'),
          sql<string>`${ip}`.as('ip'),
        ])
        .where('remote', '=', report.remote)
        .where('version', '=', report.version),
    )
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}
