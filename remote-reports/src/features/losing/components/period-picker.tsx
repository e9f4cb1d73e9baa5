import type { LosingPeriodKind } from '@casino/contract';
import { backOfficeClassNames } from '@casino/platform/back-office';
import { DatePicker, Segmented } from 'antd';
import dayjs from 'dayjs';
import { useId } from 'react';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';

const DAY = 'YYYY-MM-DD';
const KINDS: LosingPeriodKind[] = ['day', 'week', 'month'];

interface PeriodPickerProps {
  kind: LosingPeriodKind;
  day: string;
  onChange: (kind: LosingPeriodKind, day: string) => void;
}

/** A settlement period: its kind, and any day inside it (a week starts on Monday). */
export function PeriodPicker({ kind, day, onChange }: PeriodPickerProps) {
  const { t } = useReportsTranslation();
  const labelId = useId();
  const dayId = useId();
  return (
    <div className="reports-toolbar" role="group" aria-labelledby={labelId}>
      <span id={labelId}>{t('losing.period.label')}</span>
      {/* Named by the visible label (antd's own name is English), and one Tab stop: its radios, not the group as well. */}
      <Segmented<LosingPeriodKind> aria-label={undefined} aria-labelledby={labelId} tabIndex={-1} value={kind} onChange={(next) => onChange(next, day)} options={KINDS.map((value) => ({ value, label: t(`losing.period.kinds.${value}`) }))} />
      <label htmlFor={dayId} className={backOfficeClassNames.visuallyHidden}>
        {t('losing.period.day')}
      </label>
      <DatePicker id={dayId} format={DAY} allowClear={false} value={dayjs(day)} onChange={(picked) => picked && onChange(kind, picked.format(DAY))} />
    </div>
  );
}
