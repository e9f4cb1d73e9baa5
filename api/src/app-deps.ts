import type { LoginLimits } from './auth/login-attempts';
import type { Config } from './config/env';
import type { ChangeFeed } from './db/change-feed';
import type { Db } from './db/pool';
import type { Authenticator } from './http/request-context';
import type { ResponseCache } from './http/response-cache';
import type { RegisterLimits } from './users/register-attempts';

/** What every domain's routes receive from `buildApp`. */
export interface AppDeps {
  db: Db;
  config: Config;
  authenticator: Authenticator;
  loginLimits: LoginLimits;
  registerLimits: RegisterLimits;
  /** Committed changes to the content tables, from any writer (migration 018). */
  changes: ChangeFeed;
  /** Catalog and site-content answers, dropped as `changes` reports their tables changed. */
  responseCache: ResponseCache;
}
