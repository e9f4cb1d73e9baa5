import type { StatementType } from '@casino/contract';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { seoulToday, shiftDay } from '../store/seoul-day';
import type { StatementDeskStore } from '../store/statement-desk-store';
import type { StatusFilter } from '../store/statement-filter';

const STATUS_FILTERS: StatusFilter[] = ['open', 'request', 'waiting', 'approve', 'delete', 'clear'];
const TYPES: StatementType[] = ['deposit', 'withdraw'];
const ANY = 'all';
const DAY = 'YYYY-MM-DD';

/** Type, status, Seoul day range and member ID; each applies at once, the ID on Enter or Search. */
export const StatementFilters = observer(function StatementFilters({ store }: { store: StatementDeskStore }) {
  const { t } = usePartnerTranslation();
  const ids = { type: useId(), status: useId(), days: useId(), username: useId() };
  const { filter } = store;
  const [username, setUsername] = useState(filter.username);
  useEffect(() => setUsername(filter.username), [filter.username]);

  const today = dayjs(seoulToday());
  const presets = [
    { label: t('statement.filters.today'), value: [today, today] as [Dayjs, Dayjs] },
    { label: t('statement.filters.last7'), value: [dayjs(shiftDay(seoulToday(), 6)), today] as [Dayjs, Dayjs] },
    { label: t('statement.filters.last30'), value: [dayjs(shiftDay(seoulToday(), 29)), today] as [Dayjs, Dayjs] },
  ];

  return (
    <Form
      layout="vertical"
      className="partner-statement-filters"
      role="search"
      aria-label={t('statement.filters.label')}
      onFinish={() => void store.setFilter({ username })}
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
      <Form.Item label={t('statement.filters.days')} htmlFor={ids.days} className="partner-statement-filters__days">
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
      <Form.Item label={t('statement.filters.username')} htmlFor={ids.username}>
        <Input
          id={ids.username}
          allowClear
          maxLength={40}
          autoComplete="off"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          placeholder={t('statement.filters.usernamePlaceholder')}
        />
      </Form.Item>
      <Form.Item label={<span aria-hidden>&nbsp;</span>} colon={false} className="partner-statement-filters__buttons">
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
        <Button onClick={() => void store.resetFilter()}>{t('common.reset')}</Button>
      </Form.Item>
    </Form>
  );
});
