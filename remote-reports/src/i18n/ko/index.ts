import { koBetting } from './betting';
import { koCommon } from './common';
import { koLosing } from './losing';
import { koStatistics } from './statistics';
import { koWindows } from './windows';

/**
 * The `reports` namespace, Korean (the default language). English in en.ts has the same keys.
 * One top-level section per screen (`betting`, `statistics`, `windows`, `losing`), `common` for
 * words several of them use; the sections live in `ko/`.
 */
export const ko = { ...koCommon, ...koBetting, ...koStatistics, ...koWindows, ...koLosing };
