import { endpoints, type Endpoint } from '@casino/contract';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { snapshot } from '../../test/row-counts';

let t: TestApp;
/** A token that passes each endpoint's access check, so its input is what gets judged. */
let tokenFor: (e: Endpoint) => Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  const member = bearer(await loginAs(t.app, 'member1'));
  const master = bearer(await loginAs(t.app, 'master1'));
  tokenFor = (e) => (e.access === 'public' ? {} : e.access === 'user' ? member : master);
});
afterAll(() => t.close());

const all = Object.entries(endpoints) as [string, Endpoint][];

/** The path with every `:param` set to a valid sample (1: an id that exists in the seed). */
const samplePath = (e: Endpoint) => e.path.replace(/:\w+/g, '1');

/** The path as the OpenAPI document spells it (`:id` -> `{id}`). */
const openApiPath = (e: Endpoint) => e.path.replace(/:(\w+)/g, '{$1}');

/** Inputs that are wrong for any endpoint that takes them. */
function badRequests(e: Endpoint): { url: string; payload?: unknown; headers?: Record<string, string> }[] {
  const cases: { url: string; payload?: unknown; headers?: Record<string, string> }[] = [];
  const path = samplePath(e);
  if (e.params) {
    for (const name of Object.keys(e.params.properties)) {
      for (const bad of ['abc', '0', '99999999999999999999', 'a%00b']) cases.push({ url: e.path.replace(`:${name}`, bad) });
    }
  }
  if (e.query) {
    if ((e.query.required ?? []).length > 0) cases.push({ url: path });
    const first = Object.keys(e.query.properties)[0]!;
    cases.push({ url: `${path}?${first}=${encodeURIComponent('x'.repeat(200))}` });
    cases.push({ url: `${path}?${first}=a%00b` });
    for (const [name, schema] of Object.entries(e.query.properties) as [string, { type?: string }][]) {
      if (schema.type === 'integer') cases.push({ url: `${path}?${name}=99999999999999999999` });
    }
  }
  if (e.body) {
    cases.push({ url: path });
    cases.push({ url: path, payload: {} });
    cases.push({ url: path, payload: [] });
    cases.push({ url: path, payload: Object.fromEntries(Object.keys(e.body.properties).map((k) => [k, 12345])) });
    cases.push({ url: path, payload: Object.fromEntries(Object.keys(e.body.properties).map((k) => [k, 'member1\u0000'])) });
    cases.push({ url: path, payload: '{"broken":', headers: { 'content-type': 'application/json' } });
  }
  if (e.access !== 'public') cases.push({ url: path, headers: { authorization: 'Bearer not-a-session' } });
  return cases;
}

interface PropertySchema {
  type?: string;
  anyOf?: { const?: unknown }[];
}

/** A valid value for a required query property, so only the property under test is wrong. */
const sampleValue = (schema: PropertySchema) => String(schema.anyOf?.[0]?.const ?? (schema.type === 'integer' ? 1 : 'x'));

/** One URL per integer in the path or query, that integer set to `bad` and everything else valid. */
function urlsWithInteger(e: Endpoint, bad: string): string[] {
  const urls = Object.keys(e.params?.properties ?? {}).map((name) => samplePath({ ...e, path: e.path.replace(`:${name}`, encodeURIComponent(bad)) }));
  const query = (e.query?.properties ?? {}) as Record<string, PropertySchema>;
  const required = new Set(e.query?.required ?? []);
  for (const [name, schema] of Object.entries(query)) {
    if (schema.type !== 'integer') continue;
    const others = Object.entries(query).filter(([other]) => other !== name && required.has(other));
    const search = new URLSearchParams([...others.map(([other, s]): [string, string] => [other, sampleValue(s)]), [name, bad]]);
    urls.push(`${samplePath(e)}?${search}`);
  }
  return urls;
}

const NON_FINITE = ['Infinity', '-Infinity', '1e309', '-1e309'];

describe('every contract endpoint', () => {
  it.each(all)('%s is served at its contract method and path', (_name, e) => {
    expect(t.app.hasRoute({ method: e.method, url: e.path })).toBe(true);
  });

  it.each(all.filter(([, e]) => e.body))('%s refuses a body field it does not declare', (_name, e) => {
    expect(e.body?.additionalProperties).toBe(false);
  });

  it.each(all.filter(([, e]) => badRequests(e).length > 0))('%s answers bad input with a 4xx and a message, writing nothing', async (_name, e) => {
    for (const bad of badRequests(e)) {
      const before = await snapshot(t.db);
      const res = await t.app.inject({ method: e.method, url: bad.url, payload: bad.payload as string, headers: { 'accept-language': 'en', ...bad.headers } });
      expect({ request: bad, status: res.statusCode }).toEqual({ request: bad, status: expect.any(Number) });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      const body = res.json();
      expect(body).toEqual({ code: expect.any(String), message: expect.any(String) });
      expect(body.message.length).toBeGreaterThan(3);
      expect(await snapshot(t.db)).toEqual(before);
    }
  });

  it.each(all.filter(([, e]) => urlsWithInteger(e, '1').length > 0))('%s answers a non-finite number in its path or query with 400 VALIDATION', async (_name, e) => {
    for (const bad of NON_FINITE) {
      for (const url of urlsWithInteger(e, bad)) {
        const before = await snapshot(t.db);
        const res = await t.app.inject({ method: e.method, url, headers: { 'accept-language': 'en', ...tokenFor(e) } });
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 400, body: { code: 'VALIDATION', message: expect.stringMatching(/ is invalid$/) } });
        expect(await snapshot(t.db)).toEqual(before);
      }
    }
  });

  it.each(all.filter(([, e]) => e.access === 'master'))('%s lets only the master level in, before reading the request, writing nothing', async (_name, e) => {
    for (const username of ['member1', 'agency1']) {
      const headers = { 'accept-language': 'en', ...bearer(await loginAs(t.app, username)) };
      const before = await snapshot(t.db);
      const res = await t.app.inject({ method: e.method, url: samplePath(e), headers });
      expect({ username, status: res.statusCode, body: res.json() }).toEqual({ username, status: 403, body: { code: 'FORBIDDEN', message: 'Only the master account can do this' } });
      expect(await snapshot(t.db)).toEqual(before);
    }
  });

  it('is documented in the OpenAPI document with its errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const [, e] of all) {
      const op = doc.paths[openApiPath(e)]?.[e.method.toLowerCase()];
      expect(op).toBeDefined();
      expect(op.responses['200']).toBeDefined();
      for (const status of e.errors ?? []) expect(op.responses[String(status)]).toBeDefined();
      if (e.access !== 'public') expect(op.security).toEqual([{ bearerAuth: [] }]);
      if (e.access === 'partner' || e.access === 'master') expect(op.responses['403']).toBeDefined();
      if (e.access === 'master') expect(op.description).toMatch(/Master level only/);
    }
    expect(doc.paths['/remotes.json']).toBeUndefined();
  });

  it('serves the Swagger UI at /docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBeLessThan(400);
    const page = res.statusCode === 200 ? res : await t.app.inject({ method: 'GET', url: res.headers.location as string });
    expect(page.body).toContain('swagger');
  });
});
