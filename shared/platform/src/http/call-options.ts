import type { BodyOf, Endpoint, ParamsOf, QueryOf } from '@casino/contract';

// A part the endpoint does not declare cannot be passed; a part whose fields are all optional may be left out.
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: never }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export type CallOptions<E extends Endpoint> = Part<'params', ParamsOf<E>> &
  Part<'query', QueryOf<E>> &
  Part<'body', BodyOf<E>> & {
    /** Extra headers, e.g. `Idempotency-Key` on money-moving calls. */
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

/** The options argument is required only when the endpoint has a required part. */
export type CallArgs<E extends Endpoint> = object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];
