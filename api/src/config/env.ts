import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { REPO_ROOT } from './paths';

const Port = Type.Integer({ minimum: 1, maximum: 65535 });
const Flag = Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0')], { description: 'Expected true, false, 1 or 0' });

// Scheme and host (and port), nothing after it but an optional "/"; URL then confirms the host.
const ORIGIN_PATTERN = /^https?:\/\/[^/?#@\s]+\/?$/i;
const ORIGIN_EXPECTED = 'Expected an http(s) origin without a path, such as https://casino.example';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

/** Every variable the API reads. Defaults make `pnpm start` work with nothing set. */
const EnvSchema = Type.Object({
  PORT: Type.Optional(Port),
  HOST: Type.Optional(Type.String({ minLength: 1 })),
  LOG_LEVEL: Type.Optional(
    Type.Union(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
      { description: 'Expected fatal, error, warn, info, debug, trace or silent' },
    ),
  ),
  /** Any PostgreSQL server; when unset the API runs an embedded one. */
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  PG_DATA_DIR: Type.Optional(Type.String({ minLength: 1 })),
  PG_PORT: Type.Optional(Port),
  SESSION_TTL_HOURS: Type.Optional(Type.Integer({ minimum: 1, maximum: 720 })),
  /** Sign-up tries one IP may make per hour (each hashes two passwords). */
  REGISTER_LIMIT_PER_HOUR: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  /**
   * The site's address as browsers see it: links handed out (the game launch URL) start with it;
   * Secure cookies and HSTS when it is https; the Origin check trusts it.
   */
  PUBLIC_ORIGIN: Type.Optional(Type.String({ description: ORIGIN_EXPECTED })),
  /**
   * Behind load balancers, which of them name the client in X-Forwarded-For: `true` or a number
   * of hops (1-9) counted from this server, or their addresses and CIDR ranges, comma-separated.
   */
  TRUST_PROXY: Type.Optional(
    Type.Union([Flag, Type.String({ pattern: '^[1-9]$' }), Type.String({ pattern: '^[0-9A-Fa-f:./]+(, ?[0-9A-Fa-f:./]+)*$' })], {
      description: 'Expected true, false, a number of hops (1-9) or addresses and CIDR ranges, comma-separated',
    }),
  ),
  /** Where published remote versions are stored (`<dir>/<remote>/<version>/`), served at `/remotes/`. */
  RELEASES_DIR: Type.Optional(Type.String({ minLength: 1 })),
  /** Signs the built-in demo provider's wallet callbacks; set it when the API is reachable by others. */
  DEMO_PROVIDER_SECRET: Type.Optional(Type.String({ minLength: 16, description: 'Expected at least 16 characters' })),
  SHELL_DIST: Type.Optional(Type.String({ minLength: 1 })),
  /** A render service started elsewhere (`http://host:port`); unset, the API starts its own with `--frontend`. */
  RENDER_URL: Type.Optional(Type.String({ pattern: '^https?://[^/?#@\\s]+/?$', description: ORIGIN_EXPECTED })),
  /** Processes of the render service this API starts. */
  RENDER_WORKERS: Type.Optional(Type.Integer({ minimum: 1, maximum: 64 })),
  /** How often the served build's files (the shell's page and route list, the remotes' manifests) are looked at for a rebuild; default 1 s. */
  FRONTEND_RECHECK_MS: Type.Optional(Type.Integer({ minimum: 0, maximum: 60_000 })),
  /** How long a page waits for its server render before the browser renders it instead. */
  RENDER_BUDGET_MS: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  /** Keep guests' rendered pages (default true); false renders every page anew (`bench:render` measures both). */
  RENDER_GUEST_CACHE: Type.Optional(Flag),
  /** Where staff-uploaded images are kept (`<dir>/<sha256>.<ext>`), served at `/uploads/`. */
  UPLOADS_DIR: Type.Optional(Type.String({ minLength: 1 })),
  /**
   * `required` (the default): a master cannot sign in without two-factor (it enrols at its next
   * sign-in). `optional`: nobody is made to; for a development database only.
   */
  STAFF_TWO_FACTOR: Type.Optional(Type.Union([Type.Literal('required'), Type.Literal('optional')], { description: 'Expected required or optional' })),
  /** More origins whose pages may call the API with the session cookie (dev servers), comma-separated. */
  TRUSTED_ORIGINS: Type.Optional(Type.String()),
  FIREBASE_API_KEY: Type.Optional(Type.String()),
  FIREBASE_AUTH_DOMAIN: Type.Optional(Type.String()),
  FIREBASE_DATABASE_URL: Type.Optional(Type.String()),
  FIREBASE_PROJECT_ID: Type.Optional(Type.String()),
  FIREBASE_STORAGE_BUCKET: Type.Optional(Type.String()),
  FIREBASE_MESSAGING_SENDER_ID: Type.Optional(Type.String()),
  FIREBASE_APP_ID: Type.Optional(Type.String()),
  FIREBASE_MEASUREMENT_ID: Type.Optional(Type.String()),
});
type Env = Static<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  logLevel: string;
  databaseUrl: string | null;
  pgDataDir: string;
  pgPort: number;
  sessionTtlHours: number;
  registerLimitPerHour: number;
  /** `scheme://host[:port]`, no trailing slash: where members reach the site. */
  publicOrigin: string;
  /** Fastify's trustProxy: false, the hops to trust, or the proxies' addresses. */
  trustProxy: false | number | string;
  /** Published remote versions, one folder each: `<releasesDir>/<remote>/<version>/`. */
  releasesDir: string;
  demoProviderSecret: string;
  shellDist: string;
  /** How often the served build's files are looked at for a rebuild (ms). */
  frontendRecheckMs: number;
  uploadsDir: string;
  /** Whether the master level must sign in with two-factor. */
  staffTwoFactor: 'required' | 'optional';
  /** Other origins trusted like the public one (the Origin check). */
  trustedOrigins: string[];
  render: {
    /** A render service to use instead of starting one. */
    url: string | null;
    workers: number;
    budgetMs: number;
    guestCache: boolean;
    /** The shell's server build, which the render service runs. */
    entryFile: string;
  };
  /** Folder holding `remote-<name>/dist` (the builds `--publish-builds` publishes at start). */
  remotesRoot: string;
  firebase: {
    apiKey: string;
    authDomain: string;
    databaseURL: string;
    projectId: string;
    storageBucket: string;
    messagingSenderId: string;
    appId: string;
    measurementId: string;
  };
}

