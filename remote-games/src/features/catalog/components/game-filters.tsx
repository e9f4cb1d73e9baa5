import { maxLengthOf, staffGameList } from '@casino/contract';
import { SearchField } from '@casino/platform/back-office';
import { Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useCatalogTranslation } from '../../../i18n/use-catalog-translation';
import type { CatalogGamesStore, StateFilter } from '../store/catalog-games-store';

const SEARCH_MAX_LENGTH = maxLengthOf(staffGameList.query, 'search');

const STATES: StateFilter[] = ['all', 'active', 'withdrawn'];

/** Search by name or code (on Enter or the button) and the state filter (at once). */
export const GameFilters = observer(function GameFilters({ store }: { store: CatalogGamesStore }) {
  const { t } = useCatalogTranslation();
  const stateId = useId();
  return (
    <div className="games-catalog-filters" role="search" aria-label={t('games.filters')}>
      <div className="games-catalog-filter">
        <SearchField
          label={t('games.search')}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('games.searchPlaceholder')}
          onSearch={(value) => void store.setSearch(value)}
        />
      </div>
      <div className="games-catalog-filter">
        <label htmlFor={stateId}>{t('games.state')}</label>
        <Select<StateFilter>
          id={stateId}
          value={store.state}
          onChange={(state) => void store.setState(state)}
          options={STATES.map((state) => ({ value: state, label: t(`games.states.${state}`) }))}
        />
      </div>
    </div>
  );
});
