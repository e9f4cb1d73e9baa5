import { formatSeoulDateTime, type LineMemberLimit } from '@casino/contract';
import type { Lang } from '@casino/platform';
import type { ActionsColumn, BackOfficeColumn } from '@casino/platform/back-office';
import { Button } from 'antd';
import type { ProtectionT } from '../../../i18n/use-protection-translation';
import { limitText, ownText } from './limit-values';

/** The member's limits, one row a kind: the member's own, the other partners', the caller's, what holds and what the period used. */
export function limitColumns(t: ProtectionT, language: Lang): BackOfficeColumn<LineMemberLimit>[] {
  const limit = (row: LineMemberLimit, value: number | null) => limitText(t, language, row.kind, value);
  return [
    { key: 'kind', title: t('columns.kind'), render: (_, row) => t(`kinds.${row.kind}`) },
    { key: 'own', title: t('columns.own'), render: (_, row) => ownText(t, language, row) },
    { key: 'others', title: t('columns.others'), render: (_, row) => limit(row, row.others) },
    { key: 'mine', title: t('columns.mine'), card: true, render: (_, row) => limit(row, row.mine) },
    { key: 'inForce', title: t('columns.inForce'), card: true, render: (_, row) => <strong>{limit(row, row.in_force)}</strong> },
    {
      key: 'used',
      title: t('columns.used'),
      render: (_, row) =>
        row.used === null ? (
          '-'
        ) : (
          <span>
            {limit(row, row.used)}
            {row.resets_at && <small style={{ display: 'block' }}>{t('resets', { time: formatSeoulDateTime(row.resets_at) })}</small>}
          </span>
        ),
    },
  ];
}

/** Each row's one action: setting the caller's own limit of that kind. */
export const limitActions = (t: ProtectionT, onSet: (row: LineMemberLimit) => void): ActionsColumn<LineMemberLimit> => ({
  title: t('columns.change'),
  render: (row) => (
    <Button size="small" aria-label={t('setFor', { kind: t(`kinds.${row.kind}`) })} onClick={() => onSet(row)}>
      {t('set')}
    </Button>
  ),
});
