import { koBetting } from './ko/betting';
import { koCommon } from './ko/common';
import { koLosing } from './ko/losing';
import { koStatistics } from './ko/statistics';
import { koWindows } from './ko/windows';

/**
 * The `reports` namespace, Korean (the default language). English in en.ts has the same keys.
 * One top-level section per screen (`betting`, `statistics`, `windows`, `losing`), `common` for
 * words several of them use; the sections live in `ko/`.
 */
export const ko = { ...koCommon, ...koBetting, ...koStatistics, ...koWindows, ...koLosing };
