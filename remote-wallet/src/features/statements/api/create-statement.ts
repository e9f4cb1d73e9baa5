import { statementCreate, type BodyOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';
import { IDEMPOTENCY_HEADER } from '../../../lib/submission-keys';

export const createStatement = (http: HttpClient, body: BodyOf<typeof statementCreate>, idempotencyKey: string) =>
  http.call(statementCreate, { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
