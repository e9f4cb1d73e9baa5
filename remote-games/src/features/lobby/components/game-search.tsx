import { gameBrandGames, maxLengthOf } from '@casino/contract';
import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { useGamesTranslation } from '../../../i18n/use-games-translation';

const SEARCH_MAX_LENGTH = maxLengthOf(gameBrandGames.query, 'search');

export const SEARCH_DEBOUNCE_MS = 300;

/** The game name search; tells the store once typing pauses, not on every key. */
export function GameSearch({ onSearch }: { onSearch: (search: string) => void }) {
  const { t } = useGamesTranslation();
  const [value, setValue] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => onSearch(value.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, onSearch]);

  return (
    <Input
      type="search"
      className="lobby-search"
      aria-label={t('lobby.searchLabel')}
      placeholder={t('lobby.searchPlaceholder')}
      prefix={<SearchOutlined aria-hidden />}
      maxLength={SEARCH_MAX_LENGTH}
      allowClear
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}
