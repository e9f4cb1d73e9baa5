import { rollingPointExchange } from '@casino/contract';
import type { HttpClient } from '@casino/platform';
import { IDEMPOTENCY_HEADER } from '../../../lib/submission-keys';

export const exchangeRollingPoints = (http: HttpClient, amount: number, idempotencyKey: string) =>
  http.call(rollingPointExchange, { body: { amount }, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
