import { useUser } from '@casino/platform';
import { useCallback, useState } from 'react';

const storageKey = (accountId: number | string, tableId: string) => `backOffice.columns.${accountId}.${tableId}`;

/** The hidden column keys this account chose for this table, or null when it never chose. */
export function readHiddenColumns(accountId: number | string, tableId: string): string[] | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(accountId, tableId)) ?? 'null') as unknown;
    return Array.isArray(stored) && stored.every((key) => typeof key === 'string') ? stored : null;
  } catch {
    // Storage disabled, or a value that is not ours: the defaults.
    return null;
  }
}

export function writeHiddenColumns(accountId: number | string, tableId: string, hidden: string[]) {
  try {
    localStorage.setItem(storageKey(accountId, tableId), JSON.stringify(hidden));
  } catch {
    // Storage disabled or full: the choice lasts for this page only.
  }
}

/**
 * Which columns of a table are hidden, remembered per signed-in account (two partners sharing a
 * browser keep their own) and per table. Until the account chooses, the table's defaults.
 */
export function useHiddenColumns(tableId: string, hiddenByDefault: string[]) {
  const accountId = useUser().account?.id ?? 'guest';
  const [chosen, setChosen] = useState<{ accountId: number | string; hidden: string[] | null }>(() => ({
    accountId,
    hidden: readHiddenColumns(accountId, tableId),
  }));
  // Another account signed in on this page: its own choice.
  const hidden = (chosen.accountId === accountId ? chosen.hidden : readHiddenColumns(accountId, tableId)) ?? hiddenByDefault;
  const setHidden = useCallback(
    (next: string[]) => {
      writeHiddenColumns(accountId, tableId, next);
      setChosen({ accountId, hidden: next });
    },
    [accountId, tableId],
  );
  return [hidden, setHidden] as const;
}
