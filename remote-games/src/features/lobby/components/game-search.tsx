import { ClearIcon, SearchIcon } from '@casino/platform/light';
import { gameBrandGames, maxLengthOf } from '@casino/contract';
import { useEffect, useRef, useState } from 'react';
import { useGamesTranslation } from '../../../i18n/use-games-translation';
import './game-search.css';

const SEARCH_MAX_LENGTH = maxLengthOf(gameBrandGames.query, 'search');

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The game name search; tells the store once typing pauses, not on every key. A native search
 * field drawn as antd's Input is, with its own clear button (the browser's differs between
 * engines, and some have none).
 */
export function GameSearch({ onSearch }: { onSearch: (search: string) => void }) {
  const { t } = useGamesTranslation();
  const [value, setValue] = useState('');
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => onSearch(value.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, onSearch]);

  return (
    <span className="lobby-search game-search">
      <SearchIcon className="game-search__icon" />
      <input
        ref={field}
        type="search"
        className="game-search__input"
        aria-label={t('lobby.searchLabel')}
        placeholder={t('lobby.searchPlaceholder')}
        maxLength={SEARCH_MAX_LENGTH}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      {value && (
        <button
          type="button"
          className="game-search__clear"
          aria-label={t('lobby.clearSearch')}
          onClick={() => {
            setValue('');
            field.current?.focus();
          }}
        >
          <ClearIcon />
        </button>
      )}
    </span>
  );
}
