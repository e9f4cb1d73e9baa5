import { staffExclusionList, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listExclusions = (http: HttpClient, query: QueryOf<typeof staffExclusionList>) => http.call(staffExclusionList, { query });
