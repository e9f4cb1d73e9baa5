import type { TradeDirection } from '@casino/contract';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { seoulToday, shiftDay } from '../store/seoul-day';
import type { TradeHistoryStore } from '../store/trade-history-store';

const DIRECTIONS: TradeDirection[] = ['pay', 'recover'];
const ANY = 'all';
const DAY = 'YYYY-MM-DD';

/** Direction, Seoul day range and the child's ID; each applies at once, the ID on Enter or Search. */
export const HistoryFilters = observer(function HistoryFilters({ store }: { store: TradeHistoryStore }) {
  const { t } = usePartnerTranslation();
  const ids = { direction: useId(), days: useId(), username: useId() };
  const { filter } = store;
  const [username, setUsername] = useState(filter.username);
  useEffect(() => setUsername(filter.username), [filter.username]);

  const today = seoulToday();
  const range = (from: string): [Dayjs, Dayjs] => [dayjs(from), dayjs(today)];
  const presets = [
    { label: t('trade.history.today'), value: range(today) },
    { label: t('trade.history.last7'), value: range(shiftDay(today, 6)) },
    { label: t('trade.history.last30'), value: range(shiftDay(today, 29)) },
  ];

  return (
    <Form
      layout="vertical"
      className="partner-trade-filters"
      role="search"
      aria-label={t('trade.history.filters')}
      onFinish={() => void store.setFilter({ username })}
    >
      <Form.Item label={t('trade.history.direction')} htmlFor={ids.direction}>
        <Select
          id={ids.direction}
          value={filter.direction ?? ANY}
          onChange={(value: string) => void store.setFilter({ direction: value === ANY ? null : (value as TradeDirection) })}
          options={[{ value: ANY, label: t('common.all') }, ...DIRECTIONS.map((direction) => ({ value: direction, label: t(`trade.directions.${direction}`) }))]}
        />
      </Form.Item>
      <Form.Item label={t('trade.history.days')} htmlFor={ids.days} className="partner-trade-filters__days">
        <DatePicker.RangePicker
          id={{ start: ids.days }}
          format={DAY}
          allowEmpty={[true, true]}
          presets={presets}
          inputReadOnly
          value={[filter.from ? dayjs(filter.from) : null, filter.to ? dayjs(filter.to) : null]}
          onChange={(days) => void store.setFilter({ from: days?.[0]?.format(DAY) ?? null, to: days?.[1]?.format(DAY) ?? null })}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item label={t('trade.history.child')} htmlFor={ids.username}>
        <Input
          id={ids.username}
          allowClear
          maxLength={40}
          autoComplete="off"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          placeholder={t('trade.history.childPlaceholder')}
        />
      </Form.Item>
      <Form.Item label={<span aria-hidden>&nbsp;</span>} colon={false} className="partner-trade-filters__buttons">
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
        <Button onClick={() => void store.resetFilter()}>{t('common.reset')}</Button>
      </Form.Item>
    </Form>
  );
});
