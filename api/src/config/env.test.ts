import path from 'node:path';
import { EnvError, loadConfig } from './env';
import { REPO_ROOT } from './paths';

describe('loadConfig', () => {
  it('runs with nothing set: port 4000, embedded PostgreSQL on 54329 under .data/pg, 12 h sessions', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 4000,
      databaseUrl: null,
      pgPort: 54329,
      pgDataDir: path.join(REPO_ROOT, '.data', 'pg'),
      sessionTtlHours: 12,
      registerLimitPerHour: 10,
      trustProxy: false,
      releasesDir: path.join(REPO_ROOT, '.data', 'releases'),
      shellDist: path.join(REPO_ROOT, 'shell', 'dist'),
    });
    expect(c.firebase.projectId).toBe('demo-casino');
  });

  it('reads and converts values', () => {
    const c = loadConfig({ PORT: '4200', DATABASE_URL: 'postgres://u@db:5432/x', TRUST_PROXY: 'true', SESSION_TTL_HOURS: '1', REGISTER_LIMIT_PER_HOUR: '500', FIREBASE_APP_ID: 'app' });
    expect(c).toMatchObject({ port: 4200, databaseUrl: 'postgres://u@db:5432/x', trustProxy: 1, sessionTtlHours: 1, registerLimitPerHour: 500 });
    expect(c.firebase.appId).toBe('app');
  });

  it('makes up a random demo provider secret per load unless one is set, and refuses a short one', () => {
    const [a, b] = [loadConfig({}).demoProviderSecret, loadConfig({}).demoProviderSecret];
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
    expect(loadConfig({ DEMO_PROVIDER_SECRET: 'a-shared-secret-of-length' }).demoProviderSecret).toBe('a-shared-secret-of-length');
    expect(() => loadConfig({ DEMO_PROVIDER_SECRET: 'short' })).toThrow(/DEMO_PROVIDER_SECRET/);
  });

  it('takes PUBLIC_ORIGIN as an http(s) origin, defaulting to localhost on PORT', () => {
    expect(loadConfig({}).publicOrigin).toBe('http://localhost:4000');
    expect(loadConfig({ PORT: '4200' }).publicOrigin).toBe('http://localhost:4200');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Casino.example/' }).publicOrigin).toBe('https://casino.example');
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://10.0.0.5:8080' }).publicOrigin).toBe('http://10.0.0.5:8080');
    for (const bad of ['casino.example', 'ftp://casino.example', 'https://casino.example/play', 'https://casino.example?x=1', 'https://u@casino.example', 'https://', 'https://bad host']) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: bad })).toThrow(`PUBLIC_ORIGIN: Expected an http(s) origin without a path, such as https://casino.example (got ${JSON.stringify(bad)})`);
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(4000);
  });

  it('fails naming every malformed variable and its value', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', PG_PORT: '70000', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'yes', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    for (const name of ['PORT: ', 'PG_PORT: ', 'DATABASE_URL: ', 'TRUST_PROXY: ', 'LOG_LEVEL: ']) expect(message).toContain(name);
    expect(message).toContain('"abc"');
    expect(message).toContain('TRUST_PROXY: Expected true, false, a number of hops (1-9) or addresses and CIDR ranges, comma-separated (got "yes")');
  });
});

describe('trusted origins', () => {
  it('trusts the named proxies only: `true` is the one load balancer in front, never every hop', () => {
    // Every hop would make X-Forwarded-For's leftmost entry, which the client writes, the address.
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1' }).trustProxy).toBe('10.0.0.0/8,192.168.1.7,::1');
    for (const bad of ['ab', '10.0.0.0/33', '10.0.0.1/8/1', '::1/129', '12']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: Expected true, false, a number of hops/);
    }
  });

  it('reads a comma-separated list of origins', () => {
    expect(loadConfig({}).trustedOrigins).toEqual([]);
    expect(loadConfig({ TRUSTED_ORIGINS: 'http://localhost:3000,https://Admin.example/' }).trustedOrigins).toEqual(['http://localhost:3000', 'https://admin.example']);
  });

  it.each(['http://a, http://b', 'localhost:3000', 'https://a.example/path', 'http://localhost:99999'])('refuses %j, naming the variable', (value) => {
    expect(() => loadConfig({ TRUSTED_ORIGINS: value })).toThrow(/TRUSTED_ORIGINS: Expected comma-separated http\(s\) origins/);
  });
});

describe('PUBLIC_ORIGIN beyond loopback', () => {
  it('is required when HOST serves other machines, and optional on loopback', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/PUBLIC_ORIGIN: required when HOST \(0\.0\.0\.0\) serves other machines/);
    expect(loadConfig({ HOST: '0.0.0.0', PUBLIC_ORIGIN: 'https://casino.example' }).publicOrigin).toBe('https://casino.example');
    for (const HOST of ['localhost', '127.0.0.1', '::1']) expect(loadConfig({ HOST }).publicOrigin).toBe('http://localhost:4000');
  });
});

describe('the render service settings', () => {
  it('start one of its own with two workers, a 150 ms budget and guest pages kept, the shell server build beside SHELL_DIST', () => {
    expect(loadConfig({}).render).toEqual({ url: null, workers: 2, budgetMs: 150, guestCache: true, entryFile: path.join(REPO_ROOT, 'shell', 'dist', 'server', 'render.cjs') });
    expect(loadConfig({ SHELL_DIST: '/srv/shell' }).render.entryFile).toBe('/srv/shell/server/render.cjs');
  });

  it('take another service, other counts and no guest cache', () => {
    expect(loadConfig({ RENDER_URL: 'http://10.0.0.5:4400/', RENDER_WORKERS: '4', RENDER_BUDGET_MS: '200', RENDER_GUEST_CACHE: 'false' }).render).toMatchObject({ url: 'http://10.0.0.5:4400', workers: 4, budgetMs: 200, guestCache: false });
  });

  it.each([
    ['RENDER_URL', 'http://10.0.0.5:4400/render'],
    ['RENDER_WORKERS', '0'],
    ['RENDER_BUDGET_MS', 'soon'],
    ['RENDER_GUEST_CACHE', 'maybe'],
  ])('refuses %s=%j, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: `));
  });
});
