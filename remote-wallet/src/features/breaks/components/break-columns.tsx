import { formatSeoulDateTime, isCoolOff, type Exclusion } from '@casino/contract';
import { RowActions, type ActionsColumn, type BackOfficeColumn } from '@casino/platform/back-office';
import { Tag } from 'antd';
import type { StaffBreaksT } from '../../../i18n/use-staff-breaks-translation';

/** A break's kind and length in words: "Cool-off · 24 hours". */
export const kindOf = (t: StaffBreaksT, row: Exclusion) => `${t(isCoolOff(row.period) ? 'kinds.coolOff' : 'kinds.selfExclusion')} · ${t(`periods.${row.period}`)}`;

/** When a break ends, on Seoul's clock, or that it never does. */
export const untilOf = (t: StaffBreaksT, row: Exclusion) => (row.until === null ? t('forGood') : formatSeoulDateTime(row.until));

const moment = (iso: string) => <time dateTime={iso}>{formatSeoulDateTime(iso)}</time>;

/** The breaks list's columns: who, whose member, which break, since and until when. */
export function breakColumns(t: StaffBreaksT): BackOfficeColumn<Exclusion>[] {
  return [
    {
      key: 'member',
      title: t('columns.member'),
      render: (_, row) => (
        <span>
          <strong>{row.username}</strong> <small>({row.nickname})</small>
        </span>
      ),
    },
    { key: 'partner', title: t('columns.partner'), render: (_, row) => row.partner ?? t('none') },
    {
      key: 'kind',
      title: t('columns.kind'),
      card: true,
      render: (_, row) => <Tag color={isCoolOff(row.period) ? 'blue' : 'purple'}>{kindOf(t, row)}</Tag>,
    },
    { key: 'started', title: t('columns.started'), render: (_, row) => moment(row.started_at) },
    { key: 'until', title: t('columns.until'), card: true, render: (_, row) => (row.until === null ? t('forGood') : moment(row.until)) },
  ];
}

/** The row's one action: asking to end the break early. */
export const breakActions = (t: StaffBreaksT, onEnd: (row: Exclusion) => void): ActionsColumn<Exclusion> => ({
  title: t('columns.action'),
  render: (row) => <RowActions name={row.username} actions={[{ key: 'end', label: t('endEarly'), danger: true, onClick: () => onEnd(row) }]} />,
});
