import { login, userInfo, validateRef, walletBalance, type DataOf } from '@casino/contract';
import { okFor, on } from '../testing/endpoint-routes';
import { jsonResponse, mockFetch } from '../testing/fetch-mock';
import { mockApi } from '../testing/mock-api';
import { ApiError } from './api-error';
import { createHttpClient, type HttpClientOptions } from './http-client';

const API = 'http://api.test';
const messages: Record<string, string> = {
  'common:errors.generic': 'An error occurred',
  'common:errors.network': 'Network down',
  'common:errors.timeout': 'Timed out',
};

function client(overrides: Partial<HttpClientOptions> = {}) {
  return createHttpClient({
    apiBase: API,
    getSessionEpoch: () => 1,
    getLanguage: () => 'ko',
    translate: (key) => messages[key] ?? key,
    ...overrides,
  });
}

const wallet: DataOf<typeof walletBalance> = { balance: 1000, credit: 20, rolling_point: 3 };
const signedIn: DataOf<typeof login> = {
  expires_at: '2025-01-01T12:00:00.000Z',
  account: { id: 7, username: 'member1', nickname: 'Lucky', role: 'member', level: 'member', state: 'normal', referral_code: null, rights: [] },
};

// The contract's calls are answered by endpoint; the transport's own cases (no answer, a body
// that is not JSON, a status alone, a prefixed path) fake `fetch` itself.

afterEach(() => jest.restoreAllMocks());

