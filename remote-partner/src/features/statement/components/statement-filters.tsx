import { agencyStatementUserList, maxLengthOf, type StatementType } from '@casino/contract';
import { backOfficeClassNames, FilterBar, SeoulDayRange } from '@casino/platform/back-office';
import { Form, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import type { StatementDeskStore } from '../store/statement-desk-store';
import { STATUS_FILTERS, type StatusFilter } from '../../../lib/statement-link';

const USERNAME_MAX_LENGTH = maxLengthOf(agencyStatementUserList.query, 'username');

const TYPES: StatementType[] = ['deposit', 'withdraw'];
const ANY = 'all';

/** Type, status, Seoul day range and member ID; each applies at once, the ID on Enter or Search. */
export const StatementFilters = observer(function StatementFilters({ store }: { store: StatementDeskStore }) {
  const { t } = usePartnerTranslation();
  const ids = { type: useId(), status: useId(), days: useId() };
  const { filter } = store;

  return (
    <FilterBar
      label={t('statement.filters.label')}
      className="partner-statement-filters"
      texts={[{ key: 'username', label: t('statement.filters.username'), placeholder: t('statement.filters.usernamePlaceholder'), value: filter.username, maxLength: USERNAME_MAX_LENGTH }]}
      onSearch={({ username = '' }) => void store.setFilter({ username })}
      onReset={() => void store.resetFilter()}
    >
      <Form.Item label={t('statement.filters.type')} htmlFor={ids.type}>
        <Select
          id={ids.type}
          value={filter.type ?? ANY}
          onChange={(value: string) => void store.setFilter({ type: value === ANY ? null : (value as StatementType) })}
          options={[{ value: ANY, label: t('common.all') }, ...TYPES.map((type) => ({ value: type, label: t(`statement.types.${type}`) }))]}
        />
      </Form.Item>
      <Form.Item label={t('statement.filters.status')} htmlFor={ids.status}>
        <Select
          id={ids.status}
          value={filter.status ?? ANY}
          onChange={(value: string) => void store.setFilter({ status: value === ANY ? null : (value as StatusFilter) })}
          options={[
            { value: ANY, label: t('common.all') },
            ...STATUS_FILTERS.map((status) => ({ value: status, label: status === 'open' ? t('statement.filters.open') : t(`statement.statuses.${status}`) })),
          ]}
        />
      </Form.Item>
      <Form.Item label={t('statement.filters.days')} htmlFor={ids.days} className={backOfficeClassNames.filterDays}>
        <SeoulDayRange
          id={ids.days}
          from={filter.from}
          to={filter.to}
          onChange={(from, to) => void store.setFilter({ from, to })}
          presetLabels={{ today: t('statement.filters.today'), last7: t('statement.filters.last7'), last30: t('statement.filters.last30') }}
        />
      </Form.Item>
    </FilterBar>
  );
});
