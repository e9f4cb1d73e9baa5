import { convertToCash as endpoint } from '@casino/contract';
import type { HttpClient } from '@casino/platform';
import { IDEMPOTENCY_HEADER } from '../../../lib/submission-keys';

export const convertToCash = (http: HttpClient, amount: number, idempotencyKey: string) =>
  http.call(endpoint, { body: { amount }, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
