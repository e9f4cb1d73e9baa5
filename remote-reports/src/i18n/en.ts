import type { ko } from './ko';
import { enBetting } from './en/betting';
import { enCommon } from './en/common';
import { enLosing } from './en/losing';
import { enStatistics } from './en/statistics';
import { enWindows } from './en/windows';

export const en: typeof ko = { ...enCommon, ...enBetting, ...enStatistics, ...enWindows, ...enLosing };
