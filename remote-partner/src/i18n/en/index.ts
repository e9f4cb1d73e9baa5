import type { ko } from '../ko';
import { enOverview } from './overview';
import { enAccounts } from './accounts';
import { enWindows } from './windows';
import { enMoney } from './money';

export const en: typeof ko = { ...enOverview, ...enAccounts, ...enWindows, ...enMoney };
