import { formatSeoulDateTime, isMinutesKind, type LimitKind, type LineMemberLimit } from '@casino/contract';
import { formatKrwWithUnit, type Lang } from '@casino/platform';
import type { ProtectionT } from '../../../i18n/use-protection-translation';

/** A limit in words: an amount of won, a number of minutes, or none. */
export function limitText(t: ProtectionT, language: Lang, kind: LimitKind, limit: number | null): string {
  if (limit === null) return t('none');
  return isMinutesKind(kind) ? t('minutes', { count: limit }) : formatKrwWithUnit(limit, language);
}

/** The member's own limit, with the raise or removal it is waiting for. */
export function ownText(t: ProtectionT, language: Lang, item: LineMemberLimit): string {
  const own = limitText(t, language, item.kind, item.own);
  if (!item.pending) return own;
  const time = formatSeoulDateTime(item.pending.from);
  const waiting = item.pending.amount === null ? t('pendingRemove', { time }) : t('pending', { time, limit: limitText(t, language, item.kind, item.pending.amount) });
  return `${own} (${waiting})`;
}
