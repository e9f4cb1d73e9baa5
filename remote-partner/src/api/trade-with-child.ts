import { agencyTrade, type BodyOf } from '@casino/contract';
import { IDEMPOTENCY_HEADER, type HttpClient } from '@casino/platform';

export const tradeWithChild = (http: HttpClient, body: BodyOf<typeof agencyTrade>, idempotencyKey: string) =>
  http.call(agencyTrade, { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