export class EnvError extends Error {}

/** Served over https: Secure cookies, HSTS, upgrade-insecure-requests. */
export function isHttpsSite(config: Pick<Config, 'publicOrigin'>): boolean {
  return config.publicOrigin.startsWith('https:');
}

/** Validates `env` and fails naming every bad variable, so a typo never runs with a default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const raw = env[key];
    if (raw !== undefined && raw !== '') picked[key] = raw;
  }
  // Env values are strings; Convert turns '4000' into 4000 and leaves 'abc' for Check to reject.
  const value = Value.Convert(EnvSchema, picked);
  const problems = [...Value.Errors(EnvSchema, value)].map((e) => {
    const name = e.path.slice(1);
    return `${name}: ${e.schema.description ?? e.message} (got ${JSON.stringify(picked[name])})`;
  });
  const e = value as Env;
  const publicOrigin = e.PUBLIC_ORIGIN === undefined ? `http://localhost:${e.PORT ?? 4000}` : originOf(e.PUBLIC_ORIGIN);
  if (publicOrigin === null) problems.push(`PUBLIC_ORIGIN: ${ORIGIN_EXPECTED} (got ${JSON.stringify(e.PUBLIC_ORIGIN)})`);
  // Served to other machines, a localhost default would hand out launch URLs nobody can open
  // and plain cookies over https: the address must be said.
  if (e.PUBLIC_ORIGIN === undefined && e.HOST !== undefined && !LOOPBACK_HOSTS.has(e.HOST)) {
    problems.push(`PUBLIC_ORIGIN: required when HOST (${e.HOST}) serves other machines; ${ORIGIN_EXPECTED}`);
  }
  const trustedOrigins = (e.TRUSTED_ORIGINS ?? '').split(',').filter(Boolean).map(originOf);
  if (!problems.some((problem) => problem.startsWith('TRUST_PROXY')) && trustProxyOf(e.TRUST_PROXY) === null) problems.push(`TRUST_PROXY: Expected true, false, a number of hops (1-9) or addresses and CIDR ranges, comma-separated (got ${JSON.stringify(e.TRUST_PROXY)})`);
  if (trustedOrigins.includes(null)) problems.push(`TRUSTED_ORIGINS: Expected comma-separated http(s) origins such as http://localhost:3000 (got ${JSON.stringify(e.TRUSTED_ORIGINS)})`);
  if (problems.length > 0) throw new EnvError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  return {
    port: e.PORT ?? 4000,
    host: e.HOST ?? 'localhost',
    logLevel: e.LOG_LEVEL ?? 'info',
    databaseUrl: e.DATABASE_URL ?? null,
    pgDataDir: path.resolve(REPO_ROOT, e.PG_DATA_DIR ?? '.data/pg'),
    pgPort: e.PG_PORT ?? 54329,
    sessionTtlHours: e.SESSION_TTL_HOURS ?? 12,
    // Generous for a household or an office behind one address, far too few to flood argon2id.
    registerLimitPerHour: e.REGISTER_LIMIT_PER_HOUR ?? 10,
    publicOrigin: publicOrigin!,
    trustProxy: trustProxyOf(e.TRUST_PROXY)!,
    releasesDir: path.resolve(REPO_ROOT, e.RELEASES_DIR ?? '.data/releases'),
    // Unset: a random secret per process. The demo provider runs in this process and signs with
    // it, so play works with nothing set, and nobody outside can sign a callback. Set it when
    // anything else must sign (several API processes behind one address, the bench).
    demoProviderSecret: e.DEMO_PROVIDER_SECRET ?? randomBytes(32).toString('hex'),
    shellDist: path.resolve(REPO_ROOT, e.SHELL_DIST ?? 'shell/dist'),
    frontendRecheckMs: e.FRONTEND_RECHECK_MS ?? 1000,
    uploadsDir: path.resolve(REPO_ROOT, e.UPLOADS_DIR ?? '.data/uploads'),
    staffTwoFactor: e.STAFF_TWO_FACTOR ?? 'required',
    trustedOrigins: trustedOrigins as string[],
    remotesRoot: REPO_ROOT,
    render: {
      url: e.RENDER_URL?.replace(/\/$/, '') ?? null,
      workers: e.RENDER_WORKERS ?? 2,
      budgetMs: e.RENDER_BUDGET_MS ?? 150,
      guestCache: e.RENDER_GUEST_CACHE !== 'false' && e.RENDER_GUEST_CACHE !== '0',
      entryFile: path.resolve(REPO_ROOT, e.SHELL_DIST ?? 'shell/dist', 'server', 'render.cjs'),
    },
    firebase: {
      apiKey: e.FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: e.FIREBASE_AUTH_DOMAIN ?? 'demo-casino.firebaseapp.com',
      databaseURL: e.FIREBASE_DATABASE_URL ?? 'https://demo-casino-default-rtdb.firebaseio.com',
      projectId: e.FIREBASE_PROJECT_ID ?? 'demo-casino',
      storageBucket: e.FIREBASE_STORAGE_BUCKET ?? 'demo-casino.appspot.com',
      messagingSenderId: e.FIREBASE_MESSAGING_SENDER_ID ?? '000000000000',
      appId: e.FIREBASE_APP_ID ?? '1:000000000000:web:0000000000000000',
      measurementId: e.FIREBASE_MEASUREMENT_ID ?? 'G-DEMO000000',
    },
  };
}

/**
 * Which proxies may name the client (Fastify's trustProxy); null: not a setting. `true` trusts the
 * one load balancer in front, not every hop: the leftmost X-Forwarded-For entries are whatever the
 * client wrote, and the per-address limits and a partner's sign-in allow-list must not believe them.
 */
function trustProxyOf(text: string | undefined): false | number | string | null {
  if (text === undefined || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^[1-9]$/.test(text)) return Number(text);
  const ranges = text.split(',').map((item) => item.trim());
  const valid = ranges.every((range) => {
    const [host = '', prefix, ...rest] = range.split('/');
    const version = rest.length === 0 ? isIP(host) : 0;
    return version !== 0 && (prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)));
  });
  return valid ? ranges.join(',') : null;
}

/** The origin `text` names (a trailing "/" dropped), or null when it is not exactly an http(s) origin. */
function originOf(text: string): string | null {
  if (!ORIGIN_PATTERN.test(text)) return null;
  try {
    return new URL(text).origin;
  } catch {
    return null;
  }
}
