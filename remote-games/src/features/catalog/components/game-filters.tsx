import { Input, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useCatalogTranslation } from '../../../i18n/use-catalog-translation';
import type { CatalogGamesStore, StateFilter } from '../store/catalog-games-store';

const STATES: StateFilter[] = ['all', 'active', 'withdrawn'];

/** Search by name or code (on Enter or the button) and the state filter (at once). */
export const GameFilters = observer(function GameFilters({ store }: { store: CatalogGamesStore }) {
  const { t } = useCatalogTranslation();
  const ids = { search: useId(), state: useId() };
  return (
    <div className="games-catalog-filters" role="search" aria-label={t('games.filters')}>
      <div className="games-catalog-filter">
        <label htmlFor={ids.search}>{t('games.search')}</label>
        <Input.Search
          id={ids.search}
          allowClear
          maxLength={50}
          autoComplete="off"
          placeholder={t('games.searchPlaceholder')}
          enterButton={t('games.searchButton')}
          onSearch={(value) => void store.setSearch(value)}
        />
      </div>
      <div className="games-catalog-filter">
        <label htmlFor={ids.state}>{t('games.state')}</label>
        <Select<StateFilter>
          id={ids.state}
          value={store.state}
          onChange={(state) => void store.setState(state)}
          options={STATES.map((state) => ({ value: state, label: t(`games.states.${state}`) }))}
        />
      </div>
    </div>
  );
});
