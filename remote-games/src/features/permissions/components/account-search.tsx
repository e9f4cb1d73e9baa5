import { maxLengthOf, staffPermissionGet } from '@casino/contract';
import { SearchField } from '@casino/platform/back-office';
import { useState } from 'react';
import { usePermissionsTranslation } from '../../../i18n/use-permissions-translation';

const USERNAME_MAX_LENGTH = maxLengthOf(staffPermissionGet.query, 'username');

interface AccountSearchProps {
  /** The ID being shown (from the address), so the box follows Back and Forward. */
  username: string;
  onSearch: (username: string) => void;
}

/** The account ID to look up, sent on Enter or the search button. */
export function AccountSearch({ username, onSearch }: AccountSearchProps) {
  const { t } = usePermissionsTranslation();
  const [value, setValue] = useState(username);
  // Another ID in the address (Back, Forward): the box shows it. Adjusted while rendering, not
  // by remounting (which would take the keyboard focus away from the box).
  const [shown, setShown] = useState(username);
  if (username !== shown) {
    setShown(username);
    setValue(username);
  }

  return (
    <div className="games-permissions-search">
      <SearchField
        label={t('search.label')}
        button={t('search.button')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onSearch={(next) => onSearch(next.trim())}
        placeholder={t('search.placeholder')}
        maxLength={USERNAME_MAX_LENGTH}
      />
    </div>
  );
}
