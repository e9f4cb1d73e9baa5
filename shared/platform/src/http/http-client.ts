import type { DataOf, Endpoint } from '@casino/contract';
import ky, { TimeoutError } from 'ky';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import type { CallArgs } from './call-options';
import { fillPath, buildUrl } from './request-url';
import { readErrorBody, statusCode } from './response-error';

/** Spec 9: every call aborts after 60 seconds. */
export const DEFAULT_TIMEOUT_MS = 60_000;

export interface HttpClient {
  /** Calls one contract endpoint and resolves with the `data` of its `{ data }` envelope. */
  call<E extends Endpoint>(endpoint: E, ...args: NoInfer<CallArgs<E>>): Promise<DataOf<E>>;
}

/** The JSON text of an answer kept for a GET of `url` (absolute) in `language`; undefined: none. */
export type KeptAnswer = (url: string, language: string) => string | undefined;

export interface UnauthorizedInfo {
  endpoint: Endpoint;
  status: number;
}

export interface HttpClientOptions {
  apiBase: string;
  timeout?: number;
  /** The transport; the global `fetch` unless told (a server render forwards the visitor's cookie). */
  fetch?: typeof fetch;
  /** Answers the caller already holds: a GET found there makes no request. */
  keptAnswer?: KeptAnswer;
  /**
   * Changes whenever someone signs in or out: a 401 that answers a call made under an earlier
   * session has been dealt with already and must not sign out the current one.
   */
  getSessionEpoch(): number;
  getLanguage(): string;
  /** Localized text for the client's own failures (`common:errors.*`). */
  translate(key: string): string;
  onUnauthorized?(info: UnauthorizedInfo): void;
  /** A call got no answer at all (the server is down or restarting); not a time-out or an abort. */
  onNoAnswer?(): void;
}

/** What `call` receives once the contract types have done their work. */
interface RawCallOptions {
  params?: Record<string, string | number | boolean>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  // Retries are off: a failed money call must not be sent again behind the user's back.
  const api = ky.create({ timeout: options.timeout ?? DEFAULT_TIMEOUT_MS, retry: 0, throwHttpErrors: false, ...(options.fetch ? { fetch: options.fetch } : {}) });

  async function send(endpoint: Endpoint, url: string, { body, headers, signal }: RawCallOptions = {}) {
    const epoch = options.getSessionEpoch();
    try {
      return {
        epoch,
        response: await api(url, {
          method: endpoint.method,
          // The session is the API's HttpOnly cookie; no script ever holds the token.
          credentials: 'same-origin',
          headers: {
            Accept: 'application/json',
            'Accept-Language': options.getLanguage(),
            ...headers,
          },
          ...(body === undefined ? {} : { json: body }),
          ...(signal ? { signal } : {}),
        }),
      };
    } catch (error) {
      const failure = toTransportError(error, options.translate);
      if (failure.code === CLIENT_ERROR_CODES.network) options.onNoAnswer?.();
      throw failure;
    }
  }

  return {
    async call(endpoint, ...[callOptions]) {
      const raw = callOptions as RawCallOptions | undefined;
      const url = buildUrl(options.apiBase, fillPath(endpoint.path, raw?.params), raw?.query);
      const kept = endpoint.method === 'GET' ? options.keptAnswer?.(url, options.getLanguage()) : undefined;
      if (kept !== undefined) return readKept(kept, options.translate) as DataOf<typeof endpoint>;
      const { epoch, response } = await send(endpoint, url, raw);
      if (!response.ok) {
        const error = await toHttpError(response, options.translate);
        // A public call (log-in) may answer 401 for wrong credentials; that is no expired session.
        if (response.status === 401 && endpoint.access !== 'public' && options.getSessionEpoch() === epoch) {
          options.onUnauthorized?.({ endpoint, status: response.status });
        }
        throw error;
      }
      return readData(response, options.translate) as Promise<DataOf<typeof endpoint>>;
    },
  };
}

async function toHttpError(response: Response, translate: (key: string) => string): Promise<ApiError> {
  const body = await readErrorBody(response);
  return new ApiError(response.status, body?.code ?? statusCode(response.status), body?.message ?? translate('common:errors.generic'));
}

async function readData(response: Response, translate: (key: string) => string): Promise<unknown> {
  if (response.status === 204) return undefined;
  try {
    const envelope = (await response.json()) as { data?: unknown };
    return envelope.data;
  } catch {
    throw new ApiError(response.status, CLIENT_ERROR_CODES.invalidResponse, translate('common:errors.invalidResponse'));
  }
}

function readKept(text: string, translate: (key: string) => string): unknown {
  try {
    return (JSON.parse(text) as { data?: unknown }).data;
  } catch {
    throw new ApiError(200, CLIENT_ERROR_CODES.invalidResponse, translate('common:errors.invalidResponse'));
  }
}

function toTransportError(error: unknown, translate: (key: string) => string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof TimeoutError) return new ApiError(0, CLIENT_ERROR_CODES.timeout, translate('common:errors.timeout'));
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError(0, CLIENT_ERROR_CODES.aborted, translate('common:errors.aborted'));
  }
  return new ApiError(0, CLIENT_ERROR_CODES.network, translate('common:errors.network'));
}
