import { addDays, seoulToday } from '@casino/contract';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

const DAY = 'YYYY-MM-DD';

export interface SeoulDayRangeProps {
  id: string;
  from: string | null;
  to: string | null;
  /** Either end may be left open (null). */
  onChange: (from: string | null, to: string | null) => void;
  /** The preset names, in the calling feature's words. */
  presetLabels: { today: string; last7: string; last30: string };
}

/** A range of Seoul days (YYYY-MM-DD) with today, last 7 and last 30 days as presets. */
export function SeoulDayRange({ id, from, to, onChange, presetLabels }: SeoulDayRangeProps) {
  const today = seoulToday();
  const range = (start: string): [Dayjs, Dayjs] => [dayjs(start), dayjs(today)];
  const presets = [
    { label: presetLabels.today, value: range(today) },
    { label: presetLabels.last7, value: range(addDays(today, -6)) },
    { label: presetLabels.last30, value: range(addDays(today, -29)) },
  ];
  return (
    <DatePicker.RangePicker
      id={{ start: id }}
      format={DAY}
      allowEmpty={[true, true]}
      presets={presets}
      inputReadOnly
      value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
      onChange={(days) => onChange(days?.[0]?.format(DAY) ?? null, days?.[1]?.format(DAY) ?? null)}
      style={{ width: '100%' }}
    />
  );
}
