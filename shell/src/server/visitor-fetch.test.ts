/**
 * @jest-environment node
 */
import { hasCookie, visitorFetch } from './visitor-fetch';

afterEach(() => jest.restoreAllMocks());

function sentRequests() {
  const sent: Request[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    sent.push(input as Request);
    return new Response('{}');
  });
  return sent;
}

test('every call carries the visitor`s Cookie header as it came, beside the call`s own headers', async () => {
  const sent = sentRequests();
  await visitorFetch('token=abc; signed_in=1', undefined)('http://api.test/x', { headers: { 'Accept-Language': 'en' } });
  expect(sent[0]?.headers.get('cookie')).toBe('token=abc; signed_in=1');
  expect(sent[0]?.headers.get('accept-language')).toBe('en');
});

test('a guest`s calls carry no cookie; the render`s deadline aborts them', async () => {
  const sent = sentRequests();
  const deadline = new AbortController();
  await visitorFetch(undefined, deadline.signal)('http://api.test/x');
  expect(sent[0]?.headers.has('cookie')).toBe(false);
  deadline.abort();
  expect(sent[0]?.signal.aborted).toBe(true);
});

test('reads a cookie by its exact name', () => {
  expect(hasCookie('a=1; signed_in=1', 'signed_in')).toBe(true);
  expect(hasCookie('not_signed_in=1', 'signed_in')).toBe(false);
  expect(hasCookie(undefined, 'signed_in')).toBe(false);
});
