import { rollingPointExchange } from '@casino/contract';
import { IDEMPOTENCY_HEADER, type HttpClient } from '@casino/platform';

export const exchangeRollingPoints = (http: HttpClient, amount: number, idempotencyKey: string) =>
  http.call(rollingPointExchange, { body: { amount }, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
