import { lineMemberLimitSet, type LimitKind } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const setMemberLimit = (http: HttpClient, userId: number, kind: LimitKind, amount: number | null) =>
  http.call(lineMemberLimitSet, { body: { user_id: userId, kind, amount } });
