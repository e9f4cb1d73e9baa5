import { convertToCash as endpoint } from '@casino/contract';
import { IDEMPOTENCY_HEADER, type HttpClient } from '@casino/platform';

export const convertToCash = (http: HttpClient, amount: number, idempotencyKey: string) =>
  http.call(endpoint, { body: { amount }, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
