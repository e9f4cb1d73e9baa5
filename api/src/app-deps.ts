import type { LoginLimits } from './auth/login-attempts';
import type { Config } from './config/env';
import type { Db } from './db/pool';
import type { Authenticator } from './http/request-context';
import type { RegisterLimits } from './users/register-attempts';

/** What every domain's routes receive from `buildApp`. */
export interface AppDeps {
  db: Db;
  config: Config;
  authenticator: Authenticator;
  loginLimits: LoginLimits;
  registerLimits: RegisterLimits;
}
