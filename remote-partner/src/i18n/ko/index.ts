import { koOverview } from './overview';
import { koAccounts } from './accounts';
import { koWindows } from './windows';
import { koMoney } from './money';

/**
 * The `partner` namespace, Korean (the default language). English in en.ts has the same keys.
 * One top-level section per feature (`partners`, `members`, `windows`...), `common` for words
 * several of them use; the sections live in `ko/`, grouped by screen.
 */
export const ko = { ...koOverview, ...koAccounts, ...koWindows, ...koMoney };
