import { lineTurnoverRequirementSet } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const setTurnoverRequirement = (http: HttpClient, percent: number | null) => http.call(lineTurnoverRequirementSet, { body: { percent } });
