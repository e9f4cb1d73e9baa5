import { koOverview } from './ko/overview';
import { koAccounts } from './ko/accounts';
import { koWindows } from './ko/windows';
import { koMoney } from './ko/money';

/**
 * The `partner` namespace, Korean (the default language). English in en.ts has the same keys.
 * One top-level section per feature (`partners`, `members`, `windows`...), `common` for words
 * several of them use; the sections live in `ko/`, grouped by screen.
 */
export const ko = { ...koOverview, ...koAccounts, ...koWindows, ...koMoney };
