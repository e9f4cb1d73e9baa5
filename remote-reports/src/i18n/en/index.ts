import type { ko } from '../ko';
import { enBetting } from './betting';
import { enCommon } from './common';
import { enLosing } from './losing';
import { enStatistics } from './statistics';
import { enWindows } from './windows';

export const en: typeof ko = { ...enCommon, ...enBetting, ...enStatistics, ...enWindows, ...enLosing };
