import { type GameType, maxLengthOf, reportBetting } from '@casino/contract';
import { backOfficeClassNames, FilterBar, SeoulDayRange, type TextFilter } from '@casino/platform/back-office';
import { Form, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useReportsTranslation } from '../i18n/use-reports-translation';
import { GAME_TYPES, type CatalogStore } from '../lib/catalog-store';
import type { ReportFilter } from '../lib/report-filter';

// The betting filter every report's member fields come from.
const USERNAME_MAX_LENGTH = maxLengthOf(reportBetting.query, 'username');
const NICKNAME_MAX_LENGTH = maxLengthOf(reportBetting.query, 'nickname');

const ANY = 'all';

export interface ReportFiltersProps {
  /** The name of the search landmark. */
  label: string;
  filter: ReportFilter;
  onChange: (patch: Partial<ReportFilter>) => void;
  onReset: () => void;
  /** Which fields the report takes besides the days. */
  fields: { gameType?: boolean; username?: boolean; nickname?: boolean };
  /** With a catalog, the brand and game lists too (they follow the game type, then the brand). */
  catalog?: CatalogStore;
}

/** Seoul days, then game type, brand and game, then a member's ID and nickname: a report's filter bar. */
export const ReportFilters = observer(function ReportFilters({ label, filter, onChange, onReset, fields, catalog }: ReportFiltersProps) {
  const { t } = useReportsTranslation();
  const ids = { days: useId(), type: useId(), brand: useId(), game: useId() };

  useEffect(() => catalog?.show(filter.game_type, filter.brand_id), [catalog, filter.game_type, filter.brand_id]);

  const texts: TextFilter[] = [
    ...(fields.username ? [{ key: 'username', label: t('common.filters.username'), placeholder: t('common.filters.usernamePlaceholder'), value: filter.username, maxLength: USERNAME_MAX_LENGTH }] : []),
    ...(fields.nickname ? [{ key: 'nickname', label: t('common.filters.nickname'), placeholder: t('common.filters.nicknamePlaceholder'), value: filter.nickname, maxLength: NICKNAME_MAX_LENGTH }] : []),
  ];
  const optionalId = (value: number | typeof ANY) => (value === ANY ? null : value);

  return (
    <FilterBar label={label} texts={texts} onSearch={(typed) => onChange(typed)} onReset={onReset}>
      <Form.Item label={t('common.filters.days')} htmlFor={ids.days} className={backOfficeClassNames.filterDays}>
        <SeoulDayRange
          id={ids.days}
          from={filter.from}
          to={filter.to}
          onChange={(from, to) => onChange({ from, to })}
          presetLabels={{ today: t('common.filters.today'), last7: t('common.filters.last7'), last30: t('common.filters.last30') }}
        />
      </Form.Item>
      {fields.gameType && (
        <Form.Item label={t('common.filters.gameType')} htmlFor={ids.type}>
          <Select
            id={ids.type}
            value={filter.game_type ?? ANY}
            onChange={(value: string) => onChange({ game_type: value === ANY ? null : (value as GameType) })}
            options={[{ value: ANY, label: t('common.all') }, ...GAME_TYPES.map((type) => ({ value: type, label: t(`common.gameType.${type}`) }))]}
          />
        </Form.Item>
      )}
      {catalog && (
        <>
          <Form.Item label={t('common.filters.brand')} htmlFor={ids.brand}>
            <Select<number | typeof ANY>
              id={ids.brand}
              showSearch={{ optionFilterProp: 'label' }}
              value={filter.brand_id ?? ANY}
              loading={catalog.brands.pending}
              onChange={(value) => onChange({ brand_id: optionalId(value) })}
              options={[{ value: ANY, label: t('common.all') }, ...(catalog.brands.value ?? []).map((brand) => ({ value: brand.id, label: brand.name }))]}
            />
          </Form.Item>
          <Form.Item label={t('common.filters.game')} htmlFor={ids.game}>
            <Select<number | typeof ANY>
              id={ids.game}
              showSearch={{ optionFilterProp: 'label' }}
              value={filter.game_id ?? ANY}
              disabled={filter.brand_id === null}
              loading={catalog.games.pending && filter.brand_id !== null}
              onChange={(value) => onChange({ game_id: optionalId(value) })}
              options={[{ value: ANY, label: filter.brand_id === null ? t('common.filters.pickBrand') : t('common.all') }, ...(catalog.games.value ?? []).map((game) => ({ value: game.id, label: game.name }))]}
            />
          </Form.Item>
        </>
      )}
    </FilterBar>
  );
});
