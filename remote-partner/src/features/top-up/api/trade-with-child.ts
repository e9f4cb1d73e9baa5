import { agencyTrade, type BodyOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';
import { IDEMPOTENCY_HEADER } from '../../../lib/submission-keys';

export const tradeWithChild = (http: HttpClient, body: BodyOf<typeof agencyTrade>, idempotencyKey: string) =>
  http.call(agencyTrade, { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
