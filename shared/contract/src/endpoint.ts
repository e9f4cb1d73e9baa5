import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { Count, MAX_PAGE } from './integers';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone, a signed-in user, a signed-in partner, or a signed-in partner
 * of the master level (the operator paths, until the back-office has finer rights). The API
 * enforces it once, before the request is read; handlers never check it again.
 */
export type Access = 'public' | 'user' | 'partner' | 'master';

/**
 * A right beyond the level, held by some master accounts: `site` is the whole site (content every
 * line sees, the game catalog, remote releases) rather than the master's own line.
 */
export const STAFF_RIGHTS = ['site'] as const;
export type StaffRight = (typeof STAFF_RIGHTS)[number];

/**
 * The 4xx statuses an endpoint can answer with `ErrorBody`. 400 (validation) is implied when the
 * endpoint takes params, a query or a body; 401 is implied for every access but `public`, 403 for
 * `partner` and `master`.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 502;

/**
 * One API call, declared once. The API registers the route from it (validation + OpenAPI);
 * the front end takes the request and response types from it.
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  access: Access;
  /** A right the caller must also hold (only with `access: 'master'`): checked in the same place as the access. */
  right?: StaffRight;
  summary: string;
  params?: TObject;
  query?: TObject;
  body?: TObject;
  /** The schema of `data` in the `{ data }` success envelope. */
  data: TSchema;
  /** A larger request body than the API's default 64 KiB (an upload, staff HTML). */
  maxBodyBytes?: number;
  /** Error statuses beyond the implied ones (see `ErrorStatus`). */
  errors?: readonly ErrorStatus[];
}

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

export type ParamsOf<E extends Endpoint> = StaticOr<E['params'], undefined>;
export type QueryOf<E extends Endpoint> = StaticOr<E['query'], undefined>;
export type BodyOf<E extends Endpoint> = StaticOr<E['body'], undefined>;
export type DataOf<E extends Endpoint> = Static<E['data']>;

/** The success envelope: every 2xx answer is `{ data }`. */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({ data });

/** Lists take `page`/`pageSize` (max 100) and answer `{ items, total }` (DESIGN.md section 3). */
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};
export const Page = <T extends TSchema>(item: T) => Type.Object({ items: Type.Array(item), total: Count() });
