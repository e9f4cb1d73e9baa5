import { DatePicker, Segmented } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import type { Period, PeriodKind } from '../store/period';

const DAY = 'YYYY-MM-DD';

interface PeriodPickerProps {
  period: Period;
  today: string;
  onChange: (period: Pick<Period, 'kind'> & Partial<Period>) => void;
}

/** Today, this month, or a range of Seoul days; the range applies once both ends are chosen. */
export function PeriodPicker({ period, today, onChange }: PeriodPickerProps) {
  const { t } = usePartnerTranslation();
  const labelId = useId();
  // "Range" shows the picker at once; the figures change when a range is picked.
  const [picking, setPicking] = useState(false);
  const kind: PeriodKind = picking ? 'range' : period.kind;

  const choose = (next: PeriodKind) => {
    if (next === 'range') {
      setPicking(true);
      return;
    }
    setPicking(false);
    onChange({ kind: next });
  };

  const pick = (dates: [Dayjs | null, Dayjs | null] | null) => {
    const [from, to] = dates ?? [null, null];
    if (!from || !to) return;
    setPicking(false);
    onChange({ kind: 'range', from: from.format(DAY), to: to.format(DAY) });
  };

  return (
    <div className="dashboard-period" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="dashboard-period-label">
        {t('dashboard.period.label')}
      </span>
      {/* Named by the visible label (antd's own name is English), and one Tab stop: its radios, not the group as well. */}
      <Segmented<PeriodKind>
        aria-label={undefined}
        aria-labelledby={labelId}
        tabIndex={-1}
        value={kind}
        onChange={choose}
        options={(['today', 'month', 'range'] as const).map((value) => ({ value, label: t(`dashboard.period.${value}`) }))}
      />
      {kind === 'range' ? (
        <DatePicker.RangePicker
          aria-label={t('dashboard.period.rangeLabel')}
          value={[dayjs(period.from), dayjs(period.to)]}
          format={DAY}
          allowClear={false}
          inputReadOnly={false}
          disabledDate={(date) => date.format(DAY) > today}
          onChange={pick}
        />
      ) : (
        <span className="dashboard-period-days">{t('dashboard.period.days', { from: period.from, to: period.to })}</span>
      )}
    </div>
  );
}
