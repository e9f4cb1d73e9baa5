import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useId } from 'react';
import { useRoundsTranslation } from '../../../i18n/use-rounds-translation';

const DAY = 'YYYY-MM-DD';
/** The choice of every provider: no provider code is empty. */
const ALL = '';

interface RoundsFiltersProps {
  day: string;
  provider: string | null;
  providers: readonly string[];
  /** Seoul's today: no later day has anything yet. */
  today: string;
  onChange: (day: string, provider: string | null) => void;
}

/** The Seoul day, and every provider or one; each change asks at once. */
export function RoundsFilters({ day, provider, providers, today, onChange }: RoundsFiltersProps) {
  const { t } = useRoundsTranslation();
  const dayId = useId();
  const providerId = useId();
  return (
    <div className="games-rounds-filters" role="search" aria-label={t('filters.label')}>
      <div className="games-rounds-filter">
        <label htmlFor={dayId}>{t('filters.day')}</label>
        <DatePicker
          id={dayId}
          format={DAY}
          allowClear={false}
          value={dayjs(day)}
          disabledDate={(date) => date.format(DAY) > today}
          onChange={(picked) => picked && onChange(picked.format(DAY), provider)}
        />
      </div>
      <div className="games-rounds-filter">
        <label htmlFor={providerId}>{t('filters.provider')}</label>
        <Select<string>
          id={providerId}
          value={provider ?? ALL}
          onChange={(next) => onChange(day, next === ALL ? null : next)}
          options={[{ value: ALL, label: t('filters.allProviders') }, ...providers.map((code) => ({ value: code, label: code }))]}
        />
      </div>
    </div>
  );
}
