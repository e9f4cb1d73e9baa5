import type { ko } from './ko';
import { enOverview } from './en/overview';
import { enAccounts } from './en/accounts';
import { enWindows } from './en/windows';
import { enMoney } from './en/money';

export const en: typeof ko = { ...enOverview, ...enAccounts, ...enWindows, ...enMoney };