describe('http client', () => {
  it('sends the language and JSON accept headers, and the session only as the site’s cookie', async () => {
    const { requests } = mockApi([on(walletBalance, wallet)]);
    await client().call(walletBalance);
    const [request] = requests;
    expect(request?.url).toBe(`${API}/api/v1/wallet/balance`);
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('Accept-Language')).toBe('ko');
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(request?.headers.has('Authorization')).toBe(false);
    expect(request?.credentials).toBe('same-origin');
  });

  it('unwraps the { data } envelope', async () => {
    mockApi([on(walletBalance, wallet)]);
    await expect(client().call(walletBalance)).resolves.toEqual(wallet);
  });

  it('answers a GET the caller keeps without a request, by its address and language; anything else goes to the API', async () => {
    const { requests } = mockApi([on(walletBalance, wallet), on(validateRef, { valid: true }), on(login, signedIn)]);
    const asked: string[] = [];
    const keptAnswer = (url: string, language: string) => {
      asked.push(`${url} ${language}`);
      return url.endsWith('/wallet/balance') ? JSON.stringify({ data: { ...wallet, balance: 5 } }) : undefined;
    };
    await expect(client({ keptAnswer }).call(walletBalance)).resolves.toEqual({ ...wallet, balance: 5 });
    await expect(client({ keptAnswer }).call(validateRef, { query: { ref_id: 'A B' } })).resolves.toEqual({ valid: true });
    await client({ keptAnswer }).call(login, { body: { username: 'member1', password: 'pass1234' } });
    expect(asked).toEqual([`${API}/api/v1/wallet/balance ko`, `${API}/api/v1/core/validate-ref?ref_id=A+B ko`]);
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([validateRef.path, login.path]);
  });

  it('serializes the query and sends the body as JSON', async () => {
    const { requests } = mockApi([on(validateRef, { valid: true }), on(login, signedIn)]);
    await client().call(validateRef, { query: { ref_id: 'A B&C' } });
    await client().call(login, { body: { username: 'member1', password: 'pass1234' } });
    const [refCheck, signIn] = requests;
    expect(new URL(refCheck!.url).searchParams.get('ref_id')).toBe('A B&C');
    expect(signIn?.method).toBe('POST');
    expect(signIn?.headers.get('Content-Type')).toContain('application/json');
    await expect(signIn?.json()).resolves.toEqual({ username: 'member1', password: 'pass1234' });
  });

  it('passes extra headers such as Idempotency-Key', async () => {
    const { requests } = mockApi([on(walletBalance, wallet)]);
    await client().call(walletBalance, { headers: { 'Idempotency-Key': 'key-42' } });
    expect(requests[0]?.headers.get('Idempotency-Key')).toBe('key-42');
  });

  it('keeps a path prefix in apiBase and resolves an empty one against the page', async () => {
    const { requests } = mockFetch(() => okFor(walletBalance, wallet));
    await client({ apiBase: 'http://api.test/backend/' }).call(walletBalance);
    await client({ apiBase: '' }).call(walletBalance);
    const [prefixed, sameOrigin] = requests;
    expect(prefixed?.url).toBe('http://api.test/backend/api/v1/wallet/balance');
    expect(sameOrigin?.url).toBe(`${window.location.origin}/api/v1/wallet/balance`);
  });

  it('turns a non-OK answer into an ApiError with the server message and code', async () => {
    mockFetch(() => jsonResponse(409, { message: '이미 사용 중인 아이디입니다', code: 'USERNAME_TAKEN' }));
    const error = await client().call(walletBalance).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'USERNAME_TAKEN', message: '이미 사용 중인 아이디입니다' });
  });

  it('falls back to a localized message and a status code when the error body is not JSON', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client().call(walletBalance)).rejects.toMatchObject({ status: 502, code: 'INTERNAL', message: 'An error occurred' });
  });

  it('maps a network failure to NETWORK with a localized message', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(client().call(walletBalance)).rejects.toMatchObject({ status: 0, code: 'NETWORK', message: 'Network down' });
  });

  it('tells when a call got no answer at all, not when the server answered with an error', async () => {
    const onNoAnswer = jest.fn();
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(client({ onNoAnswer }).call(walletBalance)).rejects.toMatchObject({ code: 'NETWORK' });
    expect(onNoAnswer).toHaveBeenCalledTimes(1);
    fetchSpy.mockResolvedValue(jsonResponse(503, { message: 'Busy', code: 'UNAVAILABLE' }));
    await expect(client({ onNoAnswer }).call(walletBalance)).rejects.toMatchObject({ status: 503 });
    expect(onNoAnswer).toHaveBeenCalledTimes(1);
  });

  it('aborts after the time-out and maps it to TIMEOUT', async () => {
    // An answer that never comes, unless the request is aborted.
    jest.spyOn(globalThis, 'fetch').mockImplementation(
      (input, init) =>
        new Promise((_resolve, reject) => {
          const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
          signal?.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    await expect(client({ timeout: 20 }).call(walletBalance)).rejects.toMatchObject({ status: 0, code: 'TIMEOUT', message: 'Timed out' });
  });

  it('waits 60 seconds by default before giving up', async () => {
    jest.useFakeTimers();
    try {
      jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => undefined));
      const outcome = client()
        .call(walletBalance)
        .catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(59_999);
      expect(jest.getTimerCount()).toBe(1);
      await jest.advanceTimersByTimeAsync(1);
      await expect(outcome).resolves.toMatchObject({ code: 'TIMEOUT' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('reports a 401 from a signed-in endpoint as an expired session', async () => {
    mockFetch(() => jsonResponse(401, { message: 'Session expired', code: 'UNAUTHORIZED' }));
    const onUnauthorized = jest.fn();
    await expect(client({ onUnauthorized }).call(userInfo)).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(onUnauthorized).toHaveBeenCalledWith({ endpoint: userInfo, status: 401 });
  });

  it('does not treat a 401 from a public endpoint (wrong log-in) as an expired session', async () => {
    mockFetch(() => jsonResponse(401, { message: 'Username or password is incorrect', code: 'INVALID_CREDENTIALS' }));
    const onUnauthorized = jest.fn();
    await expect(client({ onUnauthorized }).call(login, { body: { username: 'a', password: 'b' } })).rejects.toMatchObject({
      status: 401,
      message: 'Username or password is incorrect',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('handles concurrent 401s once: the second finds the session already ended', async () => {
    let epoch = 1;
    mockFetch(() => jsonResponse(401, { message: 'Session expired', code: 'UNAUTHORIZED' }));
    const onUnauthorized = jest.fn(() => {
      epoch += 1;
    });
    const http = client({ getSessionEpoch: () => epoch, onUnauthorized });
    await Promise.allSettled([http.call(userInfo), http.call(walletBalance)]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
