import { playerLimitSet as endpoint, type LimitKind } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const setPlayerLimit = (http: HttpClient, kind: LimitKind, amount: number | null) => http.call(endpoint, { body: { kind, amount } });
