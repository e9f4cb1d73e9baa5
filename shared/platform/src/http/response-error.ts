import type { ErrorCode } from '@casino/contract';

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

/** The code to use when a non-OK answer carries none (a proxy's HTML error page, say). */
export function statusCode(status: number): string {
  return STATUS_CODES[status] ?? (status >= 500 ? 'INTERNAL' : `HTTP_${status}`);
}

/** The `{ message, code }` error body, or null when the answer is not one. */
export async function readErrorBody(response: Response): Promise<{ message?: string; code?: string } | null> {
  try {
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return null;
    const { message, code } = body as Record<string, unknown>;
    return {
      ...(typeof message === 'string' && message !== '' ? { message } : {}),
      ...(typeof code === 'string' && code !== '' ? { code } : {}),
    };
  } catch {
    return null;
  }
}
