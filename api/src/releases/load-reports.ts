import type { BodyOf, releaseHealth } from '@casino/contract';
import { sql } from 'kysely';
import type { Db } from '../db/pool';
import { AppError } from '../http/app-error';
import { readReportToken } from './report-tokens';
import type { CallerIdentities } from './served-registry';

/** Reports one address (an IPv6 /64) may send per hour: a page view reports each remote it loads once, so a busy office stays far below. */
export const REPORTS_PER_IP_PER_HOUR = 600;
/** Reports one visitor may send per hour: one page view sends a few (a load per remote, a render error per broken module). */
export const REPORTS_PER_VISITOR_PER_HOUR = 120;

export type LoadReport = BodyOf<typeof releaseHealth>;

/** Who sent a report, as the token and the request's cookies prove it. */
export interface Reporter {
  /** The address the per-address limit counts. */
  address: string;
  /** The signed-in account when there is one, else the cohort the token was issued to. */
  visitor: string;
  signedIn: boolean;
}

/**
 * Whose reports count together: an IPv4 address, or an IPv6 client's /64 (one subscriber's
 * network, whose addresses it may change at will).
 */
export function addressOf(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const [head = ''] = ip.split('::');
  const groups = head.split(':').filter(Boolean);
  return `${[...groups, '0', '0', '0', '0'].slice(0, 4).join(':')}::/64`;
}

/**
 * The reporter of `report`, or 403: its token must be one the registry issued (signed, not
 * expired) for this remote and version, to the account or the browser sending it now. A page
 * whose visitor signed in after it loaded holds a token of its cohort: it still reports, as the
 * account it is now.
 */
export function reporterOf(key: Buffer, report: LoadReport, caller: CallerIdentities, ip: string): Reporter {
  const grant = readReportToken(key, report.token);
  const issuedToCaller = grant !== null && (grant.visitor === caller.account || grant.visitor === caller.device);
  if (!issuedToCaller || grant.remote !== report.remote || grant.version !== report.version) {
    throw new AppError(403, 'FORBIDDEN', 'release.report_not_yours', { remote: report.remote, version: report.version });
  }
  return { address: addressOf(ip), visitor: caller.account ?? grant.visitor, signedIn: caller.account !== null };
}

/** The error as the history shows it: no control characters (it reaches a terminal), one line. */
const cleanText = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();

async function reportsWithinHour(db: Db, column: 'ip' | 'visitor', value: string): Promise<number> {
  const recent = await db
    .selectFrom('remote_load_reports')
    .select(sql<number>`count(*)`.as('n'))
    .where(column, '=', value)
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  return Number(recent.n);
}

/**
 * Counts one report of a remote version. A version that was never published is dropped
 * (answered `false`). No lock: a burst may pass a limit by a few reports, which costs nothing.
 */
export async function recordLoadReport(db: Db, report: LoadReport, reporter: Reporter): Promise<boolean> {
  const [byAddress, byVisitor] = await Promise.all([reportsWithinHour(db, 'ip', reporter.address), reportsWithinHour(db, 'visitor', reporter.visitor)]);
  if (byAddress >= REPORTS_PER_IP_PER_HOUR) throw new AppError(429, 'RATE_LIMITED', 'release.too_many_reports', {}, { 'retry-after': '3600' });
  if (byVisitor >= REPORTS_PER_VISITOR_PER_HOUR) throw new AppError(429, 'RATE_LIMITED', 'release.too_many_reports_visitor', {}, { 'retry-after': '3600' });
  const failed = report.outcome !== 'loaded';
  const inserted = await db
    .insertInto('remote_load_reports')
    .columns(['remote', 'version', 'failed', 'outcome', 'module', 'error', 'ip', 'visitor', 'signed_in'])
    .expression(
      db
        .selectFrom('remote_releases')
        .select([
          'remote',
          'version',
          sql<boolean>`${failed}`.as('failed'),
          sql<string>`${report.outcome}`.as('outcome'),
          sql<string | null>`${report.outcome === 'render_error' ? cleanText(report.module ?? '') : null}`.as('module'),
          sql<string | null>`${failed ? cleanText(report.error ?? '') : null}`.as('error'),
          sql<string>`${reporter.address}`.as('ip'),
          sql<string>`${reporter.visitor}`.as('visitor'),
          sql<boolean>`${reporter.signedIn}`.as('signed_in'),
        ])
        .where('remote', '=', report.remote)
        .where('version', '=', report.version),
    )
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}
