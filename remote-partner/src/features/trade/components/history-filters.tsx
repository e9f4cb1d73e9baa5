import { agencyTradeList, maxLengthOf, type TradeDirection } from '@casino/contract';
import { backOfficeClassNames, FilterBar, SeoulDayRange } from '@casino/platform/back-office';
import { Form, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import type { TradeHistoryStore } from '../store/trade-history-store';

const USERNAME_MAX_LENGTH = maxLengthOf(agencyTradeList.query, 'username');

const DIRECTIONS: TradeDirection[] = ['pay', 'recover'];
const ANY = 'all';

/** Direction, Seoul day range and the child's ID; each applies at once, the ID on Enter or Search. */
export const HistoryFilters = observer(function HistoryFilters({ store }: { store: TradeHistoryStore }) {
  const { t } = usePartnerTranslation();
  const ids = { direction: useId(), days: useId() };
  const { filter } = store;

  return (
    <FilterBar
      label={t('trade.history.filters')}
      texts={[{ key: 'username', label: t('trade.history.child'), placeholder: t('trade.history.childPlaceholder'), value: filter.username, maxLength: USERNAME_MAX_LENGTH }]}
      onSearch={({ username = '' }) => void store.setFilter({ username })}
      onReset={() => void store.resetFilter()}
    >
      <Form.Item label={t('trade.history.direction')} htmlFor={ids.direction}>
        <Select
          id={ids.direction}
          value={filter.direction ?? ANY}
          onChange={(value: string) => void store.setFilter({ direction: value === ANY ? null : (value as TradeDirection) })}
          options={[{ value: ANY, label: t('common.all') }, ...DIRECTIONS.map((direction) => ({ value: direction, label: t(`trade.directions.${direction}`) }))]}
        />
      </Form.Item>
      <Form.Item label={t('trade.history.days')} htmlFor={ids.days} className={backOfficeClassNames.filterDays}>
        <SeoulDayRange
          id={ids.days}
          from={filter.from}
          to={filter.to}
          onChange={(from, to) => void store.setFilter({ from, to })}
          presetLabels={{ today: t('trade.history.today'), last7: t('trade.history.last7'), last30: t('trade.history.last30') }}
        />
      </Form.Item>
    </FilterBar>
  );
});
