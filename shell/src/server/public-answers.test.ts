/**
 * @jest-environment node
 */
import { PublicAnswers } from './public-answers';

const EVERYONES = { 'cache-control': 'no-cache', etag: '"abc"', 'content-type': 'application/json; charset=utf-8' };

/** A stand-in for the API: answers each call with its count, under the headers given for its path. */
function api(headersFor: (path: string) => Record<string, string> = () => EVERYONES) {
  const calls: string[] = [];
  const transport = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname} ${request.headers.get('accept-language') ?? ''}`);
    return new Response(JSON.stringify({ data: calls.length }), { headers: { ...headersFor(new URL(request.url).pathname), 'content-encoding': 'br' } });
  }) as unknown as typeof fetch;
  return { calls, transport };
}

const dataOf = async (response: Promise<Response>) => ((await (await response).json()) as { data: number }).data;
const get = (fetcher: typeof fetch, path: string, language = 'ko') => dataOf(fetcher(`http://api.test${path}`, { headers: { 'Accept-Language': language } }));

test('an answer that is everyone`s is asked for once while the content version stays, per path and language', async () => {
  const { calls, transport } = api();
  const answers = new PublicAnswers();
  const first = answers.fetchFor(transport, 'v1');
  expect(await get(first, '/api/v1/core/carousel/get')).toBe(1);
  // The next render, with the same version: nothing asked, the same answer, readable again.
  const second = answers.fetchFor(transport, 'v1');
  expect(await get(second, '/api/v1/core/carousel/get')).toBe(1);
  expect(await get(second, '/api/v1/core/carousel/get')).toBe(1);
  expect(await get(second, '/api/v1/core/carousel/get', 'en')).toBe(2);
  expect(await get(second, '/api/v1/core/carousel/get?page=2')).toBe(3);
  expect(calls).toEqual(['GET /api/v1/core/carousel/get ko', 'GET /api/v1/core/carousel/get en', 'GET /api/v1/core/carousel/get ko']);
});

test('a new content version asks again; a render of the old one finishing later keeps nothing for the new', async () => {
  const { calls, transport } = api();
  const answers = new PublicAnswers();
  const old = answers.fetchFor(transport, 'v1');
  const newer = answers.fetchFor(transport, 'v2');
  expect(await get(old, '/api/v1/core/marquee/get')).toBe(1);
  expect(await get(newer, '/api/v1/core/marquee/get')).toBe(2);
  expect(await get(answers.fetchFor(transport, 'v2'), '/api/v1/core/marquee/get')).toBe(2);
  expect(calls).toHaveLength(2);
});

test('answers that depend on who asks, other methods, failures and files are asked for every time', async () => {
  const { calls, transport } = api((path) => {
    if (path === '/private') return { ...EVERYONES, 'cache-control': 'private, no-cache' };
    if (path === '/no-etag') return { 'cache-control': 'no-cache', 'content-type': 'application/json' };
    if (path === '/file.js') return { ...EVERYONES, 'content-type': 'text/javascript' };
    return EVERYONES;
  });
  const fetcher = new PublicAnswers().fetchFor(transport, 'v1');
  for (const path of ['/private', '/no-etag', '/file.js']) {
    await get(fetcher, path);
    await get(fetcher, path);
  }
  await dataOf(fetcher('http://api.test/post', { method: 'POST', body: '{}' }));
  await dataOf(fetcher('http://api.test/post', { method: 'POST', body: '{}' }));
  expect(calls).toHaveLength(8);
});

test('without a content version (the API cannot tell) every call goes to the API', async () => {
  const { calls, transport } = api();
  const answers = new PublicAnswers();
  expect(answers.fetchFor(transport, undefined)).toBe(transport);
  await get(answers.fetchFor(transport, undefined), '/api/v1/core/carousel/get');
  await get(answers.fetchFor(transport, undefined), '/api/v1/core/carousel/get');
  expect(calls).toHaveLength(2);
});

test('a kept answer is read without a request by its address and language, while its version stays', async () => {
  const { calls, transport } = api();
  const answers = new PublicAnswers();
  expect(answers.keptFor(undefined)).toBeUndefined();
  const kept = answers.keptFor('v1')!;
  expect(kept('http://api.test/api/v1/core/carousel/get', 'ko')).toBeUndefined();
  await get(answers.fetchFor(transport, 'v1'), '/api/v1/core/carousel/get');
  expect(kept('http://api.test/api/v1/core/carousel/get', 'ko')).toBe(JSON.stringify({ data: 1 }));
  expect(kept('http://api.test/api/v1/core/carousel/get', 'en')).toBeUndefined();
  // A render of the next version: the older render's reader finds nothing any more.
  const newer = answers.keptFor('v2')!;
  expect(kept('http://api.test/api/v1/core/carousel/get', 'ko')).toBeUndefined();
  expect(newer('http://api.test/api/v1/core/carousel/get', 'ko')).toBeUndefined();
  expect(calls).toHaveLength(1);
});
