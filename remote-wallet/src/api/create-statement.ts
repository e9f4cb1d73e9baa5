import { statementCreate, type BodyOf } from '@casino/contract';
import { IDEMPOTENCY_HEADER, type HttpClient } from '@casino/platform';

export const createStatement = (http: HttpClient, body: BodyOf<typeof statementCreate>, idempotencyKey: string) =>
  http.call(statementCreate, { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
